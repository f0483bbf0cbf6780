/**
 * Lesson 18's "Write in Europe, read in America" check, held to the feedback it gives: a write made
 * in the home Region, a write still on its way, a PutItem that drops Grace's name, a missing or eventually
 * consistent read in us-east-1 (a GetItem, a Query of her partition, a PartiQL SELECT, a BatchGetItem
 * or a TransactGetItems), a strong read of a kind not judged, and the write made where the task asks.
 */
import { describe, expect, it } from 'vitest';
import { afterLearner, asLearner, exercise } from '../../../test/helpers/lessonSandbox.ts';
import { checkExercise } from './exerciseRunner.ts';
import type { LessonCall } from './lessonTypes.ts';

const item = exercise('18-global-tables-and-security', 'write-in-europe');
const changeEmail = (region?: string): LessonCall => ({
  operation: 'UpdateItem',
  body: {
    TableName: 'accounts',
    Key: { id: { S: 'grace' } },
    UpdateExpression: 'SET email = :email',
    ExpressionAttributeValues: { ':email': { S: 'grace@example.ie' } },
  },
  ...(region && { region }),
});

const readGrace = (consistent: boolean, region?: string): LessonCall => ({
  operation: 'GetItem',
  body: { TableName: 'accounts', Key: { id: { S: 'grace' } }, ConsistentRead: consistent },
  ...(region && { region }),
});

const queryGrace = (consistent: boolean, region?: string): LessonCall => ({
  operation: 'Query',
  body: {
    TableName: 'accounts',
    KeyConditionExpression: '#id = :id',
    ExpressionAttributeNames: { '#id': 'id' },
    ExpressionAttributeValues: { ':id': { S: 'grace' } },
    ConsistentRead: consistent,
  },
  ...(region && { region }),
});

/** As JSON mode sends it: PartiQL mode has no ConsistentRead. */
const selectGrace = (consistent: boolean): LessonCall => ({
  operation: 'ExecuteStatement',
  body: {
    Statement: `SELECT * FROM "accounts" WHERE "id" = 'grace'`,
    ...(consistent && { ConsistentRead: true }),
  },
});

