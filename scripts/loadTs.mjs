// Loads TypeScript modules of the project (aliases, import.meta.glob) through Vite, outside vitest,
// for the command-line tools (diagrams, walker). `withTs` keeps Vite up while the work runs, so
// the modules can import more modules later.
import { createServer } from 'vite';

export async function withTs(modules, work) {
  const server = await createServer({
    configFile: 'vitest.config.ts',
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: 'custom',
    logLevel: 'error',
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const exports = {};
    for (const id of modules) Object.assign(exports, await server.ssrLoadModule(id));
    return await work(exports);
  } finally {
    await server.close();
  }
}
