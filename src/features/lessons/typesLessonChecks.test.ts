import { describe, expect, it } from 'vitest';
import { asLearner, exercise, freshEngine, setUp, solutionOf } from '../../../test/helpers/lessonSandbox.ts';
import { checkExercise } from './exerciseRunner.ts';
import type { LessonCall } from './lessonTypes.ts';

const fixTypes = exercise('12-attribute-types-and-item-size', 'fix-the-types');
const split = exercise('12-attribute-types-and-item-size', 'split-the-description');

const HOSE_KEY = { PK: { S: 'PRODUCT#p01' }, SK: { S: 'PRODUCT' } };
const CAN_KEY = { PK: { S: 'PRODUCT#p02' }, SK: { S: 'PRODUCT' } };

const putHose = (attributes: Record<string, unknown>): LessonCall => ({
  operation: 'PutItem',
  body: { TableName: 'app', Item: { ...HOSE_KEY, name: { S: 'Garden hose' }, ...attributes } },
});

const update = (key: Record<string, unknown>, body: Record<string, unknown>): LessonCall => ({
  operation: 'UpdateItem',
  body: { TableName: 'app', Key: key, ...body },
});

/** The reference solution's calls of the split exercise: the description put, its REMOVE, the sale. */
const [putDescription, removeDescription, sellOne] = solutionOf(split);

