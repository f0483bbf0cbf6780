/**
 * Lesson 9's checks held to the feedback they give for typical mistakes with streams: on the real
 * engine, the first exercise's check reading the table's stream itself.
 */
import { describe, expect, it } from 'vitest';
import { asLearner, exercise, freshEngine, setUp, solutionOf } from '../../../test/helpers/lessonSandbox.ts';
import { checkExercise } from './exerciseRunner.ts';
import type { LessonCall } from './lessonTypes.ts';

const ORDER = 'ORDER#2026-10-02#A17';
const ORDER_KEY = { PK: { S: 'CUSTOMER#42' }, SK: { S: ORDER } };

const streamOn = (StreamViewType: string): LessonCall => ({
  operation: 'UpdateTable',
  body: { TableName: 'app', StreamSpecification: { StreamEnabled: true, StreamViewType } },
});
const streamOff: LessonCall = {
  operation: 'UpdateTable',
  body: { TableName: 'app', StreamSpecification: { StreamEnabled: false } },
};
const setStatus = (status: string): LessonCall => ({
  operation: 'UpdateItem',
  body: {
    TableName: 'app',
    Key: ORDER_KEY,
    UpdateExpression: 'SET #s = :s',
    ExpressionAttributeNames: { '#s': 'status' },
    ExpressionAttributeValues: { ':s': { S: status } },
  },
});
const putOrder = (status: string, total: number): LessonCall => ({
  operation: 'PutItem',
  body: { TableName: 'app', Item: { ...ORDER_KEY, status: { S: status }, total: { N: String(total) } } },
});
const setTotal = (total: number): LessonCall => ({
  operation: 'UpdateItem',
  body: {
    TableName: 'app',
    Key: ORDER_KEY,
    UpdateExpression: 'SET #t = :t',
    ExpressionAttributeNames: { '#t': 'total' },
    ExpressionAttributeValues: { ':t': { N: String(total) } },
  },
});

describe('the stream exercise reads the stream and names the mistake', () => {
  const streamAChange = exercise('09-streams-and-triggers', 'stream-a-change');

  async function afterSetUp(calls: LessonCall[]) {
    const engine = freshEngine();
    await setUp(engine, streamAChange);
    expect(await asLearner(engine, calls)).toEqual({ ok: true });
    return checkExercise(engine, streamAChange);
  }

  it('a table without a stream, or with its stream disabled, is told to turn it on', async () => {
    expect((await afterSetUp([])).feedback).toBe(
      'app has no stream yet: send UpdateTable with a StreamSpecification.',
    );
    expect((await afterSetUp([streamOn('NEW_AND_OLD_IMAGES'), streamOff])).feedback).toBe(
      'The stream of app is disabled: enable it again (that starts a new stream, with a new ARN).',
    );
  });

  it('a view type without both images is named, with how to change it', async () => {
    expect((await afterSetUp([streamOn('KEYS_ONLY'), setStatus('SHIPPED')])).feedback).toBe(
      "The stream carries KEYS_ONLY: records with the keys only, no images. A stream's view type cannot change: " +
        'disable the stream, wait until app is ACTIVE, then enable it again with NEW_AND_OLD_IMAGES.',
    );
  });

  it('a change made before the stream was on is not in it', async () => {
    expect((await afterSetUp([setStatus('SHIPPED'), streamOn('NEW_AND_OLD_IMAGES')])).feedback).toBe(
      `${ORDER} is SHIPPED, but the stream holds no record of that change: it was made before this stream ` +
        'was turned on, and a stream holds only later changes. Set status back to PENDING, then to SHIPPED again.',
    );
  });

  it('a delete and a new put show up as REMOVE and INSERT, not as a change', async () => {
    const deleted: LessonCall = { operation: 'DeleteItem', body: { TableName: 'app', Key: ORDER_KEY } };
    const verdict = await afterSetUp([streamOn('NEW_AND_OLD_IMAGES'), deleted, putOrder('SHIPPED', 35)]);
    expect(verdict.feedback).toMatch(new RegExp(`^The stream shows ${ORDER} removed and written again`));
  });

  it('a change to another status is described from its images', async () => {
    expect((await afterSetUp([streamOn('NEW_AND_OLD_IMAGES'), setStatus('CANCELLED')])).feedback).toBe(
      `The stream's latest MODIFY of ${ORDER} took status from PENDING to CANCELLED; it should go from PENDING to SHIPPED.`,
    );
  });

  it('a table created again with a stream has lost its orders', async () => {
    const [create] = streamAChange.setup.calls as LessonCall[];
    const withStream = {
      ...create,
      body: { ...create.body, StreamSpecification: streamOn('NEW_AND_OLD_IMAGES').body.StreamSpecification },
    };
    const verdict = await afterSetUp([{ operation: 'DeleteTable', body: { TableName: 'app' } }, withStream]);
    expect(verdict.feedback).toMatch(new RegExp(`^${ORDER} is no longer in app`));
  });

  it('a change undone since is not the latest attempt', async () => {
    const calls = [streamOn('NEW_AND_OLD_IMAGES'), setStatus('SHIPPED'), setStatus('PENDING')];
    expect((await afterSetUp(calls)).feedback).toBe(
      `The stream's latest MODIFY of ${ORDER} took status from SHIPPED to PENDING; it should go from PENDING to SHIPPED.`,
    );
    expect(await afterSetUp([...calls, setTotal(40), setStatus('SHIPPED'), setTotal(35)])).toMatchObject({
      passed: true,
    });
  });

  it('the second exercise’s set-up, whose stream came with the table, does not pass it', async () => {
    const engine = freshEngine();
    await setUp(engine, exercise('09-streams-and-triggers', 'undo-from-the-stream'));
    expect(await checkExercise(engine, streamAChange)).toEqual({
      passed: false,
      feedback:
        'The stream of app was turned on when the table was created, by a set-up (this lesson’s second exercise makes one) or a CreateTable: the changes in it are not ones you watched. Set up to start again, turn the stream on for the existing table with UpdateTable, then mark ORDER#2026-10-02#A17 SHIPPED.',
    });
  });

  it('the record that reaches the goal is named by its sequence number', async () => {
    expect(await afterSetUp([...solutionOf(streamAChange)])).toEqual({
      passed: true,
      feedback:
        `The stream holds MODIFY 000000000000000000005 of ${ORDER}: status PENDING in the old image, ` +
        'SHIPPED in the new one. A trigger reading it can tell exactly what changed.',
    });
  });
});

