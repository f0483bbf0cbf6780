/** Lesson 8's exercises: a catalog refreshed by one BatchWriteItem, a cart page read by one BatchGetItem. */
import {
  allPages,
  latestResult,
  learnerCalls,
  notYet,
  numberOf,
  pass,
  stringOf,
  type WireItem,
} from '../../src/features/lessons/checkHelpers.ts';
import { createAppTable, createTableCall, putCall } from '../../src/features/lessons/lessonCalls.ts';
import type {
  Exercise,
  LessonEngine,
  RecordedCall,
  SelfCheck,
} from '../../src/features/lessons/lessonTypes.ts';

type Product = { id: string; name: string; price: number; stock: number };

const keyOf = (id: string) => `PRODUCT#${id}`;
const productItem = (product: Product): WireItem => ({
  PK: { S: keyOf(product.id) },
  name: { S: product.name },
  price: { N: String(product.price) },
  stock: { N: String(product.stock) },
});

const CUP: Product = { id: 'p01', name: 'Espresso cup', price: 9, stock: 40 };
const REPRICED_CUP: Product = { ...CUP, price: 8 };
const DISCONTINUED: Product[] = [
  { id: 'p02', name: 'Stovetop kettle', price: 35, stock: 0 },
  { id: 'p03', name: 'Milk frother', price: 28, stock: 0 },
];
const NEW_PRODUCTS: Product[] = [
  { id: 'p04', name: 'Pour-over dripper', price: 22, stock: 15 },
  { id: 'p05', name: 'Hand grinder', price: 45, stock: 6 },
  { id: 'p06', name: 'Paper filters', price: 4, stock: 120 },
  { id: 'p07', name: 'Gooseneck kettle', price: 39, stock: 9 },
  { id: 'p08', name: 'Coffee scale', price: 25, stock: 12 },
];
/** The catalog once refreshed: what exercise 1 builds and exercise 2 starts from. */
const CATALOG = [REPRICED_CUP, ...NEW_PRODUCTS];
const CHANGES = CATALOG.length + DISCONTINUED.length;

type WriteTarget = { TableName?: unknown; Item?: WireItem; Key?: WireItem };

/** The product (PK) a single write names, if it is one on `products`. */
const productOf = (target: WriteTarget) =>
  target.TableName === 'products' ? stringOf(target.Item ?? target.Key, 'PK') : undefined;

/** Which products (PK values) one learner call wrote or deleted, if it succeeded. */
function productsTouched(call: RecordedCall): string[] {
  if (!call.reply) return []; // a refused request changed nothing
  const request = call.request as WriteTarget & { TransactItems?: Record<string, WriteTarget>[] };
  let touched: (string | undefined)[] = [];
  if (['PutItem', 'UpdateItem', 'DeleteItem'].includes(call.operation)) touched = [productOf(request)];
  else if (call.operation === 'TransactWriteItems')
    touched = (request.TransactItems ?? []).flatMap((action) =>
      // A ConditionCheck reads an item without changing it.
      Object.entries(action).map(([kind, target]) =>
        kind === 'ConditionCheck' ? undefined : productOf(target),
      ),
    );
  else if (call.operation === 'BatchWriteItem') {
    const skipped = batchWrites(call.reply.UnprocessedItems);
    touched = batchWrites(call.request.RequestItems).filter((pk) => !skipped.includes(pk));
  }
  return touched.filter((pk) => pk !== undefined);
}

/** The products a batch's RequestItems (or UnprocessedItems) puts or deletes. */
function batchWrites(requestItems: unknown): (string | undefined)[] {
  const writes = (requestItems as Record<string, unknown[]> | undefined)?.products ?? [];
  return writes.map((write) => {
    const { PutRequest, DeleteRequest } = write as {
      PutRequest?: { Item: WireItem };
      DeleteRequest?: { Key: WireItem };
    };
    return stringOf(PutRequest?.Item ?? DeleteRequest?.Key, 'PK');
  });
}

