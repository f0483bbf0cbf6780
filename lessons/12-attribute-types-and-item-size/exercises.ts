/** Lesson 12's exercises: an item with the wrong types fixed, and a stock update made cheap by splitting an item. */
import {
  consumedUnits,
  getItem,
  itemCollection,
  notYet,
  pass,
  stringOf,
  type WireItem,
} from '../../src/features/lessons/checkHelpers.ts';
import { createAppTable, putCall } from '../../src/features/lessons/lessonCalls.ts';
import type { Exercise, LessonEngine, SelfCheck } from '../../src/features/lessons/lessonTypes.ts';
import {
  addedApart,
  addedToHose,
  addedWithSet,
  HOSE,
  HOSE_KEY,
  HOSE_TAGS,
  numberProblem,
  tagsProblem,
  typeOf,
  updatedInPartiql,
} from './hoseChecks.ts';

const CAN = 'PRODUCT#p02';
const CAN_KEY = { PK: { S: CAN }, SK: { S: 'PRODUCT' } };
/** The can's stock as the set-up leaves it: a sale takes it below. */
const CAN_STOCK = 30;

const HOSE_STOCK = 7;
const DELIVERY = 5;

/**
 * The watering can's description: a care guide that never changes, 4,462 bytes of it. With it the
 * product item is 4,526 bytes, so every stock update is charged 5 write units (1 per started KB);
 * without it, 53 bytes and 1 unit.
 */
const CARE_NOTE =
  'Fill the can no more than four fifths full so that the handle balances and the rose does not drip on the way. ' +
  'Rinse it with clean water after feeding plants, empty it completely and store it upside down out of the frost, ' +
  'because water left inside freezes, swells and splits the seams long before the metal itself wears out.';
const DESCRIPTION = Array.from({ length: 13 }, (_, i) => `Care note ${i + 1} of 13. ${CARE_NOTE}`).join('\n');

/** The learner's Console UpdateItems on the can's product item that change `stock`, newest first. */
function stockUpdates(engine: LessonEngine) {
  return engine.recentCalls().filter((call) => {
    const { TableName, Key, UpdateExpression, ExpressionAttributeNames, AttributeUpdates } = call.request as {
      TableName?: string;
      Key?: WireItem;
      UpdateExpression?: string;
      ExpressionAttributeNames?: Record<string, string>;
      AttributeUpdates?: Record<string, unknown>;
    };
    if (call.operation !== 'UpdateItem' || TableName !== 'app') return false;
    if (stringOf(Key, 'PK') !== CAN || stringOf(Key, 'SK') !== 'PRODUCT') return false;
    // The attribute may be named directly or through a placeholder such as #s.
    return (
      /\bstock\b/.test(UpdateExpression ?? '') ||
      Object.values(ExpressionAttributeNames ?? {}).includes('stock') ||
      AttributeUpdates?.stock !== undefined
    );
  });
}

