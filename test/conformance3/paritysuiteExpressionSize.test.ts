/**
 * The 4096-byte cap on every expression parameter, as paritysuite/dynamodb-conformance measured it
 * against DynamoDB (tests/tier3/limits/expressionSize.test.ts; eu-west-2, us-east-1, eu-central-1
 * and ap-southeast-2, 2026-07-12; TransactWriteItems 2026-09-12): counted on the raw string as sent,
 * before aliases are substituted; 4096 bytes accepted, 4097 refused on every surface, and an
 * oversized transaction member refuses the whole request before any member runs. Through dispatch.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { fails, ok, testEngine } from '../helpers/wire.ts';
import { createHashTable } from './support/paritysuiteTables.ts';
import type { Engine } from '../../src/engine/engine.ts';

const LIMIT = 4096;
const SIZE_MESSAGE = 'Expression size has exceeded the maximum allowed size';
const T = 'hash';
let engine: Engine;

beforeEach(() => {
  engine = testEngine();
  createHashTable(engine, T);
});

/** A valid attribute name of `length` letters ending in its index, never a reserved word. */
const padName = (i: number, length = 50) => 'a'.repeat(length - `x${i}`.length) + `x${i}`;

/** Clauses joined to exactly `target` bytes, the last name stretched to land on the byte. */
function toBytes(
  target: number,
  prefix: string,
  joiner: string,
  clause: (i: number, length: number) => string,
) {
  const parts: string[] = [];
  let total = prefix.length;
  for (let i = 0; ; i++) {
    const next = (parts.length ? joiner.length : 0) + clause(i, 50).length;
    if (total + next > target) break;
    parts.push(clause(i, 50));
    total += next;
  }
  parts[parts.length - 1] = clause(parts.length - 1, 50 + target - total);
  const expression = prefix + parts.join(joiner);
  expect(expression).toHaveLength(target);
  return { expression, values: Object.fromEntries(parts.map((_, i) => [`:v${i}`, { S: 'x' }])) };
}

const update = (target: number) => toBytes(target, 'SET ', ', ', (i, n) => `${padName(i, n)} = :v${i}`);
const condition = (target: number) =>
  toBytes(target, '', ' AND ', (i, n) => `attribute_not_exists(${padName(i, n)})`).expression;
const filter = (target: number) => toBytes(target, '', ' OR ', (i, n) => `${padName(i, n)} = :v${i}`);
const projection = (target: number) => toBytes(target, '', ', ', (i, n) => padName(i, n)).expression;

function tooLarge(operation: string, body: Record<string, unknown>) {
  const reply = fails(engine, operation, body);
  expect(reply.type).toBe('ValidationException');
  expect(reply.message).toContain(SIZE_MESSAGE);
}

const key = (id: string) => ({ pk: { S: id } });
const stored = (id: string) => ok(engine, 'GetItem', { TableName: T, Key: key(id) }).Item;

describe('expression size (tests/tier3/limits/expressionSize.test.ts)', () => {
  it('applies an UpdateExpression of 4096 bytes and refuses one of 4097', () => {
    const at = update(LIMIT);
    ok(engine, 'UpdateItem', {
      TableName: T,
      Key: key('upd-at'),
      UpdateExpression: at.expression,
      ExpressionAttributeValues: at.values,
    });
    expect(stored('upd-at')[padName(0)]).toEqual({ S: 'x' });
    const over = update(LIMIT + 1);
    tooLarge('UpdateItem', {
      TableName: T,
      Key: key('upd-over'),
      UpdateExpression: over.expression,
      ExpressionAttributeValues: over.values,
    });
    expect(stored('upd-over')).toBeUndefined();
  });

  it('evaluates a ConditionExpression of 4096 bytes and refuses one of 4097', () => {
    ok(engine, 'PutItem', { TableName: T, Item: key('cond-at'), ConditionExpression: condition(LIMIT) });
    tooLarge('PutItem', { TableName: T, Item: key('cond-over'), ConditionExpression: condition(LIMIT + 1) });
    expect(stored('cond-over')).toBeUndefined();
  });

  it('filters a Query and a Scan with 4096 bytes and refuses 4097', () => {
    ok(engine, 'PutItem', { TableName: T, Item: { ...key('qfilter-at'), [padName(0)]: { S: 'x' } } });
    const at = filter(LIMIT);
    const query = (FilterExpression: string, values: Record<string, unknown>) => ({
      TableName: T,
      KeyConditionExpression: 'pk = :pk',
      FilterExpression,
      ExpressionAttributeValues: { ...values, ':pk': { S: 'qfilter-at' } },
    });
    expect(ok(engine, 'Query', query(at.expression, at.values)).Count).toBe(1);
    expect(
      ok(engine, 'Scan', {
        TableName: T,
        FilterExpression: at.expression,
        ExpressionAttributeValues: at.values,
      }).Count,
    ).toBe(1);
    const over = filter(LIMIT + 1);
    tooLarge('Query', query(over.expression, over.values));
    tooLarge('Scan', {
      TableName: T,
      FilterExpression: over.expression,
      ExpressionAttributeValues: over.values,
    });
  });

  it('applies a ProjectionExpression of 4096 bytes, refuses 4097, and counts aliases unexpanded', () => {
    ok(engine, 'PutItem', {
      TableName: T,
      Item: { ...key('proj-at'), [padName(0)]: { S: 'present' }, real: { S: 'y' } },
    });
    const got = ok(engine, 'GetItem', {
      TableName: T,
      Key: key('proj-at'),
      ProjectionExpression: projection(LIMIT),
    });
    expect(got.Item).toEqual({ [padName(0)]: { S: 'present' } });
    tooLarge('GetItem', { TableName: T, Key: key('proj-over'), ProjectionExpression: projection(LIMIT + 1) });
    const aliases = Array.from({ length: 30 }, (_, i) => `#a${i}`);
    const names = Object.fromEntries(aliases.map((alias, i) => [alias, 'n'.repeat(246) + `q${i}`]));
    const aliased = ok(engine, 'GetItem', {
      TableName: T,
      Key: key('proj-at'),
      ProjectionExpression: aliases.join(', '),
      ExpressionAttributeNames: names,
    });
    expect(aliased.Item).toEqual({});
  });

  it('holds inside TransactWriteItems, refusing the whole request before any member runs', () => {
    const put = (id: string, ConditionExpression?: string) => ({
      Put: {
        TableName: T,
        Item: { ...key(id), real: { S: 'y' } },
        ...(ConditionExpression ? { ConditionExpression } : {}),
      },
    });
    ok(engine, 'TransactWriteItems', { TransactItems: [put('twi-cond-at', condition(LIMIT))] });
    expect(stored('twi-cond-at').real).toEqual({ S: 'y' });
    tooLarge('TransactWriteItems', { TransactItems: [put('twi-cond-over', condition(LIMIT + 1))] });
    const over = update(LIMIT + 1);
    tooLarge('TransactWriteItems', {
      TransactItems: [
        {
          Update: {
            TableName: T,
            Key: key('twi-upd-over'),
            UpdateExpression: over.expression,
            ExpressionAttributeValues: over.values,
          },
        },
      ],
    });
    tooLarge('TransactWriteItems', {
      TransactItems: [put('twi-second-first'), put('twi-second-over', condition(LIMIT + 1))],
    });
    expect(stored('twi-second-first')).toBeUndefined();
  });
});