describe('the types lesson’s checks name the mistake', () => {
  it('every type still wrong is named at once, and ADD on the imported stock is refused', async () => {
    const engine = freshEngine();
    await setUp(engine, fixTypes);
    expect((await checkExercise(engine, fixTypes)).feedback).toBe(
      'Still to fix: price is a String ("19.90"): ADD cannot add to a string, so write it as {"N": "19.90"}; ' +
        'stock is a String ("7"): ADD cannot add to a string, so write it as {"N": "7"}; ' +
        'tags is a List with "garden" twice: make it a String Set, {"SS": [...]}, which holds each tag once.',
    );
    // The lesson's claim: a number kept as text cannot be counted.
    expect(await asLearner(engine, [solutionOf(fixTypes)[1]])).toEqual({
      ok: false,
      message: 'ValidationException: An operand in the update expression has an incorrect data type',
    });
  });

  it('a half-fixed hose lists only what is left, and a set keeping a stray tag is caught', async () => {
    const engine = freshEngine();
    await setUp(engine, fixTypes);
    await asLearner(engine, [
      putHose({ price: { N: '19.90' }, stock: { N: '7' }, tags: { L: [{ S: 'garden' }, { S: 'tools' }] } }),
    ]);
    expect((await checkExercise(engine, fixTypes)).feedback).toBe(
      'Still to fix: tags is a List: make it a String Set, {"SS": [...]}, which holds each tag once.',
    );
    await asLearner(engine, [
      putHose({ price: { N: '19.90' }, stock: { N: '7' }, tags: { SS: ['garden', 'tols'] } }),
    ]);
    expect((await checkExercise(engine, fixTypes)).feedback).toBe('Still to fix: tags has lost "tools".');
    await asLearner(engine, [
      putHose({ price: { N: '19.90' }, stock: { N: '7' }, tags: { SS: ['garden', 'tools', 'hose'] } }),
    ]);
    expect((await checkExercise(engine, fixTypes)).feedback).toBe(
      'Still to fix: tags has "hose", which is not one of the hose’s tags.',
    );
  });

  it('a put that drops the name, or the wrong price, is named', async () => {
    const engine = freshEngine();
    await setUp(engine, fixTypes);
    await asLearner(engine, [{ operation: 'PutItem', body: { TableName: 'app', Item: { ...HOSE_KEY } } }]);
    expect((await checkExercise(engine, fixTypes)).feedback).toBe(
      'The hose lost its name "Garden hose": a PutItem replaces the whole item, so write every attribute.',
    );
    await asLearner(engine, [
      putHose({ price: { N: '1990' }, stock: { N: '7' }, tags: { SS: ['garden', 'tools'] } }),
    ]);
    expect((await checkExercise(engine, fixTypes)).feedback).toBe('price is 1990; the hose costs 19.90.');
  });

  it('right types without the delivery and the sale tag say what the UpdateItem must still do', async () => {
    const engine = freshEngine();
    await setUp(engine, fixTypes);
    await asLearner(engine, [solutionOf(fixTypes)[0]]);
    expect((await checkExercise(engine, fixTypes)).feedback).toBe(
      'The types are right. stock is still 7: the delivery of 5 is not added; tags has no "sale" yet. ' +
        'One UpdateItem with "ADD stock :five, tags :sale" does both.',
    );
    // SET replaces the set rather than adding to it, and a wrong count is named with the right one.
    await asLearner(engine, [
      update(HOSE_KEY, {
        UpdateExpression: 'SET stock = :n, tags = :t',
        ExpressionAttributeValues: { ':n': { N: '5' }, ':t': { SS: ['sale'] } },
      }),
    ]);
    expect((await checkExercise(engine, fixTypes)).feedback).toBe('Still to fix: tags has lost "garden".');
    await asLearner(engine, [
      update(HOSE_KEY, {
        UpdateExpression: 'SET stock = :n ADD tags :t',
        ExpressionAttributeValues: { ':n': { N: '5' }, ':t': { SS: ['garden', 'tools'] } },
      }),
    ]);
    expect((await checkExercise(engine, fixTypes)).feedback).toBe(
      'The types are right. stock is 5; 7 plus the delivery of 5 makes 12. ' +
        'One UpdateItem with "ADD stock :five, tags :sale" does both.',
    );
  });

  it('a delivery added with SET stock = stock + :n is told how it differs from ADD, not that it wrote the item whole', async () => {
    const setAdded =
      'The hose is right, but your UpdateItem added the delivery with SET, not ADD. SET stock = stock + :five is atomic in place too; ' +
      'where the two differ is a missing attribute: SET fails when the item has no stock yet (unless you write if_not_exists(stock, :zero) + :five), ' +
      'while ADD starts from 0, and on a set adds the elements, making the set if there is none. ' +
      'The task asks for ADD: press Set up, fix the types, then send "ADD stock :five, tags :sale".';
    for (const [expression, names] of [
      ['SET stock = stock + :five ADD tags :sale', undefined],
      ['SET #s = if_not_exists(#s, :zero) + :five ADD tags :sale', { '#s': 'stock' }],
    ] as const) {
      const engine = freshEngine();
      await setUp(engine, fixTypes);
      await asLearner(engine, [
        solutionOf(fixTypes)[0],
        update(HOSE_KEY, {
          UpdateExpression: expression,
          ...(names && { ExpressionAttributeNames: names }),
          ExpressionAttributeValues: {
            ':five': { N: '5' },
            ':sale': { SS: ['sale'] },
            ...(expression.includes(':zero') && { ':zero': { N: '0' } }),
          },
        }),
      ]);
      expect(await checkExercise(engine, fixTypes)).toEqual({ passed: false, feedback: setAdded });
    }
  });

  it('a value placeholder that spells a keyword (:set, :add) is a value, not the start of a section', async () => {
    // A right answer, with the sale tag's value named :set, passes.
    let engine = freshEngine();
    await setUp(engine, fixTypes);
    await asLearner(engine, [
      solutionOf(fixTypes)[0],
      update(HOSE_KEY, {
        UpdateExpression: 'ADD tags :set, stock :five',
        ExpressionAttributeValues: { ':set': { SS: ['sale'] }, ':five': { N: '5' } },
      }),
    ]);
    expect((await checkExercise(engine, fixTypes)).passed).toBe(true);
    // A delivery added with SET, its amount named :add, is still told apart from ADD.
    engine = freshEngine();
    await setUp(engine, fixTypes);
    await asLearner(engine, [
      solutionOf(fixTypes)[0],
      update(HOSE_KEY, {
        UpdateExpression: 'SET stock = stock + :add',
        ExpressionAttributeValues: { ':add': { N: '5' } },
      }),
      update(HOSE_KEY, {
        UpdateExpression: 'ADD tags :sale',
        ExpressionAttributeValues: { ':sale': { SS: ['sale'] } },
      }),
    ]);
    expect((await checkExercise(engine, fixTypes)).feedback).toMatch(
      /^The hose is right, but your UpdateItem added the delivery with SET, not ADD\./,
    );
  });

  it('a delivery added in a PartiQL UPDATE is told that PartiQL has no ADD, not that it wrote the item whole', async () => {
    const engine = freshEngine();
    await setUp(engine, fixTypes);
    const statement =
      "UPDATE \"app\" SET stock = stock + 5 SET tags = set_add(tags, <<'sale'>>) WHERE PK = 'PRODUCT#p01' AND SK = 'PRODUCT'";
    expect(
      await asLearner(engine, [
        solutionOf(fixTypes)[0],
        { operation: 'ExecuteStatement', body: { Statement: statement } },
      ]),
    ).toEqual({ ok: true });
    expect(await checkExercise(engine, fixTypes)).toEqual({
      passed: false,
      feedback:
        "The hose is right, but you changed it with a PartiQL UPDATE, and PartiQL has no ADD: its UPDATE changes an item with SET (stock = stock + 5, tags = set_add(tags, <<'sale'>>)). " +
        'This check asks for the ADD of the task: press Set up, fix the types, then send an UpdateItem with "ADD stock :five, tags :sale" (JSON, AWS CLI or JavaScript mode).',
    });
  });

  it('a stock update on the big item costs 5 units, and the description must move, not vanish', async () => {
    const engine = freshEngine();
    await setUp(engine, split);
    expect(await asLearner(engine, [sellOne])).toEqual({ ok: true });
    expect(engine.learnerCalls[0].reply!.ConsumedCapacity).toEqual({ TableName: 'app', CapacityUnits: 5 });
    expect((await checkExercise(engine, split)).feedback).toBe(
      'The product item still carries the description, so every stock update pays for all of it: move it to an item with SK DESCRIPTION and REMOVE it here.',
    );
    await asLearner(engine, [removeDescription]);
    expect((await checkExercise(engine, split)).feedback).toBe(
      'No item in PRODUCT#p02’s collection holds the whole description, and the product page still needs it. Press Set up and copy it before removing it.',
    );
  });

  it('the stock update judged is the latest one, and it must report its cost', async () => {
    const engine = freshEngine();
    await setUp(engine, split);
    // The update that charges 5 units comes before the move, as the first hint suggests.
    await asLearner(engine, [sellOne, putDescription, removeDescription]);
    expect((await checkExercise(engine, split)).feedback).toBe(
      'Your latest stock update cost 5 write units: the item was still bigger than 1 KB when it ran. Send it again now.',
    );
    // Named through a placeholder, and without ReturnConsumedCapacity.
    await asLearner(engine, [
      update(CAN_KEY, {
        UpdateExpression: 'SET #s = #s - :one',
        ExpressionAttributeNames: { '#s': 'stock' },
        ExpressionAttributeValues: { ':one': { N: '1' } },
      }),
    ]);
    expect((await checkExercise(engine, split)).feedback).toBe(
      'Your latest stock update did not say what it cost: add "ReturnConsumedCapacity": "TOTAL" and send it again.',
    );
    await asLearner(engine, [
      { ...update(CAN_KEY, { UpdateExpression: 'ADD stock :x' }), expectError: 'ValidationException' },
    ]);
    expect((await checkExercise(engine, split)).feedback).toBe(
      'Your latest stock update failed: fix it and run it again.',
    );
  });

  it('a cheap update that restocks instead of selling is not a sale', async () => {
    const engine = freshEngine();
    await setUp(engine, split);
    const restock = structuredClone(sellOne);
    (restock.body.ExpressionAttributeValues as Record<string, { N: string }>)[':minus1'] = { N: '1' };
    await asLearner(engine, [putDescription, removeDescription, restock]);
    expect((await checkExercise(engine, split)).feedback).toBe(
      'The update cost 1 write unit, but stock is 31, not below the 30 the set-up left: a sale takes a can off, so :minus1 is {"N": "-1"}. Press Set up and sell one again.',
    );
  });

  it('after the move, a missing stock update or a lost stock is named', async () => {
    const engine = freshEngine();
    await setUp(engine, split);
    await asLearner(engine, [putDescription, removeDescription]);
    expect((await checkExercise(engine, split)).feedback).toBe(
      'The description lives in DESCRIPTION. Now sell a can: an UpdateItem of stock with "ReturnConsumedCapacity": "TOTAL".',
    );
    await asLearner(engine, [update(CAN_KEY, { UpdateExpression: 'REMOVE stock' })]);
    expect((await checkExercise(engine, split)).feedback).toBe(
      'The product item has no Number stock any more: keep name, price and stock on it.',
    );
  });
});
