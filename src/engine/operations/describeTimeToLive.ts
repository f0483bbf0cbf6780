/**
 * DescribeTimeToLive: the table's TTL status and attribute. DynamoDB refuses it while the table is
 * being created or deleted, with a ValidationException (recorded in a 2026 probe of AWS).
 */
import type { Engine } from '../engine.ts';
import { validation } from '../errors.ts';
import { describeTimeToLiveState } from '../ttl/timeToLiveState.ts';
import { validateDescribeTimeToLive } from '../validation/describeTimeToLive.ts';

export function describeTimeToLive(engine: Engine, body: object) {
  const request = validateDescribeTimeToLive(body);
  const table = engine.describeTarget(request.TableName);
  if (table.status === 'CREATING' || table.status === 'DELETING') {
    throw validation(
      `Cannot describe time to live while table is in ${table.status} state: Current table state is ${table.status}`,
    );
  }
  return { TimeToLiveDescription: describeTimeToLiveState(table.timeToLive) };
}
