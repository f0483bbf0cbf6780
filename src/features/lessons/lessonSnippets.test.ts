/**
 * The code blocks of the lessons' prose, as a learner copies them into the Console: every ```json
 * block is a request body that must parse, and every ```js block runs, as the Console's JavaScript
 * mode runs it (test/helpers/snippetRunner.ts), on the real engine after the lesson's exercises
 * have been set up — the tables and items the prose talks about. A lesson's snippets run in order on
 * one engine, as a learner reading on would run them. Each must complete (none is meant to fail:
 * lesson 10's throttled write catches its own error).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { lessons } from '../../../lessons/catalog.ts';
import { createInProcessClient } from '../../client/inProcessClient.ts';
import { START_MS } from '../../../test/helpers/lessonSandbox.ts';
import { snippetRunner, type SnippetRunner } from '../../../test/helpers/snippetRunner.ts';
import { lessonEngine, setUpExercise } from './exerciseRunner.ts';

/**
 * Languages the lessons' code blocks are written in ('' for none: a listing); a new one must be
 * checked here first, or its blocks would go unchecked (```javascript, ```ts).
 */
const LANGUAGES = new Set(['', 'js', 'json', 'sh', 'sql', 'text']);

/**
 * Snippets that only define a function, by `<lesson slug>#<index among its js blocks>`: a call of it as the prose describes, run after the
 * snippet in the same module, and what that call must print. It runs the paths the prose explains
 * (an error's fields as the SDK delivers them), which defining the function alone would not.
 */
const CALLS: Readonly<Record<string, { call: string; prints: RegExp }>> = {
  // A stale version fails the check: the stored one comes back in err.Item, unconverted.
  '02-conditional-writes#0': {
    call: "console.log(await saveName('Ada L.', -1));",
    prints: /^log: \{ saved: false, currentVer: \d+ \}$/,
  },
  // "register('CUSTOMER#10', 'ada', 'Ada B.') reports that owner."
  '04-transactions#0': {
    call: "console.log(await register('CUSTOMER#10', 'ada', 'Ada B.'));",
    prints: /^log: \{ registered: false, usernameOwner: "CUSTOMER#42" \}$/,
  },
  // A record whose status went to SHIPPED counts one.
  '09-streams-and-triggers#0': {
    call: `await handler({ Records: [{ dynamodb: {
  OldImage: { status: { S: 'PENDING' } }, NewImage: { status: { S: 'SHIPPED' } } } }] });
console.log((await doc.get({ TableName: 'app', Key: { PK: 'STATS', SK: 'ORDERS' } })).Item.shipped);`,
    prints: /^log: 1$/,
  },
  // A cancellation for a false condition is not worth retrying: thrown after the first attempt.
  '13-errors-and-retries#0': {
    call: `let attempts = 0;
await withRetries(() => (attempts++, doc.transactWrite({ TransactItems: [{ ConditionCheck: {
  TableName: 'app', Key: { PK: 'nobody', SK: 'nothing' }, ConditionExpression: 'attribute_exists(PK)' } }] })))
  .catch((err) => console.log(err.name, attempts));`,
    prints: /^log: TransactionCanceledException 1$/,
  },
};

const FENCE = /^```(\w*)\n([\s\S]*?)^```$/gm;

function codeBlocks(prose: string, language?: string) {
  return [...prose.matchAll(FENCE)]
    .map(([, lang, code]) => ({ language: lang, code }))
    .filter((block) => language === undefined || block.language === language);
}

const withSnippets = lessons.filter((lesson) => codeBlocks(lesson.prose, 'js').length > 0);

describe('the lessons’ code blocks', () => {
  it.each(lessons.map((lesson) => [lesson.slug, lesson] as const))(
    '%s: every block names a known language, and every JSON block parses',
    (_, lesson) => {
      for (const block of codeBlocks(lesson.prose)) {
        expect(LANGUAGES, block.code).toContain(block.language);
        if (block.language === 'json') expect(() => JSON.parse(block.code), block.code).not.toThrow();
      }
    },
  );

  let runner: SnippetRunner | undefined;
  afterEach(() => runner?.close());

  it.each(withSnippets.map((lesson) => [lesson.slug, lesson] as const))(
    '%s: every JavaScript block runs in the Console after the exercises’ set-ups',
    async (slug, lesson) => {
      const client = createInProcessClient({ clock: { start: START_MS, running: false } });
      const engine = lessonEngine(client);
      for (const exercise of lesson.exercises)
        expect(await setUpExercise(engine, exercise), exercise.id).toEqual({ ok: true });
      runner = await snippetRunner(client);
      const snippets = codeBlocks(lesson.prose, 'js');
      for (const [index, { code }] of snippets.entries()) {
        const key = `${slug}#${index}`;
        const then = CALLS[key];
        const outcome = await runner.run(then ? `${code}\n${then.call}\n` : code);
        const ended = outcome.ok ? 'completed' : (outcome.error as Error).name;
        const why = outcome.ok ? key : `${key}: ${String(outcome.error)}\n${outcome.output.join('\n')}`;
        expect(ended, why).toBe('completed');
        if (then) expect(outcome.output.at(-1), key).toMatch(then.prints);
      }
    },
  );
});
