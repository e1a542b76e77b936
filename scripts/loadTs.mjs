// Loads TypeScript modules of the project (aliases, import.meta.glob) through Vite, outside vitest,
// for the command-line tools (diagrams, walker). Returns the merged exports.
import { createServer } from 'vite';

export async function loadTs(modules) {
  const server = await createServer({
    configFile: 'vitest.config.ts',
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: 'custom',
    logLevel: 'error',
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  const exports = {};
  try {
    for (const id of modules) Object.assign(exports, await server.ssrLoadModule(id));
  } finally {
    await server.close();
  }
  return exports;
}