/** What the catalog's state says is still to do, or undefined when it is right. */
function catalogProblem(items: WireItem[]): string | undefined {
  const byKey = new Map(items.map((item) => [stringOf(item, 'PK'), item]));
  const stillThere = DISCONTINUED.find((product) => byKey.has(keyOf(product.id)));
  if (stillThere) return `${keyOf(stillThere.id)} is still in the catalog: add a DeleteRequest for it.`;
  const cup = byKey.get(keyOf(CUP.id));
  if (!cup) return `${keyOf(CUP.id)} is gone: it stays in the catalog at price 8. Set up and try again.`;
  if (numberOf(cup, 'price') !== REPRICED_CUP.price)
    return `${keyOf(CUP.id)} has price ${numberOf(cup, 'price') ?? 'missing'}: put it again with price ${REPRICED_CUP.price}.`;
  const lost = (['name', 'stock'] as const).filter(
    (name) => (name === 'name' ? stringOf(cup, name) : numberOf(cup, name)) !== CUP[name],
  );
  if (lost.length > 0)
    return `${keyOf(CUP.id)} has the new price but lost its ${lost.join(' and ')}: a PutRequest replaces the whole item, so send every attribute along with the price.`;
  for (const product of NEW_PRODUCTS) {
    const item = byKey.get(keyOf(product.id));
    if (!item) return `${keyOf(product.id)} is not in the catalog yet: add a PutRequest for it.`;
    if (stringOf(item, 'name') !== product.name)
      return `${keyOf(product.id)} should be named "${product.name}".`;
    for (const name of ['price', 'stock'] as const)
      if (numberOf(item, name) !== product[name])
        return `${keyOf(product.id)} has ${name} ${numberOf(item, name) ?? 'missing'}; it should be ${product[name]}.`;
  }
  const expected = new Set(CATALOG.map((product) => keyOf(product.id)));
  const extra = items.find((item) => !expected.has(stringOf(item, 'PK')!));
  if (extra)
    return `${stringOf(extra, 'PK')} is not part of the new catalog: remove it, or Set up and start again.`;
  return undefined;
}

async function checkCatalog(engine: LessonEngine) {
  const scanned = await allPages(engine, 'Scan', { TableName: 'products', ConsistentRead: true });
  if ('problem' in scanned) return scanned.problem;
  const problem = catalogProblem(scanned.items);
  if (problem) return notYet(problem);
  // The state is right; was each change made by a batch? The newest call that touched a key made it.
  const calls = engine.recentCalls();
  for (const pk of [...CATALOG, ...DISCONTINUED].map((product) => keyOf(product.id))) {
    const last = calls.find((call) => productsTouched(call).includes(pk));
    const how = last ? `was last changed with ${last.operation}` : 'was not changed by your Console requests';
    if (last?.operation !== 'BatchWriteItem')
      return notYet(
        `${pk} ${how}: make every change with BatchWriteItem${last?.operation === 'UpdateItem' ? ', which has no update — put the whole item' : ''}.`,
      );
  }
  const batches = calls.filter(
    (call) => call.operation === 'BatchWriteItem' && productsTouched(call).length > 0,
  ).length;
  return pass(
    batches === 1
      ? `All ${CHANGES} changes in one BatchWriteItem: one round trip instead of ${CHANGES}, for the same ${CHANGES} write units.`
      : `All ${CHANGES} changes made with BatchWriteItem, in ${batches} requests. They would fit in one: a batch takes up to 25.`,
  );
}

const CART = ['p04', 'p06', 'p08'].map(keyOf);
const PROFILE_KEY = { PK: { S: 'CUSTOMER#42' }, SK: { S: 'PROFILE' } };
const CART_ATTRIBUTES = ['PK', 'name', 'price'];
const DESCRIPTION = 'Long copy for the product page, which the cart does not show.';