describe('undoing from the old image names how far back the repair went', () => {
  const undo = exercise('09-streams-and-triggers', 'undo-from-the-stream');

  async function afterSetUp(calls: LessonCall[]) {
    const engine = freshEngine();
    await setUp(engine, undo);
    expect(await asLearner(engine, calls)).toEqual({ ok: true });
    return (await checkExercise(engine, undo)).feedback;
  }

  it('the job’s totals are recognised', async () => {
    expect(await afterSetUp([])).toBe(
      `The total of ${ORDER} is still 3500: both of the job's changes stand.`,
    );
    expect(await afterSetUp([setTotal(350)])).toMatch(
      /^The total is 350: that is the old image of the job's second change/,
    );
    expect(await afterSetUp([setTotal(36)])).toBe(
      `The total is 36, a value ${ORDER} never had: read its MODIFY records oldest first.`,
    );
    const asText = structuredClone(setTotal(35));
    asText.body.ExpressionAttributeValues = { ':t': { S: '35' } };
    expect(await afterSetUp([asText])).toBe(
      'The total is the String "35": the images hold it as a Number ({"N": "…"}), so write it back as one.',
    );
  });

  it('an image from before the status change undoes too much', async () => {
    expect(await afterSetUp([putOrder('PENDING', 35)])).toBe(
      `${ORDER} is PENDING, yet it had shipped before the job ran: that comes from an image older than the job. ` +
        'Put back only what the job changed.',
    );
  });

  it('the right total with the status kept passes', async () => {
    expect(await afterSetUp([putOrder('SHIPPED', 35)])).toMatch(
      new RegExp(`^${ORDER} is back to a total of 35 and still SHIPPED`),
    );
  });

  it('does not pass on the first exercise’s table, where the job never ran', async () => {
    const engine = freshEngine();
    const streamAChange = exercise('09-streams-and-triggers', 'stream-a-change');
    await setUp(engine, streamAChange);
    expect(await asLearner(engine, solutionOf(streamAChange))).toEqual({ ok: true });
    expect(await checkExercise(engine, undo)).toEqual({
      passed: false,
      feedback: `The stream of app holds no record of the pricing job's changes to ${ORDER}: press Set up first, it builds this exercise's starting state.`,
    });
  });
});
