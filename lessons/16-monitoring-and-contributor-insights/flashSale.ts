/**
 * Lesson 16's second exercise replays a flash sale on one SKU, sold with optimistic locking by four
 * checkouts at a time: the calls of its set-up, and the figures its check compares with.
 */
import type { LessonCall } from '../../src/features/lessons/lessonTypes.ts';

export const INVENTORY = 'inventory';
export const HOT = 'SKU#5038';
export const START = { stock: 500, version: 3 };
/** Each round four checkouts read the same version; one write wins, three fail their condition. */
export const ROUNDS = 30;
const CHECKOUTS = 4;
export const AFTER_SALE = START.stock - ROUNDS;
/** The other SKUs, with versions from a long life of updates: the version alone gives nothing away. */
export const OTHERS: [string, number, number][] = [
  ['SKU#1204', 80, 57],
  ['SKU#2290', 15, 12],
  ['SKU#3317', 240, 41],
  ['SKU#6152', 64, 28],
  ['SKU#7731', 9, 90],
];

export const skuKey = (sku: string) => ({ PK: { S: sku } });
const getSku = (sku: string): LessonCall => ({
  operation: 'GetItem',
  body: { TableName: INVENTORY, Key: skuKey(sku) },
});

/** One round of the sale: every checkout read stock s and version v, and writes s - 1 on version v. */
export function saleRound(round: number): LessonCall[] {
  const read = { stock: START.stock - round, version: START.version + round };
  const write = {
    operation: 'UpdateItem',
    body: {
      TableName: INVENTORY,
      Key: skuKey(HOT),
      UpdateExpression: 'SET stock = :stock, version = :next',
      ConditionExpression: 'version = :read',
      ExpressionAttributeValues: {
        ':stock': { N: String(read.stock - 1) },
        ':next': { N: String(read.version + 1) },
        ':read': { N: String(read.version) },
      },
    },
  };
  return [
    ...Array.from({ length: CHECKOUTS }, () => getSku(HOT)),
    write,
    ...Array.from({ length: CHECKOUTS - 1 }, () => ({
      ...write,
      expectError: 'ConditionalCheckFailedException',
    })),
    // Ordinary browsing of the other products goes on meanwhile.
    getSku(OTHERS[round % OTHERS.length][0]),
  ];
}
