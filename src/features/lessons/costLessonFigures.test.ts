/**
 * The figures lesson 20's prose quotes (what reads, projections, COUNT, batches, Scans and each
 * index's writes consume), measured on the real engine with the exercise's own posts.
 */
import { describe, expect, it } from 'vitest';
import { exercise, freshEngine, setUp, solutionOf, solve } from '../../../test/helpers/lessonSandbox.ts';

type TestEngine = ReturnType<typeof freshEngine>;

const leanList = exercise('20-consistency-and-cost', 'lean-list-index');

describe('the figures the lesson quotes, measured on the exercise’s posts', () => {
  const units = (result: Awaited<ReturnType<TestEngine['call']>>) => {
    if (!result.ok) throw new Error(`${result.type}: ${result.message}`);
    const consumed = result.reply.ConsumedCapacity as { CapacityUnits: number } | { CapacityUnits: number }[];
    return Array.isArray(consumed) ? consumed[0].CapacityUnits : consumed.CapacityUnits;
  };
  const KEY = { postId: { S: 'post-105' } };
  const TOTAL = { ReturnConsumedCapacity: 'TOTAL' };

  it('reads: eventual, strong, transactional; projections and COUNT trim the reply, not the cost', async () => {
    const engine = freshEngine();
    await setUp(engine, leanList);
    const get = (extra: Record<string, unknown>) =>
      engine.call('GetItem', { TableName: 'posts', Key: KEY, ...TOTAL, ...extra });
    expect(units(await get({}))).toBe(1.5);
    expect(units(await get({ ConsistentRead: true }))).toBe(3);
    expect(units(await get({ ProjectionExpression: 'title' }))).toBe(1.5);
    const transactional = { TransactItems: [{ Get: { TableName: 'posts', Key: KEY } }], ...TOTAL };
    expect(units(await engine.call('TransactGetItems', transactional))).toBe(6);
    const list = (extra: Record<string, unknown>) =>
      engine.call('Query', { ...solutionOf(leanList)[1].body, IndexName: 'by-category', ...extra });
    expect(units(await list({}))).toBe(5);
    expect(units(await list({ ProjectionExpression: 'title, author, publishedAt' }))).toBe(5);
    expect(units(await list({ Select: 'COUNT' }))).toBe(5);
    const keys = ['101', '102', '104', '105', '107', '108'].map((id) => ({ postId: { S: `post-${id}` } }));
    const batch = { RequestItems: { posts: { Keys: keys, ProjectionExpression: 'title' } }, ...TOTAL };
    expect(units(await engine.call('BatchGetItem', batch))).toBe(6.5);
    const scan = (extra: Record<string, unknown>) =>
      engine.call('Scan', { TableName: 'posts', ...TOTAL, ...extra });
    expect(units(await scan({}))).toBe(7.5);
    expect(units(await scan({ ConsistentRead: true }))).toBe(15);
  });

  it('writes: what each index charges', async () => {
    const engine = freshEngine();
    await setUp(engine, leanList);
    await solve(engine, leanList);
    const perPart = (result: Awaited<ReturnType<TestEngine['call']>>) => {
      if (!result.ok) throw new Error(`${result.type}: ${result.message}`);
      const consumed = result.reply.ConsumedCapacity as {
        Table: { CapacityUnits: number };
        GlobalSecondaryIndexes?: Record<string, { CapacityUnits: number }>;
      };
      const index = (name: string) => consumed.GlobalSecondaryIndexes?.[name]?.CapacityUnits ?? 0;
      return [consumed.Table.CapacityUnits, index('by-category'), index('list-by-category')];
    };
    const update = (expression: string, value: Record<string, unknown>) =>
      engine.call('UpdateItem', {
        TableName: 'posts',
        Key: KEY,
        UpdateExpression: expression,
        ExpressionAttributeValues: { ':v': value },
        ReturnConsumedCapacity: 'INDEXES',
      });
    expect(perPart(await update('SET body = :v', { S: 'b'.repeat(8300) }))).toEqual([9, 9, 0]);
    expect(perPart(await update('SET title = :v', { S: 'Conditional writes, again' }))).toEqual([9, 9, 1]);
    expect(perPart(await update('SET likes = :v', { N: '12' }))).toEqual([9, 9, 0]);
    expect(perPart(await update('SET category = :v', { S: 'cloud' }))).toEqual([9, 18, 2]);
    const deleted = { TableName: 'posts', Key: KEY, ReturnConsumedCapacity: 'INDEXES' };
    expect(perPart(await engine.call('DeleteItem', deleted))).toEqual([9, 9, 1]);
  });
});
