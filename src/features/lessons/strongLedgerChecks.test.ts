/**
 * Lesson 18's MRSC exercise held to the feedback it gives: a global table made with the default
 * eventual consistency, the entry written in the home Region, its amount written as a string (in JSON
 * or in PartiQL), no strongly consistent read there (or a failed one), a strongly consistent Query as
 * the read, and the whole task done.
 */
import { describe, expect, it } from 'vitest';
import { afterLearner, asLearner, exercise } from '../../../test/helpers/lessonSandbox.ts';
import { checkExercise } from './exerciseRunner.ts';
import type { LessonCall } from './lessonTypes.ts';

const item = exercise('18-global-tables-and-security', 'strong-ledger');
const makeGlobal = (strong: boolean): LessonCall => ({
  operation: 'UpdateTable',
  body: {
    TableName: 'ledger',
    ReplicaUpdates: [{ Create: { RegionName: 'us-east-2' } }],
    ...(strong && {
      GlobalTableWitnessUpdates: [{ Create: { RegionName: 'us-west-2' } }],
      MultiRegionConsistency: 'STRONG',
    }),
  },
});
const writeEntry = (region?: string): LessonCall => ({
  operation: 'PutItem',
  body: { TableName: 'ledger', Item: { id: { S: 'txn-1001' }, amount: { N: '250' } } },
  ...(region && { region }),
});

const readEntry = (consistent: boolean, region?: string): LessonCall => ({
  operation: 'GetItem',
  body: { TableName: 'ledger', Key: { id: { S: 'txn-1001' } }, ConsistentRead: consistent },
  ...(region && { region }),
});

