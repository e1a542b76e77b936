// The floor `npm run perf` compares the lobby with: the smallest React 19 app, built by the same
// Vite and served by the same production server. What the lobby costs above this is the product's.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <h1>Hello, world</h1>
    </StrictMode>,
  );
}
