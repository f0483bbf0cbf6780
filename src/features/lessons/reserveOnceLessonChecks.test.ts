/** Lesson 13's second exercise, "reserve once": its check, fed the mistakes a learner makes. */
import { describe, expect, it } from 'vitest';
import {
  act,
  exercise,
  failing,
  freshEngine,
  setUp,
  solutionOf,
} from '../../../test/helpers/lessonSandbox.ts';
import { checkExercise } from './exerciseRunner.ts';
import type { LessonCall } from './lessonTypes.ts';

const reserve = exercise('13-errors-and-retries', 'reserve-once');
const STOCK_KEY = { PK: { S: 'PRODUCT#p7' }, SK: { S: 'STOCK' } };

type Body = Record<string, unknown>;

/** The reference reservation (without ALL_OLD), changed by `edit`. */
function reservation(edit: (body: Body) => void = () => {}): LessonCall {
  const body = structuredClone(solutionOf(reserve)[0].body);
  edit(body);
  return { operation: 'UpdateItem', body };
}

const values = (body: Body) => body.ExpressionAttributeValues as Body;
/** No condition, and so no `:id` either: DynamoDB refuses values an expression does not use. */
const unguarded = (body: Body) => {
  delete body.ConditionExpression;
  delete values(body)[':id'];
};
/** Only takes the units off: the order is not recorded. */
const stockOnly = (body: Body) => {
  unguarded(body);
  body.UpdateExpression = 'SET stock = stock - :n';
  delete values(body)[':o'];
};
/** Only records the order: the stock stays. */
const orderOnly = (body: Body) => {
  body.UpdateExpression = 'ADD orders :o';
  body.ConditionExpression = 'NOT contains(orders, :id)';
  delete values(body)[':n'];
};
const feedback = async (engine: ReturnType<typeof freshEngine>) =>
  (await checkExercise(engine, reserve)).feedback;

describe('the retries lesson’s reservation check names the mistake', () => {
  it('reports nothing reserved, or half a reservation', async () => {
    const engine = freshEngine();
    await setUp(engine, reserve);
    expect(await feedback(engine)).toBe(
      'Nothing is reserved yet: the stock is 10 and ORDER#A17 is not in orders.',
    );
    await act(engine, [reservation(stockOnly)]);
    expect(await feedback(engine)).toBe(
      'The stock is 8 but ORDER#A17 is not in orders: record the order in the same UpdateItem (ADD orders :o), or a repeat cannot tell that it was already applied.',
    );
    await setUp(engine, reserve);
    await act(engine, [reservation(orderOnly)]);
    expect(await feedback(engine)).toBe(
      'ORDER#A17 is recorded, but the stock is 10: take 2 units off 10 in the same UpdateItem.',
    );
  });

  it('an unguarded repeat reserves twice', async () => {
    const engine = freshEngine();
    await setUp(engine, reserve);
    await act(engine, [reservation(unguarded), reservation(unguarded)]);
    expect(await feedback(engine)).toBe(
      'The stock is 6, not 8: ORDER#A17 was reserved more than once. The condition NOT contains(orders, :id) must refuse the repeat. Set up and try again.',
    );
  });

  it('an unguarded reservation is not safe to repeat', async () => {
    const engine = freshEngine();
    await setUp(engine, reserve);
    await act(engine, [reservation(unguarded)]);
    expect(await feedback(engine)).toBe(
      'Your reservation has no ConditionExpression, so a repeat would reserve again. Set up and add NOT contains(orders, :id).',
    );
  });

  it('asks for the repeat, then for ALL_OLD on it', async () => {
    const engine = freshEngine();
    await setUp(engine, reserve);
    await act(engine, [reservation()]);
    expect(await feedback(engine)).toBe(
      'ORDER#A17 is reserved once. Now play the lost reply: send the same UpdateItem again, with "ReturnValuesOnConditionCheckFailure": "ALL_OLD".',
    );
    await act(engine, [failing(reservation())]);
    expect(await feedback(engine)).toBe(
      'Your repeat was refused and changed nothing. Send it once more with "ReturnValuesOnConditionCheckFailure": "ALL_OLD": the error then shows the stored item without another read.',
    );
  });

  it('a failed call that is not the same request does not count as the repeat', async () => {
    const engine = freshEngine();
    await setUp(engine, reserve);
    await act(engine, [
      reservation(),
      failing(
        reservation((body) => {
          values(body)[':n'] = { N: '20' };
          body.ReturnValuesOnConditionCheckFailure = 'ALL_OLD';
        }),
      ),
    ]);
    expect(await feedback(engine)).toMatch(/^ORDER#A17 is reserved once\. Now play the lost reply/);
  });

  it('a refused repeat with ALL_OLD passes, and leaves the order recorded once', async () => {
    const engine = freshEngine();
    await setUp(engine, reserve);
    await act(engine, solutionOf(reserve));
    expect(await checkExercise(engine, reserve)).toEqual({
      passed: true,
      feedback:
        'Stock 8, with ORDER#A17 recorded once: the repeat failed its condition, and the error’s Item showed the order already in the set, so a client can treat it as done.',
    });
    const stored = await engine.call('GetItem', { TableName: 'app', Key: STOCK_KEY });
    expect(stored.ok && stored.reply.Item).toMatchObject({
      stock: { N: '8' },
      orders: { SS: ['ORDER#A01', 'ORDER#A17'] },
    });
  });
});