describe('a ledger that two Regions cannot both overwrite', () => {
  it('passes with the entry written in us-east-2 and read at once in us-east-1', async () => {
    const engine = await afterLearner(item, [makeGlobal(true)], 5);
    await asLearner(engine, [writeEntry('us-east-2'), readEntry(true)]);
    const verdict = await checkExercise(engine, item);
    expect(verdict).toMatchObject({
      passed: true,
      feedback: expect.stringContaining('Written in us-east-2'),
    });
  });

  it('asks for a strongly consistent read in us-east-1 after the write', async () => {
    const engine = await afterLearner(item, [makeGlobal(true)], 5);
    await asLearner(engine, [readEntry(true), writeEntry('us-east-2')]);
    expect((await checkExercise(engine, item)).feedback).toBe(
      'txn-1001 is written in us-east-2. Now read it in us-east-1 as the task asks, strongly consistent, signed for us-east-1 and sent after your write: a GetItem of txn-1001, a Query of its partition, a PartiQL SELECT naming its key or a BatchGetItem with its key, each with "ConsistentRead": true.',
    );
    await asLearner(engine, [readEntry(false), readEntry(true, 'us-east-2')]);
    expect((await checkExercise(engine, item)).feedback).toMatch(
      /^Your GetItem of txn-1001 in us-east-1 was eventually consistent\. Under MRSC only a strongly consistent read/,
    );
    await asLearner(engine, [readEntry(true)]);
    expect((await checkExercise(engine, item)).passed).toBe(true);
  });

  it('takes a strongly consistent Query of txn-1001’s partition in us-east-1, and quotes one that failed', async () => {
    const query = (extra: Record<string, unknown>): LessonCall => ({
      operation: 'Query',
      body: {
        TableName: 'ledger',
        KeyConditionExpression: 'id = :id',
        ExpressionAttributeValues: { ':id': { S: 'txn-1001' } },
        ConsistentRead: true,
        ...extra,
      },
    });
    const engine = await afterLearner(item, [makeGlobal(true)], 5);
    await asLearner(engine, [writeEntry('us-east-2'), readEntry(false), query({ IndexName: 'byAmount' })]);
    expect((await checkExercise(engine, item)).feedback).toBe(
      'Your strongly consistent Query in us-east-1 failed: ValidationException: The table does not have the specified index: byAmount',
    );
    await asLearner(engine, [query({})]);
    expect((await checkExercise(engine, item)).passed).toBe(true);
  });

  it('quotes the refusal of a TransactGetItems (MRSC has no transactions), and takes a BatchGetItem', async () => {
    const engine = await afterLearner(item, [makeGlobal(true)], 5);
    const transactGet: LessonCall = {
      operation: 'TransactGetItems',
      body: { TransactItems: [{ Get: { TableName: 'ledger', Key: { id: { S: 'txn-1001' } } } }] },
    };
    await asLearner(engine, [
      writeEntry('us-east-2'),
      { ...transactGet, expectError: 'ValidationException' },
    ]);
    expect((await checkExercise(engine, item)).feedback).toMatch(
      /^Your strongly consistent TransactGetItems in us-east-1 failed: ValidationException: /,
    );
    const batchGet: LessonCall = {
      operation: 'BatchGetItem',
      body: { RequestItems: { ledger: { Keys: [{ id: { S: 'txn-1001' } }], ConsistentRead: true } } },
    };
    await asLearner(engine, [batchGet]);
    expect((await checkExercise(engine, item)).passed).toBe(true);
  });

  it('says an amount written as a string must be a number', async () => {
    const engine = await afterLearner(item, [makeGlobal(true)], 5);
    const asText: LessonCall = {
      operation: 'PutItem',
      body: { TableName: 'ledger', Item: { id: { S: 'txn-1001' }, amount: { S: '250' } } },
      region: 'us-east-2',
    };
    await asLearner(engine, [asText, readEntry(true)]);
    expect((await checkExercise(engine, item)).feedback).toBe(
      'txn-1001 is in ledger, but its amount is the string "250" ("S"), not a number: DynamoDB compares a string as text and cannot add to it. Write the entry again in us-east-2, with "amount": {"N": "250"}.',
    );
  });

  it('words the string amount in PartiQL when the entry was written with a statement, and takes the fix', async () => {
    const engine = await afterLearner(item, [makeGlobal(true)], 5);
    const statement = (text: string): LessonCall => ({
      operation: 'ExecuteStatement',
      body: { Statement: text },
      region: 'us-east-2',
    });
    await asLearner(engine, [
      statement(`INSERT INTO "ledger" VALUE {'id': 'txn-1001', 'amount': '250'}`),
      readEntry(true),
    ]);
    expect((await checkExercise(engine, item)).feedback).toBe(
      `txn-1001 is in ledger, but your statement wrote its amount as the string '250', not a number: DynamoDB compares a string as text and cannot add to it. In PartiQL a number has no quotes ('amount': 250, not 'amount': '250'). The entry exists, so an INSERT of it would fail: change it in us-east-2 with UPDATE "ledger" SET amount = 250 WHERE id = 'txn-1001'.`,
    );
    await asLearner(engine, [
      statement(`UPDATE "ledger" SET amount = 250 WHERE id = 'txn-1001'`),
      readEntry(true),
    ]);
    expect((await checkExercise(engine, item)).passed).toBe(true);
  });

  it('takes an entry written by a BatchExecuteStatement, by the Region of its write that succeeded', async () => {
    const engine = await afterLearner(item, [makeGlobal(true)], 5);
    const batch = (region: string, ...statements: string[]): LessonCall => ({
      operation: 'BatchExecuteStatement',
      body: { Statements: statements.map((Statement) => ({ Statement })) },
      region,
    });
    await asLearner(engine, [
      batch('us-east-2', `INSERT INTO "ledger" VALUE {'id': 'txn-1001', 'amount': 250}`),
      // This batch's INSERT fails (the item is held, then the key exists): it is not the latest write.
      batch('us-east-1', `INSERT INTO "ledger" VALUE {'id': 'txn-1001', 'amount': 250}`),
      readEntry(true),
    ]);
    expect((await checkExercise(engine, item)).passed).toBe(true);
  });

  it('says an eventually consistent global table cannot be switched, only made again', async () => {
    const verdict = await checkExercise(await afterLearner(item, [makeGlobal(false)], 5), item);
    expect(verdict.passed).toBe(false);
    expect(verdict.feedback).toMatch(/^ledger is a global table with eventual consistency \(MREC\)/);
  });

  it('does not take the entry written in us-east-1', async () => {
    const engine = await afterLearner(item, [makeGlobal(true)], 5);
    await asLearner(engine, [writeEntry()]);
    const verdict = await checkExercise(engine, item);
    expect(verdict.passed).toBe(false);
    expect(verdict.feedback).toContain('your latest write to ledger was signed for us-east-1');
  });

  it('quotes DynamoDB’s refusal of a table that already has items', async () => {
    const verdict = await checkExercise(await afterLearner(item, [writeEntry(), makeGlobal(true)], 5), item);
    expect(verdict.passed).toBe(false);
    expect(verdict.feedback).toContain('can only be created from an empty table');
  });
});