type BatchGetRequest = Record<string, { ConsistentRead?: boolean } | undefined>;

async function checkCart(engine: LessonEngine) {
  const result = latestResult(learnerCalls(engine, 'BatchGetItem'), 'BatchGetItem');
  if ('problem' in result) return result.problem;
  const latest = result.call;
  const requested = (latest.request.RequestItems ?? {}) as BatchGetRequest;
  const responses = (latest.reply.Responses ?? {}) as Record<string, WireItem[]>;
  if (Object.keys((latest.reply.UnprocessedKeys as object | undefined) ?? {}).length > 0)
    return notYet(
      'Some keys came back in UnprocessedKeys: DynamoDB did not read them this time. Run it again.',
    );
  if (!requested.app)
    return notYet(
      'Your latest BatchGetItem did not read from app: add the profile’s key (PK CUSTOMER#42, SK PROFILE) under app.',
    );
  if (
    !(responses.app ?? []).some(
      (item) => stringOf(item, 'PK') === 'CUSTOMER#42' && stringOf(item, 'SK') === 'PROFILE',
    )
  )
    return notYet('The reply has no profile of CUSTOMER#42: its key is PK CUSTOMER#42 and SK PROFILE.');
  if (!requested.products)
    return notYet(
      'Your latest BatchGetItem did not read from products: add the three cart products’ keys under products.',
    );
  const products = responses.products ?? [];
  if (products.some((item) => stringOf(item, 'PK') === undefined))
    return notYet(
      'The products came back without PK, so you cannot tell which is which: a batch answers in no particular order. Keep PK in the ProjectionExpression.',
    );
  const returned = products.map((item) => stringOf(item, 'PK')!);
  const missing = CART.find((pk) => !returned.includes(pk));
  if (missing) return notYet(`${missing} is not in the reply: add its key under products.`);
  const extra = returned.find((pk) => !CART.includes(pk));
  if (extra) return notYet(`The reply also holds ${extra}, which is not in the cart.`);
  const attributes = new Set(products.flatMap((item) => Object.keys(item)));
  const surplus = [...attributes].filter((name) => !CART_ATTRIBUTES.includes(name));
  const absent = CART_ATTRIBUTES.filter((name) => !attributes.has(name));
  if (surplus.length > 0 || absent.length > 0)
    return notYet(
      `The products came back ${surplus.length > 0 ? `with ${surplus.join(' and ')}` : `without ${absent.join(' and ')}`}: ask for just PK, name and price with a ProjectionExpression under products (name needs a placeholder).`,
    );
  if (requested.products.ConsistentRead !== true)
    return notYet(
      'The products were read eventually consistent: add "ConsistentRead": true under products. The profile can stay as it is.',
    );
  return pass(
    'Four items from two tables in one round trip: the prices strongly consistent and trimmed to PK, name and price, the profile eventually consistent. It costs 3 × 1 + 0.5 = 3.5 read units, as four GetItems would.',
  );
}

