/** DescribeEndpoints: the regional endpoint and how long clients may cache it (24 hours). */
import type { Engine } from '../engine.ts';
import { validateDescribeEndpoints } from '../validation/describeEndpoints.ts';

export function describeEndpoints(engine: Engine, body: object) {
  validateDescribeEndpoints(body);
  return { Endpoints: [{ Address: `dynamodb.${engine.region}.amazonaws.com`, CachePeriodInMinutes: 1440 }] };
}
