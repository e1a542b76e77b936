import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react-swc';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

/**
 * The hello-world floor of `npm run perf` (scripts/perf.mjs): the same Vite, React plugin, target and
 * precompression as the product's vite.config.ts, so the comparison measures the product, not the build.
 * Its output goes where the script says (--outDir); it is served by the product's production server.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  publicDir: false,
  plugins: [react(), compression({ algorithms: ['brotliCompress', 'gzip'], include: /\.(html|js|mjs|css|json|svg|txt|xml|webmanifest)$/ })],
  build: { target: 'es2022', emptyOutDir: true },
});
