import { describe, expect, it } from 'vitest';
import {
  asLearner,
  exercise,
  freshEngine,
  setUp,
  solutionOf,
  START_MS,
} from '../../../test/helpers/lessonSandbox.ts';
import { checkExercise } from './exerciseRunner.ts';

describe('checks name the mistake', () => {
  it('a Check before Set up says which table the set-up makes, and to press Set up', async () => {
    const engine = freshEngine();
    const rename = exercise('02-conditional-writes', 'optimistic-rename');
    const verdict = await checkExercise(engine, rename);
    expect(verdict).toEqual({
      passed: false,
      feedback:
        'There is no table named app yet: press Set up first, it builds this exercise’s starting state.',
    });
    await setUp(engine, rename);
    expect((await checkExercise(engine, rename)).feedback).not.toMatch(/Set up/);
  });

  it('an unguarded stale save is caught', async () => {
    const engine = freshEngine();
    const rename = exercise('02-conditional-writes', 'optimistic-rename');
    await setUp(engine, rename);
    await asLearner(engine, [
      solutionOf(rename)[0],
      {
        operation: 'UpdateItem',
        body: {
          TableName: 'app',
          Key: { PK: { S: 'CUSTOMER#42' }, SK: { S: 'PROFILE' } },
          UpdateExpression: 'SET #n = :n',
          ExpressionAttributeNames: { '#n': 'name' },
          ExpressionAttributeValues: { ':n': { S: 'Ada K.' } },
        },
      },
    ]);
    const verdict = await checkExercise(engine, rename);
    expect(verdict.passed).toBe(false);
    expect(verdict.feedback).toMatch(/^The stale save overwrote the rename/);
  });

  it('a username taken over by an unconditional put is caught', async () => {
    const engine = freshEngine();
    const unique = exercise('02-conditional-writes', 'unique-usernames');
    await setUp(engine, unique);
    await asLearner(engine, [
      solutionOf(unique)[0],
      {
        operation: 'PutItem',
        body: { TableName: 'usernames', Item: { PK: { S: 'USERNAME#ada' }, owner: { S: 'CUSTOMER#7' } } },
      },
    ]);
    expect((await checkExercise(engine, unique)).feedback).toMatch(/^USERNAME#ada now belongs to CUSTOMER#7/);
  });

  it('an index read before it caught up says the index may be lagging', async () => {
    const engine = freshEngine();
    const sparse = exercise('03-secondary-indexes', 'sparse-review-index');
    await setUp(engine, sparse);
    await asLearner(engine, solutionOf(sparse));
    const verdict = await checkExercise(engine, sparse);
    expect(verdict.passed).toBe(false);
    expect(verdict.feedback).toMatch(/may still be catching up/);
  });

  it('an order flagged for review by mistake is named', async () => {
    const engine = freshEngine();
    const sparse = exercise('03-secondary-indexes', 'sparse-review-index');
    await setUp(engine, sparse);
    await asLearner(engine, [
      ...solutionOf(sparse),
      {
        operation: 'UpdateItem',
        body: {
          TableName: 'app',
          Key: { PK: { S: 'CUSTOMER#7' }, SK: { S: 'ORDER#2026-11-20#C12' } },
          UpdateExpression: 'SET reviewBy = :d',
          ExpressionAttributeValues: { ':d': { S: '2026-12-01' } },
        },
      },
    ]);
    await engine.advanceClock(5);
    expect((await checkExercise(engine, sparse)).feedback).toMatch(
      /^to-review lists ORDER#2026-11-20#C12, which/,
    );
  });

  it('an index with the wrong keys is described', async () => {
    const engine = freshEngine();
    const byStatus = exercise('03-secondary-indexes', 'orders-by-status');
    await setUp(engine, byStatus);
    const body = structuredClone(solutionOf(byStatus)[0].body) as {
      GlobalSecondaryIndexUpdates: { Create: { KeySchema: unknown[] } }[];
    };
    body.GlobalSecondaryIndexUpdates[0].Create.KeySchema = [{ AttributeName: 'status', KeyType: 'HASH' }];
    await asLearner(engine, [{ operation: 'UpdateTable', body }]);
    expect((await checkExercise(engine, byStatus)).feedback).toBe(
      'by-status is keyed by status HASH; it should be status (HASH) and SK (RANGE). An index’s keys and projection cannot be changed: delete it with UpdateTable (GlobalSecondaryIndexUpdates: [{"Delete": {"IndexName": "by-status"}}]) and create it again once it is gone, or press Set up to start over.',
    );
  });

  it('a profile written without its username claim is caught', async () => {
    const engine = freshEngine();
    const cancelled = exercise('04-transactions', 'all-or-nothing');
    await setUp(engine, cancelled);
    await asLearner(engine, [
      {
        operation: 'PutItem',
        body: {
          TableName: 'app',
          Item: { PK: { S: 'CUSTOMER#10' }, SK: { S: 'PROFILE' }, username: { S: 'ada' } },
        },
      },
    ]);
    expect((await checkExercise(engine, cancelled)).feedback).toMatch(
      /^The profile of CUSTOMER#10 claims ada/,
    );
  });

  it('a username claimed without a profile is caught', async () => {
    const engine = freshEngine();
    const together = exercise('04-transactions', 'register-together');
    await setUp(engine, together);
    await asLearner(engine, [
      {
        operation: 'PutItem',
        body: { TableName: 'usernames', Item: { PK: { S: 'USERNAME#lin' }, owner: { S: 'CUSTOMER#9' } } },
      },
    ]);
    expect((await checkExercise(engine, together)).feedback).toBe(
      'USERNAME#lin is claimed for CUSTOMER#9, but CUSTOMER#9 has no profile: the two writes came apart.',
    );
  });

  it('views counted on one shard, or on the old counter, are refused', async () => {
    const engine = freshEngine();
    const sharding = exercise('05-hot-partitions', 'shard-the-counter');
    const oneShard = solutionOf(sharding).map((call) => ({
      ...call,
      body: { ...call.body, Key: { PK: { S: 'COUNTER#views#3' } } },
    }));
    await setUp(engine, sharding);
    await asLearner(engine, oneShard);
    expect((await checkExercise(engine, sharding)).feedback).toBe(
      'All 50 views went to 1 shard: pick the shard at random for each view.',
    );
    await setUp(engine, sharding);
    await asLearner(engine, [
      { ...oneShard[0], body: { ...oneShard[0].body, Key: { PK: { S: 'COUNTER#views' } } } },
    ]);
    expect((await checkExercise(engine, sharding)).feedback).toMatch(/^COUNTER#views changed/);
  });

  it('an expiry in milliseconds is recognised', async () => {
    const engine = freshEngine();
    const ttl = exercise('06-time-to-live', 'enable-ttl');
    await setUp(engine, ttl);
    const [enable] = solutionOf(ttl);
    await asLearner(engine, [
      enable,
      {
        operation: 'PutItem',
        body: {
          TableName: 'sessions',
          Item: { PK: { S: 'SESSION#abc' }, expiresAt: { N: String(START_MS + 3_600_000) } },
        },
      },
    ]);
    expect((await checkExercise(engine, ttl)).feedback).toBe(
      `expiresAt is ${START_MS + 3_600_000}: that is milliseconds. TTL reads seconds, so this would never expire.`,
    );
  });

  it('deleting a live session is refused', async () => {
    const engine = freshEngine();
    const cleanUp = exercise('06-time-to-live', 'clean-up-expired');
    await setUp(engine, cleanUp);
    await asLearner(engine, [
      ...solutionOf(cleanUp),
      { operation: 'DeleteItem', body: { TableName: 'sessions', Key: { PK: { S: 'SESSION#b2' } } } },
    ]);
    expect((await checkExercise(engine, cleanUp)).feedback).toMatch(/^SESSION#b2 was live and is gone/);
  });

  it('on the first exercise’s sessions table, the clean-up asks for its own set-up', async () => {
    const engine = freshEngine();
    const enable = exercise('06-time-to-live', 'enable-ttl');
    await setUp(engine, enable);
    await asLearner(engine, solutionOf(enable));
    expect((await checkExercise(engine, exercise('06-time-to-live', 'clean-up-expired'))).feedback).toMatch(
      /^sessions holds none of this exercise’s four sessions: press Set up/,
    );
  });

  it('a filtered Query is judged by what it returned, and paging by its last page', async () => {
    const engine = freshEngine();
    const filter = exercise('07-query-scan-and-filters', 'filter-shipped');
    await setUp(engine, filter);
    const [shipped] = solutionOf(filter);
    const { FilterExpression: _filter, ExpressionAttributeNames: _names, ...unfiltered } = shipped.body;
    const values = { ...(unfiltered.ExpressionAttributeValues as object) } as Record<string, unknown>;
    delete values[':s'];
    await asLearner(engine, [
      { operation: 'Query', body: { ...unfiltered, ExpressionAttributeValues: values } },
    ]);
    expect((await checkExercise(engine, filter)).feedback).toMatch(/3 orders that are not SHIPPED/);
    await asLearner(engine, [shipped]);
    expect((await checkExercise(engine, filter)).feedback).toBe(
      'Count 3, ScannedCount 6: DynamoDB read 6 items, charged for all of them, and the filter dropped 3.',
    );

    const paging = exercise('07-query-scan-and-filters', 'page-through');
    await setUp(engine, paging);
    const pages = solutionOf(paging);
    await asLearner(engine, pages.slice(0, 3));
    // The third page stops at the Limit with the last order: DynamoDB still gives a LastEvaluatedKey.
    expect(engine.learnerCalls[0].reply?.LastEvaluatedKey).toBeDefined();
    expect((await checkExercise(engine, paging)).feedback).toMatch(
      /^Your latest page ended with a LastEvaluatedKey/,
    );
    await asLearner(engine, pages.slice(3));
    expect((await checkExercise(engine, paging)).passed).toBe(true);
  });
});
