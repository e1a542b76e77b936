import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { replayPath } from '../model/replay';
import type { MachineModel, Step } from '../model/types';
import { type StepLine, stepLine } from './jsonLines';
import { buildGraphFor, realExecutionClock, startWalk, type Walking, type WalkOptions } from './walk';

/**
 * The online mode (`npm run walk -- --serve --port 8887 --machine login`): GraphWalker's REST API,
 * so a test runner in any language asks for each next step and executes it itself.
 *
 *   GET /graphwalker/hasNext            {"result":"ok","hasNext":"true"}
 *   GET /graphwalker/getNext            {"result":"ok","CurrentElementName":"SUBMIT", ...the step to execute}
 *   GET /graphwalker/getData            {"result":"ok","data":{...the machine's context, and what setData set}}
 *   PUT /graphwalker/setData/x=123;     {"result":"ok"}   (assignments `name=value;` only: no script engine here)
 *   PUT /graphwalker/restart            {"result":"ok"}   (a new walk, same options)
 *   PUT /graphwalker/fail/<reason>      {"result":"ok"}   (the client's own check failed: the walk ends)
 *   GET /graphwalker/getStatistics      {"result":"ok","EdgeCoverage":100,"TotalNumberOfEdges":9,...}
 *
 * Names and shapes follow GraphWalker's REST documentation (graphwalker-restful/README.md). Each step
 * handed out is first played on the real machine, as an offline walk's replay, so the model's oracles
 * judge it; a step they refuse is answered {"result":"nok","error":...} and ends the walk. Each step is
 * printed as one JSON line. time_duration reads real time here: the client's execution counts.
 */

export type ServeOptions = Omit<WalkOptions, 'clock'> & { port: number; log: (line: string) => void };
export type Serving = { port: number; close: () => Promise<void> };

/** An attribute value of setData: JSON where it reads as JSON (123, true, "text"), else the text itself. */
const readValue = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return text.replace(/^'(.*)'$/, '$1');
  }
};

/** The machine's context as data, without actors and functions. */
const dataOf = (context: unknown): Record<string, unknown> =>
  JSON.parse(
    JSON.stringify(context ?? {}, (_key, value: unknown) =>
      typeof value === 'function' || (value && typeof value === 'object' && 'sessionId' in value) ? undefined : value,
    ),
  );

export function serveWalk(model: MachineModel, options: ServeOptions): Promise<Serving> {
  const graph = buildGraphFor(model, options);
  let walking: Walking;
  let run: Step[] = [];
  let keys: string[] = [];
  let failure: string | null = null;
  let attributes: Record<string, unknown> = {};
  const start = () => {
    walking = startWalk(graph, { ...options, clock: realExecutionClock() });
    run = [];
    keys = [];
    failure = null;
    attributes = {};
  };
  start();

  /** The next step, played on the real machine: the run so far from a fresh actor (one page), then this step. */
  const next = async (): Promise<StepLine> => {
    const entry = walking.take();
    if (entry.step.kind === 'restart') {
      run = [];
      keys = [];
    } else {
      run.push(entry.step);
      keys.push(entry.key);
    }
    try {
      await replayPath(model, run, { expectedKeys: keys });
      return stepLine(walking.steps.length, model.machine.id, entry, { passed: true });
    } catch (error) {
      failure = (error as Error).message.split('\n')[0]!;
      return stepLine(walking.steps.length, model.machine.id, entry, { passed: false, error: failure });
    }
  };

  const statistics = () => {
    const walk = walking.result();
    const { transitions, states, requirements } = walk.coverage;
    return {
      EdgeCoverage: Math.floor(transitions.percent),
      TotalNumberOfEdges: transitions.total,
      TotalNumberOfVisitedEdges: transitions.covered,
      TotalNumberOfUnvisitedEdges: transitions.total - transitions.covered,
      VertexCoverage: Math.floor(states.percent),
      TotalNumberOfVertices: states.total,
      TotalNumberOfVisitedVertices: states.covered,
      TotalNumberOfUnvisitedVertices: states.total - states.covered,
      TotalNumberOfRequirement: requirements.total,
      TotalNumberOfRequirementPassed: requirements.covered,
      Steps: walk.steps.length,
      ...(failure ? { Failed: failure } : {}),
    };
  };

  const answer = async (method: string, path: string): Promise<[number, Record<string, unknown>]> => {
    const [, action = '', ...rest] = path.replace(/^\/graphwalker\/?/, '/').split('/');
    const argument = decodeURIComponent(rest.join('/'));
    if (method === 'GET' && action === 'hasNext') return [200, { result: 'ok', hasNext: String(failure === null && walking.peek() !== null) }];
    if (method === 'GET' && action === 'getNext') {
      if (failure !== null || walking.peek() === null) return [200, { result: 'nok', error: failure ?? `the walk has ended: ${walking.ended?.reason}` }];
      const line = await next();
      options.log(JSON.stringify(line));
      if (!line.passed) return [200, { result: 'nok', error: line.error }];
      const entry = walking.steps.at(-1)!;
      return [200, { result: 'ok', CurrentElementName: line.name, modelName: model.machine.id, step: entry.step, state: entry.state, text: line.text }];
    }
    if (method === 'GET' && action === 'getData') {
      const data = { ...dataOf(walking.state.snapshot.context), ...attributes };
      return [200, argument ? { result: 'ok', [argument]: data[argument] } : { result: 'ok', data }];
    }
    if (method === 'PUT' && action === 'setData') {
      for (const statement of argument.split(';').filter((text) => text.trim() !== '')) {
        const assignment = /^\s*([A-Za-z_$][\w$]*)\s*=\s*(.*?)\s*$/.exec(statement);
        if (!assignment) return [200, { result: 'nok', error: `setData reads assignments (name=value;), not '${statement}'` }];
        attributes[assignment[1]!] = readValue(assignment[2]!);
      }
      return [200, { result: 'ok' }];
    }
    if (method === 'PUT' && action === 'restart') {
      start();
      return [200, { result: 'ok' }];
    }
    if (method === 'PUT' && action === 'fail') {
      failure = argument || 'failed by the client';
      return [200, { result: 'ok' }];
    }
    if (method === 'GET' && action === 'getStatistics') return [200, { result: 'ok', ...statistics() }];
    return [404, { result: 'nok', error: `no ${method} /graphwalker/${action}` }];
  };

  // One request at a time: a step is decided, played and answered before the next is looked at.
  let queue: Promise<unknown> = Promise.resolve();
  const handle = (request: IncomingMessage, response: ServerResponse) => {
    queue = queue.then(async () => {
      const [status, body] = await answer(request.method ?? 'GET', new URL(request.url ?? '/', 'http://localhost').pathname).catch(
        (error: Error): [number, Record<string, unknown>] => [500, { result: 'nok', error: error.message }],
      );
      response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
    });
  };

  const server = createServer(handle);
  return new Promise((resolve) => {
    server.listen(options.port, '127.0.0.1', () =>
      resolve({
        port: (server.address() as AddressInfo).port,
        close: () => new Promise<void>((done) => server.close(() => done())),
      }),
    );
  });
}
