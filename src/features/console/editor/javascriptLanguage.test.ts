/**
 * What the JavaScript editor tells a learner, from Monaco's own TypeScript worker run in Node over
 * the bundled SDK declarations (test/helpers/editorLanguageService.ts): the marks for SDK mistakes,
 * none for correct scripts using the sandbox's globals, completions and hover docs for commands.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { TypeScriptWorker } from 'monaco-editor/languages/features/typescript/tsWorker.js';
import { editorErrors, editorWorker } from '../../../../test/helpers/editorLanguageService.ts';
import { appTable } from '../snippets/javascriptCode.ts';
import { javascriptSnippets } from '../snippets/javascriptSnippets.ts';

const MISTAKES = [
  "import { PutItemCommand, GetItemComand } from '@aws-sdk/client-dynamodb';",
  "await client.send(new PutItemCommand({ TableName: 'app', Item: { PK: 'USER#1' } }));",
  "await client.send(new PutItemCommand({ TableNmae: 'app', Item: { PK: { S: 'USER#1' } } }));",
  'const items = [GetItemComand];',
  'console.log(itemz);',
].join('\n');

/** Globals the sandbox worker has, as learner scripts use them; the document client's plain values. */
const CORRECT = `import { fileURLToPath } from 'node:url';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
let item = { PK: 'USER#1' };
item = { PK: 'USER#2', name: 'Ada', bytes: new TextEncoder().encode('Ada'), id: crypto.randomUUID() };
await doc.send(new PutCommand({ TableName: 'app', Item: item }));
const started = performance.now();
await new Promise((resolve) => setTimeout(resolve, 10));
const timer = setInterval(() => console.table([item]), 100);
clearInterval(timer);
const url = new URL('https://example.com/?a=1');
console.log(url.searchParams.get('a'), new TextDecoder().decode(new Uint8Array([65])), structuredClone(item));
const controller = new AbortController();
controller.abort();
if (process.argv[1] === fileURLToPath(import.meta.url)) console.error(performance.now() - started);
`;

/** The page's globals, which the sandbox worker that runs learner code lacks. */
const PAGE_ONLY = `document.querySelector('#app');
window.alert('saved');
`;

const PROBE = `import { PutItemCommand } from '@aws-sdk/client-dynamodb';
await client.send(new PutItemCommand({ }));
console.`;

const MODELS: Record<string, string> = {
  'file:///console/mistakes.js': MISTAKES,
  'file:///console/correct.js': CORRECT,
  'file:///console/card.js': appTable,
  'file:///console/probe.js': PROBE,
  'file:///console/page.js': PAGE_ONLY,
};

/** The editor's error marks in a model: line and code. */
const errorsIn = async (path: string) =>
  (await editorErrors(worker, path, MODELS[path])).map(({ line, code }) => ({ line, code }));

/** The console's JavaScript examples, each a model of its own: a learner loads them as they are. */
const EXAMPLE_PATH = (id: string) => `file:///console/examples/${id}.js`;

let worker: TypeScriptWorker;

beforeAll(async () => {
  for (const snippet of javascriptSnippets) MODELS[EXAMPLE_PATH(snippet.id)] = await snippet.code();
  worker = editorWorker(MODELS);
});

describe('the JavaScript editor', () => {
  it('marks a misspelt import, a plain value for the low-level client, an unknown parameter and a misspelt name', async () => {
    // TypeScript's first answer builds the whole program: seconds on a busy machine.
    const marks = await errorsIn('file:///console/mistakes.js');
    expect(marks).toEqual([
      { line: 1, code: 2724 }, // 'GetItemComand': did you mean 'GetItemCommand'?
      { line: 2, code: 2769 }, // No overload matches: PK wants { S: … }
      { line: 3, code: 2769 }, // No overload matches: TableNmae is not a parameter
      { line: 5, code: 2552 }, // 'itemz': did you mean 'items'?
    ]);
  }, 120_000);

  it('marks nothing in a correct script using the sandbox worker’s globals, nor in the card’s example', async () => {
    expect(await errorsIn('file:///console/correct.js')).toEqual([]);
    expect(await errorsIn('file:///console/card.js')).toEqual([]);
  }, 120_000);

  it('marks nothing in any of the console’s JavaScript examples', async () => {
    for (const { id } of javascriptSnippets) {
      expect({ id, errors: await errorsIn(EXAMPLE_PATH(id)) }).toEqual({ id, errors: [] });
    }
  }, 120_000);

  it('marks the page’s globals, which the worker running learner code does not have', async () => {
    expect(await errorsIn('file:///console/page.js')).toEqual([
      { line: 1, code: 2584 }, // Cannot find name 'document'.
      { line: 2, code: 2304 }, // Cannot find name 'window'.
    ]);
  }, 120_000);

  it('completes a command’s parameters and the console’s methods', async () => {
    const inCommand = await worker.getCompletionsAtPosition(
      'file:///console/probe.js',
      PROBE.indexOf('({ ') + 3,
    );
    expect(inCommand!.entries.map((entry) => entry.name)).toEqual(
      expect.arrayContaining(['TableName', 'Item', 'ConditionExpression', 'ReturnValues']),
    );
    const onConsole = await worker.getCompletionsAtPosition('file:///console/probe.js', PROBE.length);
    expect(onConsole!.entries.map((entry) => entry.name)).toEqual(
      expect.arrayContaining(['log', 'error', 'table']),
    );
  }, 120_000);

  it('shows the SDK’s docs on hover over a command and a parameter', async () => {
    const docs = async (text: string, offset = 0) => {
      const info = await worker.getQuickInfoAtPosition(
        'file:///console/card.js',
        appTable.indexOf(text) + offset,
      );
      return [...info!.displayParts!, ...info!.documentation!].map((part) => part.text).join('');
    };
    expect(await docs('CreateTableCommand({')).toContain(
      'The <code>CreateTable</code> operation adds a new table',
    );
    expect(await docs('KeyConditionExpression')).toContain('The condition that specifies the key values');
    expect(await docs('console.log', 8)).toContain('log(');
  }, 120_000);
});
