import { describe, expect, it } from 'vitest';
import { earlierStreamNote } from './earlierStreamNote.ts';

const arn = (label: string) => `arn:aws:dynamodb:us-east-1:000000000000:table/orders/stream/${label}`;
/** A table of that name created at 10:00:00.500 on 1 December 2026, its stream enabled with it. */
const table = {
  TableName: 'orders',
  CreationDateTime: Date.UTC(2026, 11, 1, 10, 0, 0, 500) / 1000,
  LatestStreamArn: arn('2026-12-01T10:00:00.500'),
};

describe('the note on a trigger that reads another stream', () => {
  it('says nothing for the table’s current stream', () => {
    expect(earlierStreamNote(table.LatestStreamArn, table)).toBeUndefined();
    expect(earlierStreamNote(undefined, table)).toBeUndefined();
  });

  it('calls a stream of this table, since disabled or replaced, an earlier stream of this table', () => {
    expect(
      earlierStreamNote(arn('2026-12-01T10:00:00.500'), {
        ...table,
        LatestStreamArn: arn('2026-12-01T11:00:00.000'),
      }),
    ).toBe(
      'Reads an earlier stream of this table (2026-12-01T10:00:00.500), readable for 24 hours after it was disabled. Delete the trigger and create it again to read the current one.',
    );
  });

  it('says a stream from before the table was created belonged to a deleted table of the same name', () => {
    expect(earlierStreamNote(arn('2026-12-01T09:59:59.000'), table)).toBe(
      'Reads the stream 2026-12-01T09:59:59.000 of an earlier table named “orders”, which was deleted before this table was created with the same name. That stream stays readable for 24 hours after the deletion. Delete the trigger and create it again to read this table’s stream.',
    );
    // Recreated without a stream: still the earlier table's.
    expect(
      earlierStreamNote(arn('2026-12-01T09:59:59.000'), { ...table, LatestStreamArn: undefined }),
    ).toMatch(/^Reads the stream 2026-12-01T09:59:59\.000 of an earlier table named “orders”/);
  });
});
