/** Lesson 17's index: by-status-region on the orders, and the check that it is there as asked. */
import {
  indexProblem,
  notYet,
  type IndexShape,
  type TableShape,
} from '../../src/features/lessons/checkHelpers.ts';
import type { CheckResult, LessonEngine } from '../../src/features/lessons/lessonTypes.ts';

export const TABLE = 'orders';
export const INDEX = 'by-status-region';

/** The new index's key, in order, and the type each attribute has in the items. */
export const KEY: readonly { name: string; role: 'HASH' | 'RANGE'; type: 'S' | 'N' }[] = [
  { name: 'status', role: 'HASH', type: 'S' },
  { name: 'region', role: 'HASH', type: 'S' },
  { name: 'orderDate', role: 'RANGE', type: 'S' },
  { name: 'total', role: 'RANGE', type: 'N' },
];
export const keyDefinitions = KEY.map((k) => ({ AttributeName: k.name, AttributeType: k.type }));
export const newIndex = {
  IndexName: INDEX,
  KeySchema: KEY.map((k) => ({ AttributeName: k.name, KeyType: k.role })),
  Projection: { ProjectionType: 'ALL' },
};

const typeName = (type: string | undefined) =>
  ({ S: 'a string (S)', N: 'a number (N)', B: 'binary (B)' })[type ?? ''] ?? 'undefined';

/**
 * What is wrong with by-status-region's keys, or undefined when they are the four attributes asked
 * for, each defined with the type the orders store. (globalIndexProblem knows one HASH and one RANGE
 * attribute; this one reads the lists.)
 */
function keysProblem(
  index: IndexShape,
  definitions: TableShape['AttributeDefinitions'],
): CheckResult | undefined {
  const named = (role: string) =>
    index.KeySchema.filter((k) => k.KeyType === role).map((k) => k.AttributeName);
  const [hash, range] = [named('HASH'), named('RANGE')];
  // Every partition attribute takes an equality, so their order changes no Query: either is fine.
  if ([...hash].sort().join() !== 'region,status')
    return notYet(
      `${INDEX}’s partition key is ${hash.join(' + ')}; the task asks for status and region, both HASH: each Query then names one status and one region, and DynamoDB hashes the two together.`,
    );
  if (range.join() === 'total,orderDate')
    return notYet(
      `${INDEX} sorts by total first, then orderDate. Sort attributes narrow a Query from left to right, so with total first a day could be picked only for one exact total. List orderDate first, then total; press Set up to start again.`,
    );
  if (range.join() !== 'orderDate,total')
    return notYet(
      `${INDEX}’s sort key is ${range.join(' + ') || 'missing'}; the task asks for orderDate, then total (both RANGE, in that order).`,
    );
  for (const { name, type } of KEY) {
    const defined = definitions.find((d) => d.AttributeName === name)?.AttributeType;
    if (defined === type) continue;
    const consequence = name === 'total' ? ', and as text "95" would sort after "1040"' : '';
    return notYet(
      `${name} is defined as ${typeName(defined)}, but the orders store it as ${typeName(type)}: the index left every order out${consequence}. Press Set up and define ${name} as ${type}.`,
    );
  }
  return undefined;
}

/** What is still wrong with by-status-region, or undefined once it is ACTIVE with the four attributes. */
export const multiKeyIndexProblem = (engine: LessonEngine): Promise<CheckResult | undefined> =>
  indexProblem(engine, TABLE, INDEX, keysProblem);
