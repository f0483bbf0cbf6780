/**
 * DescribeLimits conformance: DynamoDB's default provisioned-capacity quotas (ServiceQuotas.html:
 * 40,000 read and write units per table, 80,000 per account). The request takes no parameters and
 * ignores any it is sent.
 */
import { describe, expect, it } from 'vitest';
import { ALL_TRANSPORTS, ok, useEndpoint, WIRE_TRANSPORTS } from './support/suite.ts';

const context = useEndpoint();
const LIMITS = {
  AccountMaxReadCapacityUnits: 80000,
  AccountMaxWriteCapacityUnits: 80000,
  TableMaxReadCapacityUnits: 40000,
  TableMaxWriteCapacityUnits: 40000,
};

describe('DescribeLimits serializations', () => {
  it('ignores unknown members of any type', async () => {
    for (const via of WIRE_TRANSPORTS) {
      expect(ok(await context.call[via]('DescribeLimits', { anything: [1, { a: null }] }))).toEqual(LIMITS);
    }
  });
});

describe.each(ALL_TRANSPORTS)('DescribeLimits functionality via %s', (via) => {
  it('answers the default quotas', async () => {
    expect(ok(await context.call[via]('DescribeLimits', {}))).toEqual(LIMITS);
  });
});
