/**
 * The Explore items form's Query of a global index with a multi-attribute key (two partition and two
 * sort attributes): built, then sent to the real engine in-process, which checks the key condition
 * as DynamoDB does.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { callWith } from '../../client/calls.ts';
import { createInProcessClient } from '../../client/inProcessClient.ts';
import type { TableDescription } from '../../client/wireTypes.ts';
import { GAME_ITEMS, GAMES_TABLE } from '../../../test/helpers/gamesTable.ts';
import { readExplorePage } from './explorePage.ts';
import { buildExploreRequest, emptyExploreForm, exploreKeys, type ExploreForm } from './exploreRequest.ts';

const client = createInProcessClient({ tableStatusDelayMs: 0, clock: { running: false } });
/** The games table as DescribeTable gives it, as the Explorer has it. */
let table: TableDescription;

beforeAll(async () => {
  expect((await callWith(client, 'CreateTable', GAMES_TABLE)).ok).toBe(true);
  for (const Item of GAME_ITEMS) {
    expect((await callWith(client, 'PutItem', { TableName: 'games', Item })).ok).toBe(true);
  }
  // Let the global index catch up with the table.
  client.engine.advance(5_000);
  const described = await callWith(client, 'DescribeTable', { TableName: 'games' });
  if (!described.ok) throw new Error('DescribeTable failed');
  table = (described.value.reply as { Table: TableDescription }).Table;
});

/** A Query of WINTER games in EU, with `change` made. */
const query = (change: Partial<ExploreForm>): ExploreForm => ({
  ...emptyExploreForm('ByTournament'),
  operation: 'Query',
  partitionValues: ['WINTER', 'EU'],
  ...change,
});
const built = (form: ExploreForm) => {
  const outcome = buildExploreRequest(table, form);
  if (!outcome.ok) throw new Error(outcome.problem);
  return outcome.request;
};
const problem = (form: ExploreForm) => {
  const outcome = buildExploreRequest(table, form);
  return outcome.ok ? undefined : outcome.problem;
};
/** The ids the engine answers the form's request with. */
async function ids(form: ExploreForm) {
  const outcome = await readExplorePage(client, 'Query', built(form), undefined);
  if (!outcome.ok) throw new Error(outcome.error.message);
  return outcome.page.items.map((item) => (item.id as { S: string }).S);
}

describe('exploreKeys', () => {
  it('lists every attribute of a multi-attribute key, in key schema order, typed', () => {
    expect(exploreKeys(table, 'ByTournament')).toEqual({
      partition: [
        { name: 'tournament', type: 'S' },
        { name: 'area', type: 'S' },
      ],
      sort: [
        { name: 'round', type: 'S' },
        { name: 'score', type: 'N' },
      ],
    });
  });
});

describe('buildExploreRequest on a multi-attribute key', () => {
  it('names every partition attribute with =, in sort attribute order', async () => {
    const form = query({});
    expect(built(form)).toEqual({
      TableName: 'games',
      IndexName: 'ByTournament',
      KeyConditionExpression: '#k0 = :k0 AND #k1 = :k1',
      ExpressionAttributeNames: { '#k0': 'tournament', '#k1': 'area' },
      ExpressionAttributeValues: { ':k0': { S: 'WINTER' }, ':k1': { S: 'EU' } },
      ReturnConsumedCapacity: 'TOTAL',
    });
    expect(await ids(form)).toEqual(['g2', 'g1', 'g3']);
    expect(await ids(query({ descending: true }))).toEqual(['g3', 'g1', 'g2']);
  });

  it('gives = on the leading sort attributes and any condition on the last one given', async () => {
    const form = query({
      sortConditions: [
        { operator: '=', value: 'FINAL', value2: '' },
        { operator: 'between', value: '75', value2: '100' },
      ],
    });
    expect(built(form)).toMatchObject({
      KeyConditionExpression: '#k0 = :k0 AND #k1 = :k1 AND #k2 = :k2 AND #k3 BETWEEN :k3 AND :k3b',
      ExpressionAttributeNames: { '#k0': 'tournament', '#k1': 'area', '#k2': 'round', '#k3': 'score' },
      ExpressionAttributeValues: {
        ':k0': { S: 'WINTER' },
        ':k1': { S: 'EU' },
        ':k2': { S: 'FINAL' },
        ':k3': { N: '75' },
        ':k3b': { N: '100' },
      },
    });
    expect(await ids(form)).toEqual(['g1']);
    // Trailing sort attributes may be left out: a condition on the first one alone.
    const semi = query({ sortConditions: [{ operator: 'begins_with', value: 'SE', value2: '' }] });
    expect(built(semi).KeyConditionExpression).toBe('#k0 = :k0 AND #k1 = :k1 AND begins_with(#k2, :k2)');
    expect(await ids(semi)).toEqual(['g3']);
  });

  it('takes the other partition attributes from the form, and leaves them out of a one-attribute key', async () => {
    expect(await ids(query({ partitionValues: ['WINTER', 'US'] }))).toEqual(['g4']);
    // A one-attribute key ignores them: the table's own key is `id`.
    expect(built(query({ indexName: '', partitionValues: ['g5', 'EU'] }))).toMatchObject({
      KeyConditionExpression: '#k0 = :k0',
      ExpressionAttributeNames: { '#k0': 'id' },
    });
  });

  it('explains, without sending, a partition attribute left empty', () => {
    expect(problem(query({ partitionValues: ['WINTER'] }))).toBe(
      'A Query names every attribute of a multi-attribute partition key: give area a value.',
    );
    expect(problem(query({ partitionValues: ['', ''] }))).toBe(
      'A Query names every attribute of a multi-attribute partition key: give tournament and area a value.',
    );
  });

  it('explains, without sending, a sort condition after a gap or after a range', async () => {
    const gap = query({
      sortConditions: [
        { value: '', value2: '' },
        { operator: '>=', value: '75', value2: '' },
      ],
    });
    expect(problem(gap)).toBe(
      'Give round a value (=) before a condition on score: DynamoDB reads a multi-attribute sort key left to right, so a condition on one attribute needs = on each one before it.',
    );
    const range = query({
      sortConditions: [
        { operator: '>', value: 'A', value2: '' },
        { operator: '=', value: '90', value2: '' },
      ],
    });
    expect(problem(range)).toBe(
      'round takes = only while score after it has a condition: of a multi-attribute sort key, only the last attribute given can take a range or begins with.',
    );
    // Sent as written, DynamoDB would refuse both.
    const sent = async (condition: string, values: Record<string, unknown>) => {
      const outcome = await callWith(client, 'Query', {
        TableName: 'games',
        IndexName: 'ByTournament',
        KeyConditionExpression: `tournament = :t AND area = :a AND ${condition}`,
        ExpressionAttributeValues: { ':t': { S: 'WINTER' }, ':a': { S: 'EU' }, ...values },
      });
      return outcome.ok ? 'accepted' : outcome.error.message;
    };
    expect(await sent('score >= :s', { ':s': { N: '75' } })).toMatch(/round must have equality conditions/);
    expect(await sent('round > :r AND score = :s', { ':r': { S: 'A' }, ':s': { N: '90' } })).not.toBe(
      'accepted',
    );
  });
});
