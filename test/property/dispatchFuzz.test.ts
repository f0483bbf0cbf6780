/**
 * Random and mutated requests through dispatch. Whatever arrives, the reply must be a success or an
 * error DynamoDB defines (never a 500, never a throw), and a rejected request must leave the data
 * exactly as it was.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Engine } from '../../src/engine/engine.ts';
import { wireType, type ErrorName } from '../../src/engine/errors.ts';
import { dispatch } from '../../src/protocol/dispatch.ts';
import { operationNames } from '../../src/protocol/operationTable.ts';
import { requestArbitrary } from './requestArbitrary.ts';

const DEFINED_ERRORS: ErrorName[] = [
  'ValidationException',
  'PolicyNotFoundException',
  'SerializationException',
  'ResourceNotFoundException',
  'ResourceInUseException',
  'ConditionalCheckFailedException',
  'LimitExceededException',
  // Capacity is enforced: a throttled request is a DynamoDB outcome as well.
  'ProvisionedThroughputExceededException',
  'ThrottlingException',
  // A resource-based policy's explicit Deny (the third test puts one in force).
  'AccessDeniedException',
];
const definedTypes = new Set(DEFINED_ERRORS.map(wireType));

function freshEngine(): Engine {
  const engine = new Engine({
    tableStatusDelayMs: 0,
    statisticsRefreshMs: 0,
    clock: { start: 0, running: false },
  });
  call(engine, 'CreateTable', {
    TableName: 'orders',
    KeySchema: [
      { AttributeName: 'PK', KeyType: 'HASH' },
      { AttributeName: 'SK', KeyType: 'RANGE' },
    ],
    AttributeDefinitions: [
      { AttributeName: 'PK', AttributeType: 'S' },
      { AttributeName: 'SK', AttributeType: 'N' },
    ],
    BillingMode: 'PAY_PER_REQUEST',
  });
  call(engine, 'CreateTable', {
    TableName: 'blobs',
    KeySchema: [{ AttributeName: 'id', KeyType: 'HASH' }],
    AttributeDefinitions: [{ AttributeName: 'id', AttributeType: 'B' }],
    ProvisionedThroughput: { ReadCapacityUnits: 5, WriteCapacityUnits: 5 },
  });
  for (let i = 0; i < 20; i++) {
    call(engine, 'PutItem', {
      TableName: 'orders',
      Item: {
        PK: { S: `c#${i % 3}` },
        SK: { N: String(i) },
        n: { N: String(i * 1.5) },
        tags: { SS: ['a', `t${i}`] },
      },
    });
  }
  return engine;
}

function call(engine: Engine, operation: string, body: unknown) {
  const reply = dispatch(engine, `DynamoDB_20120810.${operation}`, JSON.stringify(body));
  if (reply.status !== 200) throw new Error(`${operation} failed: ${reply.body}`);
  return JSON.parse(reply.body);
}

/** Everything observable about the data: table names, statuses and every stored item. */
function snapshot(engine: Engine): string {
  const tables = [...engine.tables.values()].map((table) => ({
    name: table.name,
    status: table.status,
    tags: [...table.tags],
    items: [...table.items.scanOrder.values()].flatMap((c) => [...c.items.values()].map((i) => i.attributes)),
    count: table.items.itemCount,
    bytes: table.items.sizeBytes,
  }));
  return JSON.stringify(tables);
}

function checkStoreConsistency(engine: Engine): void {
  for (const table of engine.tables.values()) {
    let count = 0;
    let bytes = 0;
    for (const collection of table.items.scanOrder.values()) {
      for (const item of collection.items.values()) {
        count++;
        bytes += item.size;
      }
    }
    expect(table.items.itemCount).toBe(count);
    expect(table.items.sizeBytes).toBe(bytes);
  }
}

describe('dispatch under random requests', () => {
  it('answers every request with success or a DynamoDB error, and errors change nothing', () => {
    const engine = freshEngine();
    const operations = operationNames().filter((name) => name !== 'DeleteTable');
    fc.assert(
      fc.property(requestArbitrary(operations), ({ operation, body }) => {
        const before = snapshot(engine);
        const reply = dispatch(engine, `DynamoDB_20120810.${operation}`, body);
        expect([200, 400]).toContain(reply.status);
        const parsed = JSON.parse(reply.body);
        if (reply.status === 400) {
          expect(definedTypes, reply.body).toContain(parsed.__type);
          expect(snapshot(engine)).toBe(before);
        }
        checkStoreConsistency(engine);
        // Capacity refills between requests, so most of them are served.
        engine.advance(100);
      }),
      { numRuns: 3000, seed: 20261130 },
    );
  });

  it('does the same with a resource-based policy denying some actions in force', () => {
    const engine = freshEngine();
    const arn = engine.tableArn('orders');
    call(engine, 'PutResourcePolicy', {
      ResourceArn: arn,
      Policy: JSON.stringify({
        Statement: [
          {
            Effect: 'Deny',
            Principal: '*',
            Action: ['dynamodb:Scan', 'dynamodb:BatchWriteItem', 'dynamodb:PartiQL*', 'dynamodb:DeleteItem'],
            Resource: [arn, `${arn}/index/*`],
          },
        ],
      }),
    });
    const operations = operationNames().filter(
      (name) => name !== 'DeleteTable' && !name.endsWith('ResourcePolicy'),
    );
    let denied = 0;
    fc.assert(
      fc.property(requestArbitrary(operations), ({ operation, body }) => {
        const before = snapshot(engine);
        const reply = dispatch(engine, `DynamoDB_20120810.${operation}`, body);
        expect([200, 400]).toContain(reply.status);
        if (reply.status === 400) {
          const type = JSON.parse(reply.body).__type;
          expect(definedTypes, reply.body).toContain(type);
          if (String(type).endsWith('#AccessDeniedException')) denied++;
          expect(snapshot(engine)).toBe(before);
        }
        engine.advance(100);
      }),
      { numRuns: 1500, seed: 20261203 },
    );
    // The random requests do reach the denied actions.
    expect(denied).toBeGreaterThan(10);
  });

  it('survives hostile bodies', () => {
    const engine = freshEngine();
    const hostile = [
      '',
      'null',
      '[]',
      '"x"',
      '{',
      '{"TableName":"orders","Key":' + '{"M":'.repeat(5000) + '{}' + '}'.repeat(5000) + '}',
      JSON.stringify({
        TableName: 'orders',
        Key: { PK: { S: 'a' }, SK: { N: '1' } },
        ProjectionExpression: 'a' + '.b'.repeat(5000),
      }),
      JSON.stringify({ TableName: 'orders', KeyConditionExpression: '('.repeat(20000) + 'PK = :v' }),
      JSON.stringify({ TableName: '__proto__', Item: { __proto__: { S: 'x' } } }),
      '{"__proto__":{"TableName":"orders"}}',
    ];
    for (const operation of ['GetItem', 'PutItem', 'Query', 'UpdateItem', 'Scan', 'CreateTable']) {
      for (const body of hostile) {
        const before = snapshot(engine);
        const reply = dispatch(engine, `DynamoDB_20120810.${operation}`, body);
        expect([200, 400], `${operation} ${body.slice(0, 80)}`).toContain(reply.status);
        if (reply.status === 400) {
          expect(definedTypes).toContain(JSON.parse(reply.body).__type);
          expect(snapshot(engine)).toBe(before);
        }
      }
    }
  });
});
