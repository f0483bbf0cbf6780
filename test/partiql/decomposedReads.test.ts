/**
 * How many reads one SELECT may decompose into (src/engine/partiql/whereBranches.ts): at most 50
 * when every branch pins the partition key, each value of an IN on the partition or sort key counting
 * as one read. Expectations as DynamoDB answered them in eu-west-2, September 2026 (hectorvent/floci
 * DynamoDbPartiQLEdgeCaseIntegrationTest, refusesTooManyInOperandsAndTooManyDecomposedReads).
 */
import { beforeEach, expect, it } from 'vitest';
import type { Engine } from '../../src/engine/engine.ts';
import { ok } from '../helpers/wire.ts';
import { musicEngine, putSongs, refused, run, S, song } from './support.ts';

const TOO_MANY_READS = 'Too many decomposed read operations for a given query.';
const values = (count: number) => Array.from({ length: count }, (_, i) => `'v${i}'`).join(', ');
const select = (where: string) => `SELECT SongTitle FROM "Music" WHERE ${where}`;
let engine: Engine;

beforeEach(() => {
  engine = musicEngine();
  putSongs(engine, [song('v0', '1', { flag: S('one') }), song('v49', '2'), song('v50', '1')]);
});

it.each([
  ['51 partition key values', `Artist IN [${values(51)}]`],
  ['51 sort key values', `Artist = 'v0' AND SongTitle IN [${values(51)}]`],
  ['26 partition times 2 sort key values', `Artist IN [${values(26)}] AND SongTitle IN ['1', '2']`],
  [
    '27 partition times 2 sort key branches',
    `(Artist IN [${values(26)}] OR Artist = 'x') AND (SongTitle = '1' OR SongTitle = '2')`,
  ],
])('refuses a statement of more than 50 reads: %s', (_label, where) => {
  expect(refused(engine, select(where))).toMatchObject({
    type: 'ValidationException',
    message: TOO_MANY_READS,
  });
});

it('reads 50, and reads other IN lists as filters', () => {
  expect(run(engine, select(`Artist IN [${values(50)}]`)).Items).toHaveLength(2);
  expect(run(engine, select(`Artist IN [${values(25)}] AND SongTitle IN ['1', '2']`)).Items).toEqual([
    { SongTitle: S('1') },
  ]);
  const filtered = run(engine, select(`Artist IN [${values(50)}] AND flag IN [${values(99)}, 'one']`));
  expect(filtered.Items).toEqual([{ SongTitle: S('1') }]);
});

it('scans a statement with a branch that does not pin the partition key, however many values', () => {
  const reply = run(engine, select(`Artist IN [${values(51)}] OR flag = 'one'`));
  expect(reply.Items.map((item: { SongTitle: { S: string } }) => item.SongTitle.S).sort()).toEqual([
    '1',
    '1',
    '2',
  ]);
});

it('refuses an IN of more than 100 values for that first', () => {
  expect(refused(engine, select(`Artist IN [${values(101)}]`)).message).toBe(
    'The IN operator is provided with too many operands; number of operands: 101',
  );
});

it('answers a BatchExecuteStatement read of more than 50 with the same message as its Error', () => {
  const reply = ok(engine, 'BatchExecuteStatement', {
    Statements: [{ Statement: select(`Artist IN [${values(51)}] AND SongTitle = '1'`) }],
  });
  expect(reply.Responses).toEqual([{ Error: { Code: 'ValidationError', Message: TOO_MANY_READS } }]);
});
