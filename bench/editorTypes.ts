/**
 * `npm run bench:editor-types`: what the console's JavaScript editor costs the first time it gets
 * text. Monaco's TypeScript worker then builds its program — the AWS SDK's declaration files that
 * `virtual:aws-sdk-types` bundles, the default libs of the editor's compiler options — and checks the
 * script: in Chromium that kept a core busy for seconds, slowing a running script (a loop ran at a
 * third of its requests/s meanwhile) and the browser tests. This runs the same worker in Node
 * (test/helpers/editorLanguageService.ts: monaco-editor's own TypeScript, its lib files and host,
 * with monacoSetup.ts's options and extra libs) over the card's example plus a low-level PutItem,
 * and times, as the editor asks for them: the first diagnostics (syntactic, semantic, suggestion),
 * completions while `TableName` is typed in `new PutItemCommand({`, then a hover on PutItemCommand.
 *
 *   npm run bench:editor-types [-- --runs 7]
 *
 * Each run is a fresh node process, as the worker starts cold in the browser; the table gives the
 * median over the runs of wall time and of CPU time (the process's, all threads: the machine is
 * shared, and CPU time drifts less with the load than wall time), TypeScript's own phase timers for
 * the first diagnostics (wall), and how many files and bytes the program parsed.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { appTable } from '../src/features/console/snippets/javascriptCode.ts';
import { int, median, printTable } from './report.ts';

const RUNS_FLAG = process.argv.indexOf('--runs');
const RUNS = RUNS_FLAG > 0 ? Number(process.argv[RUNS_FLAG + 1]) : 5;
const PATH = 'file:///console/js-1.js';

const SCRIPT = `${appTable}
import { PutItemCommand } from '@aws-sdk/client-dynamodb';

// The low-level client takes typed values: { S: … } for a string.
await client.send(new PutItemCommand({
  TableName: 'app',
  Item: { PK: { S: 'CUSTOMER#43' }, SK: { S: 'PROFILE' } },
}));
`;
const COMPLETION_AT = SCRIPT.indexOf("TableName: 'app',\n  Item: { PK: { S") + 'Tab'.length;
const HOVER_AT = SCRIPT.indexOf('new PutItemCommand') + 'new '.length;

interface Timing {
  wallMs: number;
  cpuMs: number;
}

interface Run {
  diagnostics: Timing;
  completions: Timing;
  hover: Timing;
  phases: Record<string, number>;
  extraLibs: { files: number; bytes: number };
  defaultLibs: { files: number; bytes: number };
  programFiles: number;
  marks: number;
  completesTableName: boolean;
  hoverHasDocs: boolean;
  typescript: string;
}

async function timed<T>(work: () => Promise<T>): Promise<[T, Timing]> {
  const cpu = process.cpuUsage();
  const started = performance.now();
  const result = await work();
  const used = process.cpuUsage(cpu);
  return [result, { wallMs: performance.now() - started, cpuMs: (used.user + used.system) / 1000 }];
}

/** One cold run, in this process: what the worker does for a new JavaScript editor. */
async function run(): Promise<Run> {
  const { typescript } =
    await import('monaco-editor/languages/features/typescript/lib/typescriptServices.js');
  const { editorExtraLibs, editorMarks, editorWorker } =
    await import('../test/helpers/editorLanguageService.ts');
  const extraLibs = editorExtraLibs();
  const worker = editorWorker({ [PATH]: SCRIPT }, extraLibs);
  typescript.performance.enable();
  const [marks, diagnostics] = await timed(() => editorMarks(worker, PATH));
  const phases: Record<string, number> = {};
  typescript.performance.forEachMeasure((name, duration) => (phases[name] = duration));
  const [completion, completions] = await timed(() => worker.getCompletionsAtPosition(PATH, COMPLETION_AT));
  const [info, hover] = await timed(() => worker.getQuickInfoAtPosition(PATH, HOVER_AT));
  const defaults = worker
    .getLanguageService()
    .getProgram()!
    .getSourceFiles()
    .filter((file) => file.fileName.startsWith('lib.'));
  return {
    diagnostics,
    completions,
    hover,
    phases,
    extraLibs: { files: extraLibs.length, bytes: extraLibs.reduce((sum, [, text]) => sum + text.length, 0) },
    defaultLibs: { files: defaults.length, bytes: defaults.reduce((sum, file) => sum + file.text.length, 0) },
    programFiles: worker.getLanguageService().getProgram()!.getSourceFiles().length,
    marks: marks.length,
    completesTableName: completion?.entries.some((entry) => entry.name === 'TableName') ?? false,
    hoverHasDocs: (info?.documentation ?? []).some((part) => part.text.includes('Creates a new item')),
    typescript: typescript.version,
  };
}

if (process.argv.includes('--run')) {
  console.log(JSON.stringify(await run()));
} else {
  const runs: Run[] = [];
  for (let i = 0; i < RUNS; i++) {
    const child = spawnSync(
      process.execPath,
      [...process.execArgv, fileURLToPath(import.meta.url), '--run'],
      {
        encoding: 'utf8',
      },
    );
    if (child.status !== 0) throw new Error(`run ${i + 1} failed:\n${child.stderr}`);
    runs.push(JSON.parse(child.stdout.trim().split('\n').at(-1)!) as Run);
    process.stderr.write(`run ${i + 1}/${RUNS} done\n`);
  }
  const [first] = runs;
  const ms = (pick: (run: Run) => number) => int(median(runs.map(pick)));
  console.log(`Monaco's TypeScript ${first.typescript}, median of ${RUNS} cold runs (ms)\n`);
  printTable([
    ['step', 'wall', 'CPU'],
    ...(['diagnostics', 'completions', 'hover'] as const).map((step) => [
      step === 'diagnostics' ? 'first diagnostics' : step,
      ms((run) => run[step].wallMs),
      ms((run) => run[step].cpuMs),
    ]),
  ]);
  console.log('\nTypeScript phases of the first diagnostics (wall ms)\n');
  printTable([
    ['phase', 'median'],
    ...Object.keys(first.phases).map((phase) => [phase, ms((run) => run.phases[phase] ?? 0)]),
  ]);
  console.log('\nWhat the program holds\n');
  printTable([
    ['', 'files', 'bytes'],
    ['extra libs (sandbox globals + SDK)', int(first.extraLibs.files), int(first.extraLibs.bytes)],
    ['default libs', int(first.defaultLibs.files), int(first.defaultLibs.bytes)],
    ['program in all', int(first.programFiles), ''],
  ]);
  console.log(
    `\nChecks: ${first.marks} marks on the script (0 expected), TableName completed: ${first.completesTableName}, ` +
      `hover docs: ${first.hoverHasDocs}`,
  );
}
