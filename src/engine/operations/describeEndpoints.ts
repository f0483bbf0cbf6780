/** DescribeEndpoints: the regional endpoint and how long clients may cache it (24 hours). */
import type { Engine } from '../engine.ts';
import { dynamoDbHost } from '../partition.ts';
import { validateDescribeEndpoints } from '../validation/describeEndpoints.ts';

export function describeEndpoints(engine: Engine, body: object) {
  validateDescribeEndpoints(body);
  return { Endpoints: [{ Address: dynamoDbHost(engine.region), CachePeriodInMinutes: 1440 }] };
}
