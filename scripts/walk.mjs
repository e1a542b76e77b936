#!/usr/bin/env node
// `npm run walk -- --machine login --generator random --seed 42 --stop "edge_coverage(100) or length(500)"`:
// walks a machine's model (test/walker), replays the walk on the machine or in Chromium, prints it.
import { withTs } from './loadTs.mjs';

process.exitCode = await withTs(['/test/walker/cli.ts'], async ({ runWalkCli }) => {
  try {
    return await runWalkCli(process.argv.slice(2));
  } catch (error) {
    process.stderr.write(`walk: ${error.message}\n`);
    return 2;
  }
});
