/**
 * Stream record contents through dispatch: what each view type carries for INSERT, MODIFY and
 * REMOVE (API_streams_StreamRecord.html), that a write which changes nothing leaves no record
 * (Streams.html), and that every writer — batch writes and transactions included — is captured.
 */
import { describe, expect, it } from 'vitest';
import { ok, testEngine } from '../helpers/wire.ts';
import { createStreamTable, latestStreamArn, readStream } from './streamHelpers.ts';

const VIEW_TYPES = ['KEYS_ONLY', 'NEW_IMAGE', 'OLD_IMAGE', 'NEW_AND_OLD_IMAGES'] as const;

function writeInsertModifyRemove(engine: ReturnType<typeof testEngine>, table: string): void {
  ok(engine, 'PutItem', { TableName: table, Item: { id: { S: 'a' }, v: { N: '1' } } });
  ok(engine, 'UpdateItem', {
    TableName: table,
    Key: { id: { S: 'a' } },
    UpdateExpression: 'SET v = :two',
    ExpressionAttributeValues: { ':two': { N: '2' } },
  });
  ok(engine, 'DeleteItem', { TableName: table, Key: { id: { S: 'a' } } });
}

describe('records for each view type', () => {
  const keys = { id: { S: 'a' } };
  const first = { id: { S: 'a' }, v: { N: '1' } };
  const second = { id: { S: 'a' }, v: { N: '2' } };
  const expected: Record<(typeof VIEW_TYPES)[number], object[]> = {
    KEYS_ONLY: [{ Keys: keys }, { Keys: keys }, { Keys: keys }],
    NEW_IMAGE: [{ Keys: keys, NewImage: first }, { Keys: keys, NewImage: second }, { Keys: keys }],
    OLD_IMAGE: [{ Keys: keys }, { Keys: keys, OldImage: first }, { Keys: keys, OldImage: second }],
    NEW_AND_OLD_IMAGES: [
      { Keys: keys, NewImage: first },
      { Keys: keys, NewImage: second, OldImage: first },
      { Keys: keys, OldImage: second },
    ],
  };
  // Sizes: keys "id"+"a" = 3 bytes; each image "id"+"a" + "v"+1 = 6 bytes (numberSize("1") is 2).
  const sizes = {
    KEYS_ONLY: [3, 3, 3],
    NEW_IMAGE: [9, 9, 3],
    OLD_IMAGE: [3, 9, 9],
    NEW_AND_OLD_IMAGES: [9, 15, 9],
  };

  it.each(VIEW_TYPES)('%s', (viewType) => {
    const engine = testEngine();
    createStreamTable(engine, 'orders', viewType);
    writeInsertModifyRemove(engine, 'orders');
    const records = readStream(engine, latestStreamArn(engine, 'orders'));
    expect(records.map((r) => r.eventName)).toEqual(['INSERT', 'MODIFY', 'REMOVE']);
    records.forEach((record, i) => {
      const { ApproximateCreationDateTime, SequenceNumber, SizeBytes, StreamViewType, ...images } =
        record.dynamodb;
      expect(images).toEqual(expected[viewType][i]);
      expect(StreamViewType).toBe(viewType);
      expect(SizeBytes).toBe(sizes[viewType][i]);
      expect(ApproximateCreationDateTime).toBe(Date.UTC(2026, 10, 30) / 1000);
      expect(SequenceNumber).toMatch(/^\d{21,40}$/);
      expect(record).toMatchObject({
        eventVersion: '1.1',
        eventSource: 'aws:dynamodb',
        awsRegion: 'us-east-1',
      });
      expect(record.eventID).toMatch(/^[0-9a-f]{32}$/);
      expect(record.userIdentity).toBeUndefined();
    });
    const sequences = records.map((r) => BigInt(r.dynamodb.SequenceNumber));
    expect([...sequences].sort((a, b) => (a < b ? -1 : 1))).toEqual(sequences);
    expect(new Set(records.map((r) => r.eventID)).size).toBe(3);
  });

  it('uses the engine region and rounds the creation time down to the second', () => {
    const engine = testEngine({
      region: 'eu-west-1',
      clock: { start: Date.UTC(2026, 0, 1) + 1999, running: false },
    });
    createStreamTable(engine, 'orders', 'KEYS_ONLY');
    ok(engine, 'PutItem', { TableName: 'orders', Item: { id: { S: 'x' } } });
    const [record] = readStream(engine, latestStreamArn(engine, 'orders'));
    expect(record.awsRegion).toBe('eu-west-1');
    expect(record.dynamodb.ApproximateCreationDateTime).toBe(Date.UTC(2026, 0, 1) / 1000 + 1);
  });
});

