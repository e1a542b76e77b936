import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { parseArgs } from 'node:util';
import { allStateNodes } from '../model/graph';
import { formatDot, formatMermaid, formatPlan, marksOf } from './formats';
import { formatGraphWalker } from './graphWalkerExport';
import { formatJsonLines } from './jsonLines';
import { allModels, findModel } from './models';
import { formatMultiPlan, replayModels, walkModels } from './multiModel';
import { readPathFile } from './predefinedPath';
import { formatRequirementsReport, judgeRequirements, type RequirementsReport } from './requirementsReport';
import { serveWalk } from './serve';
import { generatorNamed, replayWalk, type Walk, walkModel } from './walk';
import { metaOf } from './walkerMeta';

/** Saved walks keep the errors calls fail with (an Error's message and own fields do not survive JSON). */
export const walkToJson = (walk: Walk) =>
  JSON.stringify(walk, (_key, value: unknown) => (value instanceof Error ? { $error: { ...value, name: value.name, message: value.message } } : value), 2);
export const walkFromJson = (text: string): Walk =>
  JSON.parse(text, (_key, value: unknown) => {
    const saved = (value as { $error?: { name: string; message: string } } | null)?.$error;
    if (!saved) return value;
    const { name, message, ...fields } = saved;
    return Object.assign(new Error(message), { name }, fields);
  }) as Walk;

