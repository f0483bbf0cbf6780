import { afterEach, describe, expect, it } from 'vitest';
import { printedOutput } from './cliOutput.ts';
import { isoTimestamp, withCliTimestamps } from './cliTimestamps.ts';

const zone = process.env.TZ;
afterEach(() => {
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
});

describe('timestamps as the AWS CLI v2 prints them', () => {
  it('are ISO 8601 in the local time zone, with microseconds only when there are any', () => {
    // What aws-cli/2.9.19 printed for the same CreationDateTime, with TZ=Europe/Paris and with UTC.
    process.env.TZ = 'Europe/Paris';
    expect(isoTimestamp(1796051657.08)).toBe('2026-11-30T16:14:17.080000+01:00');
    process.env.TZ = 'UTC';
    expect(isoTimestamp(1796051657.08)).toBe('2026-11-30T15:14:17.080000+00:00');
    expect(isoTimestamp(1796051657)).toBe('2026-11-30T15:14:17+00:00');
    process.env.TZ = 'America/St_Johns';
    expect(isoTimestamp(1796051657.5)).toBe('2026-11-30T11:44:17.500000-03:30');
  });

  it('replace only the timestamp members of a reply, which --query then sees', () => {
    process.env.TZ = 'UTC';
    const reply = {
      Table: {
        TableName: 'app',
        CreationDateTime: 1796051657.08,
        BillingModeSummary: { LastUpdateToPayPerRequestDateTime: 1796051657 },
      },
      Items: [{ CreationDateTime: { N: '5' } }],
    };
    expect(withCliTimestamps(reply)).toEqual({
      Table: {
        TableName: 'app',
        CreationDateTime: '2026-11-30T15:14:17.080000+00:00',
        BillingModeSummary: { LastUpdateToPayPerRequestDateTime: '2026-11-30T15:14:17+00:00' },
      },
      Items: [{ CreationDateTime: { N: '5' } }],
    });
    expect(printedOutput({ operation: 'DescribeTable', query: 'Table.CreationDateTime' }, reply)).toBe(
      '"2026-11-30T15:14:17.080000+00:00"',
    );
    expect(reply.Table.CreationDateTime).toBe(1796051657.08);
  });
});