describe('a record only when an item really changes', () => {
  it('skips identical puts, no-op updates, deletes of missing items and failed conditions', () => {
    const engine = testEngine();
    createStreamTable(engine, 'orders', 'NEW_AND_OLD_IMAGES');
    const item = { id: { S: 'a' }, tags: { SS: ['x', 'y'] }, n: { N: '1.50' } };
    ok(engine, 'PutItem', { TableName: 'orders', Item: item });
    ok(engine, 'PutItem', {
      TableName: 'orders',
      Item: { ...item, tags: { SS: ['y', 'x'] }, n: { N: '1.5' } },
    });
    ok(engine, 'UpdateItem', {
      TableName: 'orders',
      Key: { id: { S: 'a' } },
      UpdateExpression: 'SET n = :n',
      ExpressionAttributeValues: { ':n': { N: '1.5' } },
    });
    ok(engine, 'DeleteItem', { TableName: 'orders', Key: { id: { S: 'missing' } } });
    const failed = ok(engine, 'BatchWriteItem', {
      RequestItems: { orders: [{ PutRequest: { Item: item } }] },
    });
    expect(failed.UnprocessedItems).toEqual({});
    expect(
      JSON.stringify(ok(engine, 'GetItem', { TableName: 'orders', Key: { id: { S: 'a' } } }).Item),
    ).toContain('1.5');
    const records = readStream(engine, latestStreamArn(engine, 'orders'));
    expect(records.map((r) => r.eventName)).toEqual(['INSERT']);
  });

  it('captures batch writes and transactions, each change once', () => {
    const engine = testEngine();
    createStreamTable(engine, 'orders', 'KEYS_ONLY');
    ok(engine, 'BatchWriteItem', {
      RequestItems: {
        orders: [
          { PutRequest: { Item: { id: { S: 'b1' } } } },
          { PutRequest: { Item: { id: { S: 'b2' } } } },
        ],
      },
    });
    ok(engine, 'TransactWriteItems', {
      TransactItems: [
        { Put: { TableName: 'orders', Item: { id: { S: 't1' } } } },
        { Delete: { TableName: 'orders', Key: { id: { S: 'b1' } } } },
        {
          ConditionCheck: {
            TableName: 'orders',
            Key: { id: { S: 'b2' } },
            ConditionExpression: 'attribute_exists(id)',
          },
        },
      ],
    });
    const records = readStream(engine, latestStreamArn(engine, 'orders'));
    expect(records.map((r) => `${r.eventName} ${r.dynamodb.Keys.id.S}`)).toEqual([
      'INSERT b1',
      'INSERT b2',
      'INSERT t1',
      'REMOVE b1',
    ]);
  });

  it('keeps untrusted attribute names as ordinary names', () => {
    const engine = testEngine();
    createStreamTable(engine, 'orders', 'NEW_IMAGE');
    const item = JSON.parse('{"id":{"S":"a"},"__proto__":{"S":"p"},"constructor":{"N":"1"}}');
    ok(engine, 'PutItem', { TableName: 'orders', Item: item });
    const [record] = readStream(engine, latestStreamArn(engine, 'orders'));
    expect(Object.keys(record.dynamodb.NewImage).sort()).toEqual(['__proto__', 'constructor', 'id']);
  });
});

describe('order per item', () => {
  it('delivers every change of an item once, in order', () => {
    const engine = testEngine({ capacity: { enforce: false } });
    createStreamTable(engine, 'counters', 'NEW_IMAGE', {
      BillingMode: 'PAY_PER_REQUEST',
      ProvisionedThroughput: undefined,
    });
    for (let i = 1; i <= 300; i++) {
      ok(engine, 'UpdateItem', {
        TableName: 'counters',
        Key: { id: { S: `k${i % 7}` } },
        UpdateExpression: 'ADD n :one',
        ExpressionAttributeValues: { ':one': { N: '1' } },
      });
    }
    const records = readStream(engine, latestStreamArn(engine, 'counters'));
    expect(records).toHaveLength(300);
    const perKey = new Map<string, number[]>();
    for (const record of records) {
      const key = record.dynamodb.Keys.id.S as string;
      perKey.set(key, [...(perKey.get(key) ?? []), Number(record.dynamodb.NewImage.n.N)]);
    }
    for (const values of perKey.values()) expect(values).toEqual(values.map((_, i) => i + 1));
  });
});