/** `npm run walk -- ...`: see README, "For testers". Returns the process exit code. */
export async function runWalkCli(argv: string[]): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: {
      machine: { type: 'string', multiple: true },
      models: { type: 'string' },
      variant: { type: 'string' },
      generator: { type: 'string', default: 'quick_random' },
      seed: { type: 'string', default: '1' },
      stop: { type: 'string', default: 'edge_coverage(100)' },
      requirement: { type: 'string' },
      out: { type: 'string' },
      replay: { type: 'string' },
      format: { type: 'string', default: 'plan' },
      'max-steps': { type: 'string' },
      restart: { type: 'string', default: 'stuck' },
      path: { type: 'string' },
      serve: { type: 'boolean', default: false },
      port: { type: 'string', default: '8887' },
      report: { type: 'string' },
      'report-json': { type: 'string' },
      browser: { type: 'boolean', default: false },
      'base-url': { type: 'string', default: 'http://127.0.0.1:5173' },
      screenshots: { type: 'string', default: 'test-results/walks' },
      headed: { type: 'boolean', default: false },
      list: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  const say = (text: string) => process.stdout.write(`${text}\n`);
  if (values.help) {
    say(HELP);
    return 0;
  }
  if (values.list) {
    for (const model of allModels) {
      const specs = [
        ...new Set(
          allStateNodes(model.machine)
            .map((node) => (node.meta as { spec?: string } | undefined)?.spec)
            .filter(Boolean),
        ),
      ];
      say(`${model.machine.id}${model.variant ? ` --variant "${model.variant}"` : ''}\n    requirements: ${specs.join(' | ')}`);
    }
    return 0;
  }

  // Several models in one walk: --machine login --machine session, or --models login,session.
  const machines = [...(values.machine ?? []), ...(values.models?.split(',').map((id) => id.trim()) ?? [])].filter(Boolean);
  if (machines.length > 1) {
    const models = machines.map((id) => findModel(id));
    const multi = walkModels(models, {
      generator: generatorNamed(values.generator),
      seed: Number(values.seed),
      stop: values.stop,
      restart: values.restart as 'final' | 'stuck' | 'any',
      scope: 'model',
      maxSteps: values['max-steps'] ? Number(values['max-steps']) : undefined,
    });
    let verdict: string;
    let failed = false;
    try {
      const results = await replayModels(models, multi);
      verdict = `Replayed on the machines: ${results.map((result, index) => `${machines[index]} ${result.steps} steps`).join(', ')}; every oracle held.`;
    } catch (error) {
      failed = true;
      verdict = `Replay on the machines FAILED: ${(error as Error).message}`;
    }
    if (values.format === 'json') say(JSON.stringify(multi, null, 2));
    else say(formatMultiPlan(models, multi, verdict));
    if (failed) return 1;
    return multi.ended.satisfied ? 0 : 3;
  }
  const machine0 = machines[0];

  let walk: Walk;
  if (values.replay) {
    walk = walkFromJson(readFileSync(values.replay, 'utf8'));
  } else {
    if (!machine0) throw new Error('--machine is required (npm run walk -- --list shows them)');
    const generator = generatorNamed(values.generator);
    const seed = Number(values.seed);
    if (!Number.isInteger(seed)) throw new Error('--seed must be an integer');
    if (!['final', 'stuck', 'any'].includes(values.restart)) throw new Error('--restart must be final, stuck or any');
    const model = values.browser ? (await import('./browser/drivers')).browserModel(machine0) : findModel(machine0, values.variant);
    if (values.serve) {
      const serving = await serveWalk(model, {
        generator,
        seed,
        stop: generator === 'predefined_path' && !argv.includes('--stop') ? 'predefined_path' : values.stop,
        path: values.path ? readPathFile(values.path) : undefined,
        restart: values.restart as 'final' | 'stuck' | 'any',
        scope: allModels.filter((other) => other.machine.id === model.machine.id).length > 1 ? 'model' : 'machine',
        maxSteps: values['max-steps'] ? Number(values['max-steps']) : undefined,
        port: Number(values.port),
        log: say,
      });
      say(JSON.stringify({ serving: `http://127.0.0.1:${serving.port}/graphwalker`, port: serving.port, machine: model.machine.id }));
      // Served until stopped (Ctrl-C, or SIGTERM from the process that started it).
      await new Promise<void>((resolve) => {
        for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => resolve());
      });
      await serving.close();
      return 0;
    }
    walk = walkModel(model, {
      generator,
      seed,
      // A predefined path ends where it ends, unless another condition is asked for.
      stop: generator === 'predefined_path' && !argv.includes('--stop') ? 'predefined_path' : values.stop,
      path: values.path ? readPathFile(values.path) : undefined,
      requirement: values.requirement ?? null,
      weights: model.weights,
      maxSteps: values['max-steps'] ? Number(values['max-steps']) : undefined,
      restart: values.restart as 'final' | 'stuck' | 'any',
      // A machine with several models: each is scored on its own reach (their union is the machine's).
      scope: allModels.filter((other) => other.machine.id === model.machine.id).length > 1 ? 'model' : 'machine',
      limits: values.browser ? (await import('./browser/drivers')).browserLimits(machine0) : undefined,
    });
  }
  if (values.out) {
    mkdirSync(dirname(values.out), { recursive: true });
    writeFileSync(values.out, `${walkToJson(walk)}\n`);
  }

  if (values.report !== undefined && values.report !== 'requirements') throw new Error('--report must be requirements');
  const wantsRequirements = values.report === 'requirements' || values['report-json'] !== undefined;
  let verdict: string;
  let failed = false;
  let requirements: RequirementsReport | null = null;
  if (values.browser) {
    const { runBrowserWalk } = await import('./browser/runBrowserWalk');
    const result = await runBrowserWalk(walk, { baseUrl: values['base-url'], screenshots: values.screenshots, headed: values.headed });
    failed = !result.passed;
    verdict = result.report;
  } else {
    const model = findModel(walk.machine, walk.variant ?? undefined);
    try {
      // The requirements report replays the walk itself, watching each oracle (no second replay).
      requirements = wantsRequirements ? await judgeRequirements(model, walk) : null;
      if (requirements?.failure) throw requirements.failure;
      const result = requirements ?? (await replayWalk(model, walk));
      verdict = `Replayed on the machine: ${result.steps} steps in ${result.runs} run(s); every oracle held.`;
    } catch (error) {
      failed = true;
      const where = (error as Error).stack?.split('\n').find((line) => line.includes('.model.ts')) ?? '';
      verdict = `Replay on the machine FAILED: ${(error as Error).message}${where ? `\n  at ${where.trim().replace(/^at /, '')}` : ''}`;
    }
  }

  const machine = findModel(walk.machine, walk.variant ?? undefined).machine;
  const marks = marksOf(walk, machine);
  switch (values.format) {
    case 'json':
      say(walkToJson(walk));
      break;
    case 'plan':
      say(formatPlan(walk, verdict));
      break;
    case 'jsonl':
      say(formatJsonLines(walk, verdict));
      break;
    case 'dot':
      say(formatDot(machine, marks));
      break;
    case 'mermaid':
      say(formatMermaid(machine, marks));
      break;
    case 'graphwalker':
      say(formatGraphWalker(machine, walk, marks, metaOf(findModel(walk.machine, walk.variant ?? undefined))));
      break;
    default:
      throw new Error('--format must be json, jsonl, plan, dot, mermaid or graphwalker');
  }
  if (values.format !== 'plan' && values.format !== 'jsonl') process.stderr.write(`${verdict}\n`);
  if (requirements && values.report === 'requirements')
    (values.format === 'plan' ? say : (text: string) => process.stderr.write(`${text}\n`))(formatRequirementsReport(requirements));
  if (requirements && values['report-json']) {
    mkdirSync(dirname(values['report-json']), { recursive: true });
    writeFileSync(values['report-json'], `${JSON.stringify({ machine: walk.machine, variant: walk.variant, requirements: requirements.verdicts }, null, 2)}\n`);
  }
  if (failed) return 1;
  return walk.ended.satisfied ? 0 : 3;
}

