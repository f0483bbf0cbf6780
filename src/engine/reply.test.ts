import { crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { attributeMapJson, javaDouble, RawJson, storedItemJson, stringifyReply } from './reply.ts';
import type { StoredItem } from './storage/itemStore.ts';
import type { AttributeMap } from './values/types.ts';
import { ReplyChecksum } from './wireChecksum.ts';

describe('stringifyReply', () => {
  it('writes the numbers of ConsumedCapacity as doubles, as DynamoDB does, and others as they are', () => {
    const reply = {
      Count: 2,
      ConsumedCapacity: {
        TableName: 'app',
        CapacityUnits: 3,
        Table: { CapacityUnits: 1.5 },
        GlobalSecondaryIndexes: { byStatus: { CapacityUnits: 1, ReadCapacityUnits: 1 } },
        LocalSecondaryIndexes: undefined,
      },
    };
    expect(stringifyReply(reply)).toBe(
      '{"Count":2,"ConsumedCapacity":{"TableName":"app","CapacityUnits":3.0,"Table":{"CapacityUnits":1.5},' +
        '"GlobalSecondaryIndexes":{"byStatus":{"CapacityUnits":1.0,"ReadCapacityUnits":1.0}}}}',
    );
  });

  it('writes lists of ConsumedCapacity (batches, transactions) and SizeEstimateRangeGB as doubles', () => {
    const reply = {
      ConsumedCapacity: [{ TableName: 'a', CapacityUnits: 2 }],
      ItemCollectionMetrics: {
        a: [{ ItemCollectionKey: new RawJson('{"PK":{"N":"7"}}'), SizeEstimateRangeGB: [0, 1] }],
      },
    };
    expect(stringifyReply(reply)).toBe(
      '{"ConsumedCapacity":[{"TableName":"a","CapacityUnits":2.0}],' +
        '"ItemCollectionMetrics":{"a":[{"ItemCollectionKey":{"PK":{"N":"7"}},"SizeEstimateRangeGB":[0.0,1.0]}]}}',
    );
  });

  it('leaves long members such as ProvisionedThroughput as integers', () => {
    expect(stringifyReply({ ProvisionedThroughput: { ReadCapacityUnits: 5 } })).toBe(
      '{"ProvisionedThroughput":{"ReadCapacityUnits":5}}',
    );
  });
});

describe('javaDouble', () => {
  it('prints as Java’s Double.toString', () => {
    expect([0, 1, 0.5, 128, 9_999_999, 0.001].map(javaDouble)).toEqual([
      '0.0',
      '1.0',
      '0.5',
      '128.0',
      '9999999.0',
      '0.001',
    ]);
    expect([1e7, 12_345_678.5, 0.00025].map(javaDouble)).toEqual(['1.0E7', '1.23456785E7', '2.5E-4']);
  });
});

describe('stringifyReply timestamps', () => {
  it('writes them as epoch seconds in Java’s double notation, whole seconds included', () => {
    expect(stringifyReply({ Table: { CreationDateTime: 1_796_113_864.694, TableSizeBytes: 10 } })).toBe(
      '{"Table":{"CreationDateTime":1.796113864694E9,"TableSizeBytes":10}}',
    );
    expect(stringifyReply({ BackupDetails: { BackupCreationDateTime: 1_796_113_864 } })).toBe(
      '{"BackupDetails":{"BackupCreationDateTime":1.796113864E9}}',
    );
  });
});

describe('stringifyReply with a checksum', () => {
  const stored = (attributes: AttributeMap): StoredItem => ({
    attributes,
    size: 0,
    json: undefined,
    checksum: undefined,
  });
  const written = (reply: unknown) => {
    const sum = new ReplyChecksum();
    const body = stringifyReply(reply, false, sum);
    expect(body).toBe(stringifyReply(reply));
    return { body, sum };
  };

  it('sums the reply as written, and caches each stored item’s checksum for the next reply', () => {
    const items = [
      stored({ pk: { S: 'é😀' }, n: { N: '1' } }),
      stored({ pk: { S: 'b' }, tags: { SS: ['x', 'y'] }, nested: { M: { deep: { L: [{ NULL: true }] } } } }),
    ];
    const reply = () => ({
      Items: items.map(storedItemJson),
      Count: 2,
      LastEvaluatedKey: attributeMapJson({ pk: { S: 'b' } }),
      ConsumedCapacity: { TableName: 't', CapacityUnits: 0.5 },
    });
    const first = written(reply());
    expect(first.sum.complete).toBe(true);
    expect(first.sum.crc >>> 0).toBe(crc32(first.body));
    expect(first.sum.bytes).toBe(Buffer.byteLength(first.body));
    expect(items.every((item) => item.checksum !== undefined)).toBe(true);
    // Read again, from the cache: the same sum.
    const cached = items.map((item) => item.checksum);
    const second = written(reply());
    expect(second.sum.crc).toBe(first.sum.crc);
    expect(items.map((item) => item.checksum)).toEqual(cached);
  });

  it('gives up on long JSON with no stored item to cache its checksum on, so the transport sums the bytes', () => {
    const long = new RawJson(JSON.stringify({ text: { S: 'x'.repeat(300) } }));
    expect(written({ Item: long }).sum.complete).toBe(false);
    const short = new RawJson(JSON.stringify({ text: { S: 'x'.repeat(100) } }));
    const { body, sum } = written({ Item: short });
    expect([sum.complete, sum.crc >>> 0]).toEqual([true, crc32(body)]);
  });
});
