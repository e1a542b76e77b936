#!/usr/bin/env node
// `npm start`: the product on its embedded reference backend, in one process on one port
// ($PORT when set). Prints the URL and the demo accounts.
import { createServer } from 'vite';

const server = await createServer({ configFile: 'vite.config.ts' });
await server.listen();
const { formatDemoAccounts } = await server.ssrLoadModule('/server/demoAccounts.ts');
const url = server.resolvedUrls?.local[0] ?? `http://127.0.0.1:${server.config.server.port}/`;
console.log(`\n  Platform front end running on its reference backend\n\n  ➜  Open: ${url}\n`);
console.log(formatDemoAccounts());
console.log(
  '\n  Dev controls: POST|DELETE /__dev/status  ·  POST|DELETE /__dev/fault  ·  GET /__dev/sms, /__dev/mail, /__dev/authenticator  ·  POST /__dev/reset  ·  GET|POST /__dev/clock, POST /__dev/team-play, /__dev/modules (agency)\n',
);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    await server.close();
    process.exit(0);
  });
}