describe('a write in the replica’s Region', () => {
  it('passes once the write made in eu-west-1 has reached us-east-1', async () => {
    const engine = await afterLearner(item, [changeEmail('eu-west-1')], 2);
    await asLearner(engine, [readGrace(true)]);
    const verdict = await checkExercise(engine, item);
    expect(verdict).toMatchObject({
      passed: true,
      feedback: expect.stringContaining('Written in eu-west-1'),
    });
  });

  it('asks for a strongly consistent read in us-east-1 after the write', async () => {
    const engine = await afterLearner(item, [readGrace(true), changeEmail('eu-west-1')], 2);
    expect((await checkExercise(engine, item)).feedback).toBe(
      'Grace’s new address is in both Regions. Now read her item the way the task asks, strongly consistent, signed for us-east-1 and sent after your write: a GetItem of Grace’s item, a Query of its partition, a PartiQL SELECT naming its key or a BatchGetItem with its key, each with "ConsistentRead": true, or a TransactGetItems with its key (always strongly consistent).',
    );
    await asLearner(engine, [readGrace(false), readGrace(true, 'eu-west-1')]);
    expect((await checkExercise(engine, item)).feedback).toMatch(
      /^Your GetItem of Grace’s item in us-east-1 was eventually consistent\./,
    );
    await asLearner(engine, [readGrace(true)]);
    expect((await checkExercise(engine, item)).passed).toBe(true);
  });

  it('takes a strongly consistent Query of Grace’s partition in us-east-1, judged as the GetItem is', async () => {
    const engine = await afterLearner(item, [changeEmail('eu-west-1')], 2);
    await asLearner(engine, [queryGrace(false), queryGrace(true, 'eu-west-1')]);
    expect((await checkExercise(engine, item)).feedback).toMatch(
      /^Your Query of Grace’s item in us-east-1 was eventually consistent\./,
    );
    await asLearner(engine, [queryGrace(true)]);
    expect((await checkExercise(engine, item)).passed).toBe(true);
  });

  it('takes a strongly consistent PartiQL SELECT naming Grace’s key in us-east-1', async () => {
    const engine = await afterLearner(item, [changeEmail('eu-west-1')], 2);
    await asLearner(engine, [selectGrace(false)]);
    expect((await checkExercise(engine, item)).feedback).toMatch(
      /^Your PartiQL SELECT of Grace’s item in us-east-1 was eventually consistent\. Send it again with "ConsistentRead": true \(PartiQL mode sends none/,
    );
    await asLearner(engine, [selectGrace(true)]);
    expect((await checkExercise(engine, item)).passed).toBe(true);
  });

  it('takes a BatchGetItem of Grace’s item with ConsistentRead in the table’s entry', async () => {
    const engine = await afterLearner(item, [changeEmail('eu-west-1')], 2);
    const batchGet = (consistent: boolean): LessonCall => ({
      operation: 'BatchGetItem',
      body: { RequestItems: { accounts: { Keys: [{ id: { S: 'grace' } }], ConsistentRead: consistent } } },
    });
    await asLearner(engine, [batchGet(false)]);
    expect((await checkExercise(engine, item)).feedback).toMatch(
      /^Your BatchGetItem of Grace’s item in us-east-1 was eventually consistent\. Send it again with "ConsistentRead": true in the table’s entry of RequestItems, beside its Keys:/,
    );
    await asLearner(engine, [batchGet(true)]);
    expect((await checkExercise(engine, item)).passed).toBe(true);
  });

  it('does not take a strongly consistent BatchGetItem that left Grace’s key in UnprocessedKeys', async () => {
    const engine = await afterLearner(item, [changeEmail('eu-west-1')], 2);
    const entry = { Keys: [{ id: { S: 'grace' } }], ConsistentRead: true };
    // A partial result, as DynamoDB may answer one: the call succeeded, but did not read the key.
    engine.learnerCalls.unshift({
      operation: 'BatchGetItem',
      request: { RequestItems: { accounts: entry } },
      reply: { Responses: { accounts: [] }, UnprocessedKeys: { accounts: entry } },
    });
    expect((await checkExercise(engine, item)).feedback).toBe(
      'Your strongly consistent BatchGetItem in us-east-1 did not read the item: DynamoDB returned its key in UnprocessedKeys, not in Responses. Send the UnprocessedKeys again as your RequestItems until the item comes back in Responses.',
    );
    await asLearner(engine, [{ operation: 'BatchGetItem', body: { RequestItems: { accounts: entry } } }]);
    expect((await checkExercise(engine, item)).passed).toBe(true);
  });

  it('takes a TransactGetItems of Grace’s item, strongly consistent without asking', async () => {
    const engine = await afterLearner(item, [changeEmail('eu-west-1')], 2);
    const transactGet = (id: string): LessonCall => ({
      operation: 'TransactGetItems',
      body: { TransactItems: [{ Get: { TableName: 'accounts', Key: { id: { S: id } } } }] },
    });
    await asLearner(engine, [transactGet('alan')]);
    expect((await checkExercise(engine, item)).feedback).toMatch(/^Grace’s new address is in both Regions\./);
    await asLearner(engine, [transactGet('grace')]);
    expect((await checkExercise(engine, item)).passed).toBe(true);
  });

  it('names a newer strong read of a kind it does not judge, not the older eventual GetItem', async () => {
    const engine = await afterLearner(item, [changeEmail('eu-west-1')], 2);
    const scan: LessonCall = { operation: 'Scan', body: { TableName: 'accounts', ConsistentRead: true } };
    await asLearner(engine, [readGrace(false), scan]);
    expect((await checkExercise(engine, item)).feedback).toBe(
      'Your latest read in us-east-1 is a Scan, which this check does not judge: it looks for a GetItem of Grace’s item, a Query of its partition, a PartiQL SELECT naming its key or a BatchGetItem with its key, each with "ConsistentRead": true, or a TransactGetItems with its key (always strongly consistent), sent after your write. Send one of those in us-east-1.',
    );
  });

  it('refuses a PutItem that drops Grace’s name', async () => {
    const put: LessonCall = {
      operation: 'PutItem',
      body: { TableName: 'accounts', Item: { id: { S: 'grace' }, email: { S: 'grace@example.ie' } } },
      region: 'eu-west-1',
    };
    const engine = await afterLearner(item, [put], 2);
    await asLearner(engine, [readGrace(true)]);
    expect((await checkExercise(engine, item)).feedback).toBe(
      'Grace’s address is right, but her item has lost its name: a PutItem replaces the whole item with the one you send. Press Set up and change only the email, with an UpdateItem and "SET email = :email", which keeps the rest.',
    );
  });

  it('says the write is on its way while only eu-west-1 has it (the clock is paused)', async () => {
    const verdict = await checkExercise(await afterLearner(item, [changeEmail('eu-west-1')], 0), item);
    expect(verdict.passed).toBe(false);
    expect(verdict.feedback).toMatch(/^eu-west-1 has Grace’s new address, us-east-1 not yet/);
  });

  it('does not take the same change made in us-east-1', async () => {
    const verdict = await checkExercise(await afterLearner(item, [changeEmail()], 2), item);
    expect(verdict.passed).toBe(false);
    expect(verdict.feedback).toContain('your latest write to accounts was made in us-east-1');
  });
});
