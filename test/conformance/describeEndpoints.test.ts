/**
 * DescribeEndpoints conformance: the regional endpoint and a cache period of 1440 minutes, as
 * API_DescribeEndpoints.html documents. The address names the engine's region, in its partition's
 * domain (amazonaws.com.cn in China).
 */
import { describe, expect, it } from 'vitest';
import { Engine } from '../../src/engine/engine.ts';
import { createDispatch } from '../../src/protocol/dispatch.ts';
import { ALL_TRANSPORTS, ok, useEndpoint } from './support/suite.ts';

const context = useEndpoint();

describe.each(ALL_TRANSPORTS)('DescribeEndpoints functionality via %s', (via) => {
  it('answers the regional endpoint, cacheable for a day', async () => {
    expect(ok(await context.call[via]('DescribeEndpoints', {}))).toEqual({
      Endpoints: [{ Address: 'dynamodb.us-east-1.amazonaws.com', CachePeriodInMinutes: 1440 }],
    });
  });
});

describe('DescribeEndpoints in another region', () => {
  it.each([
    ['ap-south-1', 'dynamodb.ap-south-1.amazonaws.com'],
    ['cn-north-1', 'dynamodb.cn-north-1.amazonaws.com.cn'],
    ['us-gov-west-1', 'dynamodb.us-gov-west-1.amazonaws.com'],
  ])('names %s, under its partition’s domain', (region, Address) => {
    const dispatch = createDispatch(new Engine({ region }));
    const reply = dispatch('DynamoDB_20120810.DescribeEndpoints', '{}');
    expect(reply.status).toBe(200);
    expect(JSON.parse(reply.body)).toEqual({ Endpoints: [{ Address, CachePeriodInMinutes: 1440 }] });
  });
});
