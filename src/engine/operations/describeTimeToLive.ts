/**
 * DescribeTimeToLive: the table's TTL status and attribute. DynamoDB refuses it while the table is
 * being created or deleted, with a ValidationException (recorded in a 2026 probe of AWS); a restore's
 * target and a replica being added are not found until ACTIVE (tableArrival.ts).
 */
import type { Engine } from '../engine.ts';
import { validation } from '../errors.ts';
import { describeTimeToLiveState } from '../ttl/timeToLiveState.ts';
import { validateDescribeTimeToLive } from '../validation/describeTimeToLive.ts';
import { hiddenUntilActive, tableNotFoundYet } from './tableArrival.ts';

export function describeTimeToLive(engine: Engine, body: object) {
  const request = validateDescribeTimeToLive(body);
  const table = engine.describeTarget(request.TableName);
  if (hiddenUntilActive(engine, table)) throw tableNotFoundYet(table);
  if (table.status === 'CREATING' || table.status === 'DELETING') {
    throw validation(
      `Cannot describe time to live while table is in ${table.status} state: Current table state is ${table.status}`,
    );
  }
  return { TimeToLiveDescription: describeTimeToLiveState(table.timeToLive) };
}