export const exercises: Exercise[] = [
  {
    id: 'refresh-catalog',
    title: 'Refresh the catalog in one batch',
    task:
      'Table `products` (partition key `PK`) holds `PRODUCT#p01` (“Espresso cup”, `price` 9, `stock` 40) and two ' +
      'discontinued products, `PRODUCT#p02` and `PRODUCT#p03`. Send one BatchWriteItem that:\n\n' +
      '- deletes `PRODUCT#p02` and `PRODUCT#p03`;\n' +
      '- lowers the espresso cup’s price to 8, keeping its name and stock;\n' +
      '- adds these products, each with `name`, `price` and `stock`:\n\n' +
      '| PK | name | price | stock |\n| --- | --- | --- | --- |\n' +
      NEW_PRODUCTS.map((p) => `| ${keyOf(p.id)} | ${p.name} | ${p.price} | ${p.stock} |`).join('\n'),
    hints: [
      'The body is `{"RequestItems": {"products": [ … ]}}`, each entry either `{"PutRequest": {"Item": { … }}}` or `{"DeleteRequest": {"Key": {"PK": {"S": "PRODUCT#p02"}}}}`.',
      'A batch has no UpdateRequest: re-price the cup with a PutRequest carrying PK, name, price 8 and stock 40.',
      `That is ${CHANGES} requests, well under the limit of 25. In JavaScript mode, \`BatchWriteCommand\` from lib-dynamodb takes plain values.`,
    ],
    setup: {
      resetTables: ['products'],
      calls: [
        createTableCall('products', { hash: 'PK' }),
        ...[CUP, ...DISCONTINUED].map((product) => putCall('products', productItem(product))),
      ],
    },
    check: checkCatalog,
    solution: [
      {
        operation: 'BatchWriteItem',
        body: {
          RequestItems: {
            products: [
              ...DISCONTINUED.map((product) => ({
                DeleteRequest: { Key: { PK: { S: keyOf(product.id) } } },
              })),
              ...CATALOG.map((product) => ({ PutRequest: { Item: productItem(product) } })),
            ],
          },
        },
      },
    ],
  },
  {
    id: 'cart-in-one-request',
    title: 'A cart page in one request',
    task:
      'Customer 42’s cart holds `PRODUCT#p04`, `PRODUCT#p06` and `PRODUCT#p08`. Read what the cart page needs with ' +
      'one BatchGetItem: from `app`, the profile (`PK` CUSTOMER#42, `SK` PROFILE); from `products`, the three cart ' +
      'products with only `PK`, `name` and `price` (not the long `description`, nor `stock`), read strongly consistent ' +
      'so the prices are current. The profile may be read eventually consistent. “Check” looks at your latest BatchGetItem.',
    hints: [
      'RequestItems has one entry per table: `"app": {"Keys": [ … ]}` and `"products": {"Keys": [ … ], …}`.',
      'Under products, add `"ProjectionExpression": "PK, #n, price"` with `"ExpressionAttributeNames": {"#n": "name"}`, and `"ConsistentRead": true`.',
    ],
    setup: {
      resetTables: ['products', 'app'],
      calls: [
        createTableCall('products', { hash: 'PK' }),
        ...CATALOG.map((product) =>
          putCall('products', { ...productItem(product), description: { S: DESCRIPTION } }),
        ),
        createAppTable(),
        putCall('app', { ...PROFILE_KEY, name: { S: 'Ada' }, city: { S: 'London' } }),
      ],
    },
    check: checkCart,
    solution: [
      {
        operation: 'BatchGetItem',
        body: {
          RequestItems: {
            app: { Keys: [PROFILE_KEY] },
            products: {
              Keys: CART.map((pk) => ({ PK: { S: pk } })),
              ConsistentRead: true,
              ProjectionExpression: 'PK, #n, price',
              ExpressionAttributeNames: { '#n': 'name' },
            },
          },
        },
      },
    ],
  },
];

export const questions: SelfCheck[] = [
  {
    question:
      'A nightly job loads 10,000 items with BatchWriteItem, logs no errors, and the table ends up with 9,200 items. What went wrong?',
    answer:
      'Some batches came back with `UnprocessedItems`, and the job never looked. A partial batch is a successful call, not an exception. The job must resend each reply’s `UnprocessedItems`, waiting longer after each partial reply (exponential backoff with jitter), until the map is empty. Batching saved it round trips, not capacity: the load still needs 10,000 items’ worth of write units.',
  },
  {
    question:
      'You want to lower the price of 20 products, but only for those whose `price` has not changed since you read it. Can one BatchWriteItem do that?',
    answer:
      'No. A batch has only whole-item puts and deletes, with no conditions and no updates, and the same item may not appear twice in it. Use a conditional `UpdateItem` per product, or `TransactWriteItems`, whose `Update` actions take a `ConditionExpression` each (up to 100 items, at twice the write cost, and all or nothing).',
  },
];
