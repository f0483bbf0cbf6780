import { describe, expect, it } from 'vitest';
import type { StreamRecordWire } from '../../client/streamCalls.ts';
import {
  capNotice,
  compactItem,
  dropTrimmed,
  filterRecords,
  isTtlDeletion,
  RETENTION_MS,
  MAX_RECORDS_KEPT,
  mergeRecords,
  pageOf,
  PAGE_SIZE,
  shortSequence,
  shortShardId,
  type ShownRecord,
} from './streamRecordsModel.ts';

function entry(
  sequence: number | string,
  shardId = 'shardId-1',
  extra: Partial<StreamRecordWire> = {},
): ShownRecord {
  return {
    shardId,
    record: {
      eventID: `e${sequence}`,
      eventName: 'INSERT',
      eventVersion: '1.1',
      eventSource: 'aws:dynamodb',
      awsRegion: 'us-east-1',
      dynamodb: {
        ApproximateCreationDateTime: 0,
        Keys: { PK: { S: `k${sequence}` } },
        SequenceNumber: String(sequence).padStart(21, '0'),
        SizeBytes: 10,
        StreamViewType: 'KEYS_ONLY',
      },
      ...extra,
    },
  };
}

const sequences = (records: ShownRecord[]) =>
  records.map((shown) => Number(shown.record.dynamodb.SequenceNumber));

describe('stream records model', () => {
  it('merges reads from several shards into sequence order, once each, keeping the newest', () => {
    const merged = mergeRecords(
      [entry(1, 'a'), entry(4, 'a')],
      [entry(2, 'b'), entry(4, 'a'), entry(3, 'b')],
    );
    expect(sequences(merged)).toEqual([1, 2, 3, 4]);
    // 21 digits, then 22: compared by length first.
    const long = '1000000000000000000000';
    const ordered = mergeRecords([], [entry(long), entry(9)]).map(
      (shown) => shown.record.dynamodb.SequenceNumber,
    );
    expect(ordered).toEqual(['000000000000000000009', long]);
    const many = Array.from({ length: MAX_RECORDS_KEPT + 5 }, (_, i) => entry(i + 1));
    const kept = mergeRecords([], many);
    expect(kept).toHaveLength(MAX_RECORDS_KEPT);
    expect(sequences(kept)[0]).toBe(6);
  });

  it('drops records once the clock passes their 24 hours, not a second before the engine does', () => {
    const at = (sequence: number, seconds: number) => {
      const shown = entry(sequence);
      shown.record.dynamodb.ApproximateCreationDateTime = seconds;
      return shown;
    };
    const records = [at(1, 1_000), at(2, 5_000)];
    // Written within second 1,000 (1,000,000–1,000,999 ms): the engine may keep it until 1,000,999 ms + 24 h.
    expect(dropTrimmed(records, 1_000_999 + RETENTION_MS)).toBe(records);
    expect(sequences(dropTrimmed(records, 1_001_000 + RETENTION_MS))).toEqual([2]);
    // A fast-forward of days leaves nothing.
    expect(dropTrimmed(records, 5_000_000 + 3 * RETENTION_MS)).toEqual([]);
  });

  it('says so once the list holds as many records as it keeps', () => {
    expect(capNotice(MAX_RECORDS_KEPT - 1)).toBeUndefined();
    expect(capNotice(MAX_RECORDS_KEPT)).toMatch(/^Showing the newest 2,000 records/);
    expect(capNotice(MAX_RECORDS_KEPT)).toContain('read them with GetRecords (Read it yourself, below)');
  });

  it('tells TTL deletions by their service identity, and filters by event and shard', () => {
    const ttl = entry(3, 'b', {
      eventName: 'REMOVE',
      userIdentity: { Type: 'Service', PrincipalId: 'dynamodb.amazonaws.com' },
    });
    const removed = entry(2, 'a', { eventName: 'REMOVE' });
    const records = [entry(1, 'a'), removed, ttl];
    expect(isTtlDeletion(ttl.record)).toBe(true);
    expect(isTtlDeletion(removed.record)).toBe(false);
    expect(sequences(filterRecords(records, 'REMOVE', ''))).toEqual([2, 3]);
    expect(sequences(filterRecords(records, 'ttl', ''))).toEqual([3]);
    expect(sequences(filterRecords(records, 'all', 'a'))).toEqual([1, 2]);
  });

  it('pages newest first and keeps the page in range', () => {
    const records = Array.from({ length: PAGE_SIZE * 2 + 3 }, (_, i) => i + 1);
    expect(pageOf(records, 0)).toMatchObject({ pages: 3, page: 0 });
    expect(pageOf(records, 0).rows[0]).toBe(PAGE_SIZE * 2 + 3);
    expect(pageOf(records, 2).rows).toEqual([3, 2, 1]);
    expect(pageOf(records, 9).page).toBe(2);
    expect(pageOf([], 0)).toEqual({ rows: [], pages: 1, page: 0 });
  });

  it('writes items compactly, names such as __proto__ included', () => {
    const item = JSON.parse(
      '{"__proto__": {"S": "x"}, "n": {"N": "1.50"}, "tags": {"SS": ["a"]}, "l": {"L": [{"N": "1"}]}, "m": {"M": {}}, "b": {"BOOL": false}}',
    );
    expect(compactItem(item)).toBe(
      '__proto__: "x", n: 1.50, tags: {"a"}, l: [1 element], m: {0 attributes}, b: false',
    );
    expect(compactItem(undefined)).toBe('');
    expect(compactItem({ s: { S: 'y'.repeat(300) } }, 20)).toHaveLength(20);
  });

  it('shortens sequence numbers and shard ids to their telling part', () => {
    expect(shortSequence('000000000000000000042')).toBe('42');
    expect(shortSequence('000000000000123456789012')).toBe('…56789012');
    expect(shortShardId('shardId-00000001796024510205-5ba58409')).toBe('…5ba58409');
  });
});
