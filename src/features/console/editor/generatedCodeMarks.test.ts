/**
 * Code the app writes and opens in the Console's JavaScript editor — a request as code ("Open in
 * the editor", "Open in Console" from the Explorer's forms and a lesson's solution), a solution as
 * one script ("Open the script in Console"), the Explorer's table as a script — must get no error
 * mark there: a learner would take a false one for a mistake in the app's own code, and a true one
 * would be one. Checked with Monaco's own TypeScript worker over the SDK's declarations, as
 * javascriptLanguage.test.ts does, for the DynamoDBClient's code and the document client's.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { TypeScriptWorker } from 'monaco-editor/languages/features/typescript/tsWorker.js';
import { lessons } from '../../../../lessons/catalog.ts';
import { CODE_CORPUS } from '../../../../test/helpers/codeCorpus.ts';
import { editorErrors, editorWorker } from '../../../../test/helpers/editorLanguageService.ts';
import { START_MS } from '../../../../test/helpers/lessonSandbox.ts';
import { CARD, tableCopy, twoRegionSteps } from '../../../../test/helpers/scriptCases.ts';
import type { TableDescription } from '../../../client/wireTypes.ts';
import { callsAt } from '../../lessons/exerciseRunner.ts';
import type { Exercise } from '../../lessons/lessonTypes.ts';
import { hasDocumentCommand } from '../asCode/asDocumentClient.ts';
import { requestAsCode, requestsAsScript } from '../asCode/requestAsCode.ts';
import { consoleModeFor } from '../asCode/requestLanguages.ts';
import type { ScriptStep } from '../asCode/scriptSteps.ts';
import { jsonOperations } from '../json/jsonOperations.ts';
import { requestTemplate } from '../json/templates.ts';
import { requestSnippets } from '../snippets/requestSnippets.ts';

/** The two JavaScript views: the DynamoDBClient's commands, and the document client's. */
const LANGUAGES = ['javascript', 'document'] as const;

/** Each text the editor would get, by its model's path. */
const MODELS: Record<string, string> = {};

/** One request as code, in each view that opens it in the JavaScript editor (none for Streams calls). */
function addRequest(path: string, step: ScriptStep) {
  for (const language of LANGUAGES) {
    if (consoleModeFor(language, step.operation) !== 'javascript') continue;
    const code = requestAsCode(language, step.operation, JSON.stringify(step.request), step.region);
    if (code.ok) MODELS[`file:///requests/${language}/${path}.js`] = code.text;
  }
}

/**
 * Requests as one script, as the Console opens it. Each request's statement in it is its code's
 * (with `reply =` for `const reply =`): only a single request is checked as code of its own.
 */
function addSteps(path: string, steps: readonly ScriptStep[]) {
  if (steps.length === 1) addRequest(path, steps[0]);
  for (const language of LANGUAGES) {
    const script = requestsAsScript(language, steps);
    if (steps.length > 1 && script.ok && script.consoleText !== undefined)
      MODELS[`file:///scripts/${language}/${path}.js`] = script.consoleText;
  }
}

/** An exercise's solution, built for a time on the sandbox's clock, as SolutionCalls.tsx shows it. */
function addSolution(path: string, exercise: Exercise) {
  const calls = callsAt(exercise.solution, Math.floor(START_MS / 1000));
  addSteps(
    path,
    calls.map((call) => ({
      operation: call.operation,
      request: call.body,
      expectError: call.expectError,
      region: call.region,
    })),
  );
}

/**
 * A table whose keys are a number and bytes, with a vector index whose search names a partition:
 * the JSON mode's templates for it hold binary values and a filtered search.
 */
const CATALOG = {
  TableName: 'catalog',
  TableArn: 'arn:aws:dynamodb:us-east-1:123456789012:table/catalog',
  KeySchema: [
    { AttributeName: 'id', KeyType: 'HASH' },
    { AttributeName: 'digest', KeyType: 'RANGE' },
  ],
  AttributeDefinitions: [
    { AttributeName: 'id', AttributeType: 'N' },
    { AttributeName: 'digest', AttributeType: 'B' },
    { AttributeName: 'shop', AttributeType: 'S' },
  ],
  VectorIndexes: [
    {
      IndexName: 'byLook',
      VectorAttribute: { AttributeName: 'look' },
      Dimensions: 4,
      DistanceFunction: 'COSINE',
      SearchSchema: [{ AttributeName: 'shop', SearchSchemaElementType: 'HASH' }],
    },
  ],
} as TableDescription;

/** A global table's requests in two Regions, as lesson 18 sends some to a replica. */
const TWO_REGIONS = twoRegionSteps('atlas');

/** The models among `paths` that have error marks, each with its marks. */
async function marked(paths: readonly string[]) {
  const found = [];
  for (const path of paths) {
    const errors = await editorErrors(worker, path, MODELS[path]);
    if (errors.length > 0) found.push({ path, errors });
  }
  return found;
}

let worker: TypeScriptWorker;

beforeAll(async () => {
  for (const lesson of lessons)
    for (const exercise of lesson.exercises) addSolution(`${lesson.slug}/${exercise.id}`, exercise);
  addSolution('explorer/table-copy', tableCopy());
  addSolution('card/write-after-create', CARD);
  addSteps('regions/atlas', TWO_REGIONS);
  TWO_REGIONS.forEach((step, index) => addRequest(`regions/atlas/${index + 1}`, step));
  CODE_CORPUS.forEach((entry, index) => addRequest(`corpus/${index + 1}-${entry.operation}`, entry));
  const template = (operation: string, table?: TableDescription) => ({
    operation,
    request: JSON.parse(requestTemplate(operation, table)) as Record<string, unknown>,
  });
  for (const operation of jsonOperations) {
    addRequest(`templates/app/${operation}`, template(operation));
    // Where the key's types show: the item operations.
    if (hasDocumentCommand(operation))
      addRequest(`templates/catalog/${operation}`, template(operation, CATALOG));
  }
  for (const snippet of requestSnippets)
    if (snippet.mode === 'json')
      addRequest(`examples/${snippet.id}`, {
        operation: snippet.operation!,
        request: JSON.parse(await snippet.code()) as Record<string, unknown>,
      });
  // One worker for all: the TypeScript program over the SDK's declarations is built once.
  worker = editorWorker(MODELS);
});

describe('code the app opens in the JavaScript editor', () => {
  it('marks nothing in a lesson’s solution, or the Explorer’s table, as one script', async () => {
    const scripts = Object.keys(MODELS).filter((path) => path.startsWith('file:///scripts/'));
    // TypeScript's first answer builds the whole program: seconds on a busy machine.
    expect(await marked(scripts)).toEqual([]);
    for (const language of LANGUAGES)
      for (const name of ['explorer/table-copy', '04-transactions/all-or-nothing', 'regions/atlas'])
        expect(scripts).toContain(`file:///scripts/${language}/${name}.js`);
  }, 120_000);

  it('marks nothing in one request as code, for every operation the Console sends', async () => {
    const requests = Object.keys(MODELS).filter((path) => path.startsWith('file:///requests/'));
    expect(await marked(requests)).toEqual([]);
    for (const operation of jsonOperations)
      expect(requests).toContain(`file:///requests/javascript/templates/app/${operation}.js`);
  }, 120_000);
});
