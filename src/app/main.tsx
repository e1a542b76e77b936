import '../styles/fonts.css';
import '../styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { navigate } from 'wouter/use-browser-location';
import { App } from './App';
import { createRootActors } from './rootActors';

const actors = createRootActors((to) => navigate(to));
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App actors={actors} />
    </StrictMode>,
  );
}