export const exercises: Exercise[] = [
  {
    id: 'fix-the-types',
    title: 'Give a product the right types',
    task:
      `An import wrote the garden hose \`${HOSE}\` (sort key \`PRODUCT\`) in \`app\` with every value as text: ` +
      '`price` is the String "19.90", `stock` the String "7", and `tags` a List with "garden" in it twice. ' +
      'Fix the types: `price` and `stock` Numbers, `tags` a String Set of the hose’s tags (`garden`, `tools`). ' +
      `Then record a delivery of ${DELIVERY} hoses and tag the hose \`sale\`, both with \`ADD\` in one UpdateItem.`,
    hints: [
      'A PutItem with the whole item, the same key and the right types replaces the imported one. Keep `name`.',
      'A Number is written `{"N": "19.90"}`, a String Set `{"SS": ["garden", "tools"]}`: a set refuses duplicates, so write each tag once.',
      '`"UpdateExpression": "ADD stock :five, tags :sale"` with `":five": {"N": "5"}` and `":sale": {"SS": ["sale"]}` adds to the number and to the set.',
    ],
    setup: {
      resetTables: ['app'],
      calls: [
        createAppTable(),
        putCall('app', {
          ...HOSE_KEY,
          name: { S: 'Garden hose' },
          price: { S: '19.90' },
          stock: { S: String(HOSE_STOCK) },
          tags: { L: [{ S: 'garden' }, { S: 'tools' }, { S: 'garden' }] },
        }),
      ],
    },
    async check(engine) {
      const read = await getItem(engine, 'app', HOSE_KEY);
      if ('problem' in read) return read.problem;
      const { item } = read;
      if (!item) return notYet(`${HOSE} is gone: press Set up to bring it back.`);
      if (stringOf(item, 'name') !== 'Garden hose')
        return notYet(
          'The hose lost its name "Garden hose": a PutItem replaces the whole item, so write every attribute.',
        );
      const typeProblems = [
        numberProblem(item, 'price', '19.90'),
        numberProblem(item, 'stock', String(HOSE_STOCK)),
        tagsProblem(item),
      ].filter((problem) => problem !== undefined);
      if (typeProblems.length > 0) return notYet(`Still to fix: ${typeProblems.join('; ')}.`);
      const price = item.price.N as string;
      // DynamoDB keeps numbers without trailing zeros: 19.90 comes back as 19.9.
      if (price !== '19.9') return notYet(`price is ${price}; the hose costs 19.90.`);
      const stock = Number(item.stock.N);
      const steps = [
        ...(stock === HOSE_STOCK
          ? [`stock is still ${HOSE_STOCK}: the delivery of ${DELIVERY} is not added`]
          : []),
        ...(stock !== HOSE_STOCK && stock !== HOSE_STOCK + DELIVERY
          ? [
              `stock is ${stock}; ${HOSE_STOCK} plus the delivery of ${DELIVERY} makes ${HOSE_STOCK + DELIVERY}`,
            ]
          : []),
        ...((item.tags.SS as string[]).includes('sale') ? [] : ['tags has no "sale" yet']),
      ];
      if (steps.length > 0)
        return notYet(
          `The types are right. ${steps.join('; ')}. One UpdateItem with "ADD stock :five, tags :sale" does both.`,
        );
      if (!addedToHose(engine, DELIVERY) && addedWithSet(engine))
        return notYet(
          `The hose is right, but your UpdateItem added the delivery with SET, not ADD. SET stock = stock + :five is atomic in place too; where the two differ is a missing attribute: SET fails when the item has no stock yet (unless you write if_not_exists(stock, :zero) + :five), while ADD starts from 0, and on a set adds the elements, making the set if there is none. The task asks for ADD: press Set up, fix the types, then send "ADD stock :five, tags :sale".`,
        );
      if (!addedToHose(engine, DELIVERY) && addedApart(engine, DELIVERY))
        return notYet(
          `The hose is right, and you used ADD, but in two UpdateItems: one added the delivery of ${DELIVERY} to stock, another "sale" to tags. The task asks for both in one: one UpdateItem changes the two at once, so no reader sees the delivery without the tag, and it is charged as one write, not two. Press Set up, fix the types, then send "ADD stock :five, tags :sale".`,
        );
      if (!addedToHose(engine, DELIVERY) && updatedInPartiql(engine))
        return notYet(
          `The hose is right, but you changed it with a PartiQL UPDATE, and PartiQL has no ADD: its UPDATE changes an item with SET (stock = stock + ${DELIVERY}, tags = set_add(tags, <<'sale'>>)). This check asks for the ADD of the task: press Set up, fix the types, then send an UpdateItem with "ADD stock :five, tags :sale" (JSON, AWS CLI or JavaScript mode).`,
        );
      if (!addedToHose(engine, DELIVERY))
        return notYet(
          `The hose is right, but no one UpdateItem of yours added the delivery of ${DELIVERY} to stock and "sale" to tags with ADD. Written whole, the item is only right if nothing changed since you read it; ADD changes the stock and the tags in place. Press Set up, fix the types, then send "ADD stock :five, tags :sale".`,
        );
      return pass(
        `price 19.9, stock ${HOSE_STOCK + DELIVERY}, tags {garden, sale, tools}: a Number that ADD counts exactly and a set that holds each tag once. DynamoDB trimmed "19.90" to 19.9, the same number.`,
      );
    },
    solution: [
      putCall('app', {
        ...HOSE_KEY,
        name: { S: 'Garden hose' },
        price: { N: '19.90' },
        stock: { N: String(HOSE_STOCK) },
        tags: { SS: HOSE_TAGS },
      }),
      {
        operation: 'UpdateItem',
        body: {
          TableName: 'app',
          Key: HOSE_KEY,
          UpdateExpression: 'ADD stock :five, tags :sale',
          ExpressionAttributeValues: { ':five': { N: String(DELIVERY) }, ':sale': { SS: ['sale'] } },
          ReturnValues: 'ALL_NEW',
        },
      },
    ],
  },
  {
    id: 'split-the-description',
    title: 'A stock update for one write unit',
    task:
      `The watering can \`${CAN}\` (sort key \`PRODUCT\`) in \`app\` carries its 4,462-byte care guide in ` +
      '`description`, so every sale, an UpdateItem of `stock`, is charged 5 write units. Move the description ' +
      `into an item of its own in the same collection (\`PK\` \`${CAN}\`, \`SK\` \`DESCRIPTION\`), take it off ` +
      'the product item, then sell one can with `ADD stock :minus1` and `"ReturnConsumedCapacity": "TOTAL"`. ' +
      '“Check” reads the table and your latest stock update’s `ConsumedCapacity`: it should be 1.',
    hints: [
      'Send the stock update once before changing anything, to see the 5 units, and again at the end.',
      'Copying 4 KB by hand is no fun. In JavaScript mode, `const { Item } = await doc.send(new GetCommand({ TableName: "app", Key: { PK: "PRODUCT#p02", SK: "PRODUCT" } }))`, then a `PutCommand` of `{ PK: "PRODUCT#p02", SK: "DESCRIPTION", description: Item.description }` (both from `@aws-sdk/lib-dynamodb`).',
      '`"UpdateExpression": "REMOVE description"` takes it off the product item. That update is charged for the item as it was, 5 units, once.',
    ],
    setup: {
      resetTables: ['app'],
      calls: [
        createAppTable(),
        putCall('app', {
          ...CAN_KEY,
          name: { S: 'Watering can' },
          price: { N: '24.5' },
          stock: { N: String(CAN_STOCK) },
          description: { S: DESCRIPTION },
        }),
      ],
    },
    async check(engine) {
      const read = await getItem(engine, 'app', CAN_KEY);
      if ('problem' in read) return read.problem;
      const { item } = read;
      if (!item) return notYet(`The product item of ${CAN} is gone: press Set up to bring it back.`);
      if (typeOf(item, 'stock') !== 'N')
        return notYet('The product item has no Number stock any more: keep name, price and stock on it.');
      if (item.description !== undefined)
        return notYet(
          'The product item still carries the description, so every stock update pays for all of it: move it to an item with SK DESCRIPTION and REMOVE it here.',
        );
      const collection = await itemCollection(engine, 'app', { PK: { S: CAN } });
      if ('problem' in collection) return collection.problem;
      const keeper = collection.items.find(
        (other) =>
          stringOf(other, 'SK') !== 'PRODUCT' &&
          Object.values(other).some((value) => value.S === DESCRIPTION),
      );
      if (!keeper)
        return notYet(
          `No item in ${CAN}’s collection holds the whole description, and the product page still needs it. Press Set up and copy it before removing it.`,
        );
      const [latest] = stockUpdates(engine);
      if (!latest)
        return notYet(
          `The description lives in ${stringOf(keeper, 'SK')}. Now sell a can: an UpdateItem of stock with "ReturnConsumedCapacity": "TOTAL".`,
        );
      if (!latest.reply) return notYet('Your latest stock update failed: fix it and run it again.');
      const consumed = consumedUnits(latest.reply);
      if (consumed === undefined)
        return notYet(
          'Your latest stock update did not say what it cost: add "ReturnConsumedCapacity": "TOTAL" and send it again.',
        );
      if (consumed > 1)
        return notYet(
          `Your latest stock update cost ${consumed} write units: the item was still bigger than 1 KB when it ran. Send it again now.`,
        );
      const stock = Number(item.stock.N);
      if (stock >= CAN_STOCK)
        return notYet(
          `The update cost 1 write unit, but stock is ${stock}, not below the ${CAN_STOCK} the set-up left: a sale takes a can off, so :minus1 is {"N": "-1"}. Press Set up and sell one again.`,
        );
      return pass(
        `1 write unit instead of 5: the product item is small now, and the description in ${stringOf(keeper, 'SK')} is written once instead of with every sale. A Query on ${CAN} still reads both for the product page.`,
      );
    },
    solution: [
      putCall('app', { PK: { S: CAN }, SK: { S: 'DESCRIPTION' }, description: { S: DESCRIPTION } }),
      {
        operation: 'UpdateItem',
        body: { TableName: 'app', Key: CAN_KEY, UpdateExpression: 'REMOVE description' },
      },
      {
        operation: 'UpdateItem',
        body: {
          TableName: 'app',
          Key: CAN_KEY,
          UpdateExpression: 'ADD stock :minus1',
          ExpressionAttributeValues: { ':minus1': { N: '-1' } },
          ReturnConsumedCapacity: 'TOTAL',
        },
      },
    ],
  },
];

export const questions: SelfCheck[] = [
  {
    question:
      'A post’s `likedBy` holds the ids of the users who liked it. Should it be a List or a String Set, and why?',
    answer:
      'A String Set. A like is a membership: each user counts once, and order does not matter. `ADD likedBy :u` and `DELETE likedBy :u` change the set without reading the item, so two users liking at once do not overwrite each other, and a second like by the same user changes nothing. A List would keep duplicates and needs its index to remove an entry. Keep a List where order or repeats matter, such as an order’s lines.',
  },
  {
    question:
      'An order item is 6.2 KB; its `status` changes five times in its life. What does each status update cost, and what does an eventually consistent GetItem of the order cost?',
    answer:
      'Each update is charged for the whole item, the larger of before and after, rounded up to whole KB: 7 write units, however small the change. The read rounds 6.2 KB up to 8 KB, two 4 KB units at 0.5 each: 1 read unit. If most of the 6.2 KB never changes, an item of its own in the same collection makes every status update cost 1.',
  },
];