const HELP = `npm run walk -- --machine <id> [options]
  --generator random|quick_random|weighted_random|a_star|shortest_all_paths|postman|predefined_path
                              (default quick_random; weighted is read as weighted_random, whose weights,
                              GraphWalker probabilities 0 to 1, come from the model's meta.weights)
  --seed <n>                  the same seed gives the same walk (default 1)
  --stop "<condition>"        edge_coverage(n) vertex_coverage(n) requirement_coverage(n)
                              dependency_edge_coverage(n) (transitions whose meta.dependencies is at least n %)
                              reached_vertex(state) reached_edge(name) length(n) never predefined_path
                              time_duration(s) (execution seconds: simulated offline, 1 s a step plus waits;
                              real time with --serve), combined with and / or and parentheses
                              (default edge_coverage(100); predefined_path with that generator)
  --path path.json            the steps for predefined_path: ["CHANGE", {"type":"SELECT_TAB","tab":"sms"}, "SUBMIT"]
  --requirement "<SPEC tag>"  cover only what this requirement touches
  --variant "<name>"          another model of the machine (see --list); scored on what its fixtures reach
  --machine a --machine b     several models in one walk (also --models a,b), jumping at shared states (meta.shared)
  --restart final|stuck|any   start the machine again (a tester reopens the page): only from final states,
                              also when what is left is out of reach from here (default), or from any state
  --report requirements       each requirement passed, failed or not covered;  --report-json file.json  the same as JSON
  --out walk.json             save the walk;  --replay walk.json  run a saved one
  --format plan|json|jsonl|dot|mermaid|graphwalker                             (default plan)
  --serve [--port 8887]       online mode: GraphWalker's REST API (hasNext, getNext, getData, setData,
                              restart, fail, getStatistics under /graphwalker/); each step served is
                              checked on the machine and printed as a JSON line
  --browser --base-url http://127.0.0.1:5173   replay in Chromium against a running product
  --list                      machines, variants and their SPEC requirements
Exit code: 0 stop condition met and every oracle held, 1 a step failed, 3 the stop condition cannot be met (reason printed).`;
