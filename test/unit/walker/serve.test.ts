import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The online mode, driven as a test runner in another language would: `walk --serve` runs in its own
 * process, this test asks it for each step over HTTP until it says there is none, then for the statistics.
 */
let server: ChildProcess | null = null;
afterAll(() => {
  server?.kill('SIGTERM');
});

const start = (args: string[]) =>
  new Promise<{ base: string; lines: string[] }>((resolve, reject) => {
    server = spawn(process.execPath, ['scripts/walk.mjs', '--serve', '--port', '0', ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    const lines: string[] = [];
    let errors = '';
    server.stderr!.on('data', (chunk) => {
      errors += chunk;
    });
    server.on('exit', (code) => reject(new Error(`walk --serve exited with ${code}: ${errors}`)));
    createInterface({ input: server.stdout! }).on('line', (line) => {
      lines.push(line);
      const first = JSON.parse(line) as { port?: number };
      if (first.port) resolve({ base: `http://127.0.0.1:${first.port}/graphwalker`, lines });
    });
  });

describe('walk --serve: GraphWalker’s REST API', () => {
  it('a client in another process walks the captcha to full edge coverage, each step checked and printed as a JSON line', async () => {
    const { base, lines } = await start(['--machine', 'captcha', '--stop', 'edge_coverage(100)', '--seed', '4']);
    const get = async (path: string, method = 'GET') => (await fetch(`${base}/${path}`, { method })).json() as Promise<Record<string, unknown>>;

    expect(await get('setData/clicks=0;', 'PUT')).toEqual({ result: 'ok' });
    const names: string[] = [];
    for (let step = 0; step < 200; step++) {
      const has = await get('hasNext');
      expect(has.result).toBe('ok');
      if (has.hasNext === 'false') break;
      const next = await get('getNext');
      expect(next).toMatchObject({ result: 'ok', modelName: 'captcha' });
      names.push(next.CurrentElementName as string);
      await get(`setData/clicks=${names.length};`, 'PUT');
    }
    expect(await get('getData/clicks')).toEqual({ result: 'ok', clicks: names.length });
    expect(names).toContain('REFRESH');
    expect(names).toContain('after refreshThrottle');

    const statistics = await get('getStatistics');
    expect(statistics).toMatchObject({ result: 'ok', EdgeCoverage: 100, TotalNumberOfEdges: 6, TotalNumberOfVisitedEdges: 6, TotalNumberOfUnvisitedEdges: 0 });
    expect(statistics.Steps).toBe(names.length);
    expect((await get('getNext')).result).toBe('nok');

    // One JSON line per step, as it was checked on the machine.
    const stepLines = lines.slice(1).map((line) => JSON.parse(line) as { index: number; name: string; passed: boolean });
    expect(stepLines.map((line) => line.name)).toEqual(names);
    expect(stepLines.every((line, index) => line.passed && line.index === index + 1)).toBe(true);

    expect(await get('restart', 'PUT')).toEqual({ result: 'ok' });
    expect(await get('getStatistics')).toMatchObject({ TotalNumberOfVisitedEdges: 0, Steps: 0 });
    expect(await get('hasNext')).toEqual({ result: 'ok', hasNext: 'true' });
  }, 60_000);
});
