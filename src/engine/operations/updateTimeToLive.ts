/**
 * UpdateTimeToLive: turns TTL on for an attribute, or off. DynamoDB refuses a change that changes
 * nothing, a different attribute while TTL is on, and a second change within its cooldown (one hour
 * documented), with the messages below (recorded against AWS: architect/dynalite's tests and a
 * 2026 probe catalogue of ValidationException texts).
 */
import type { Engine } from '../engine.ts';
import { stillInUse, validation } from '../errors.ts';
import { disableTimeToLive, enableTimeToLive } from '../ttl/timeToLiveChange.ts';
import { isTimeToLiveOn } from '../ttl/timeToLiveState.ts';
import { validateUpdateTimeToLive } from '../validation/updateTimeToLive.ts';
import { tableNotFoundYet, unknownToSideServices } from './tableArrival.ts';
import { checkTimeToLiveSupported } from '../globalTables/strongFeatures.ts';
import { timeToLiveReplicas } from '../globalTables/groupSettings.ts';

export function updateTimeToLive(engine: Engine, body: object) {
  const request = validateUpdateTimeToLive(body);
  const table = engine.describeTarget(request.TableName);
  if (unknownToSideServices(engine, table)) throw tableNotFoundYet(table);
  // Worded unlike UpdateTable's "Table is being created: t" (ack-api-quirks dynamodb DDB-TABLE-115, 444).
  // A table being deleted is changed as an ACTIVE one until it is gone: 200, then "TimeToLive is
  // already enabled" (DDB-TABLE-118, 455).
  if (table.status === 'CREATING') throw stillInUse(`Table ${table.name} is being created`);
  const { Enabled: enabled, AttributeName: attributeName } = request.TimeToLiveSpecification;
  const state = table.timeToLive;
  const on = isTimeToLiveOn(state);
  if (on && state!.attributeName !== attributeName) {
    throw validation(
      `TimeToLive is active on a different AttributeName: current AttributeName is ${state!.attributeName}`,
    );
  }
  if (enabled && on) throw validation('TimeToLive is already enabled');
  if (!enabled && !on) throw validation('TimeToLive is already disabled');
  if (state && engine.now() - state.changedAt < engine.timeToLiveOptions.updateCooldownMs) {
    throw validation('Time to live has been modified multiple times within a fixed interval');
  }
  if (enabled) checkTimeToLiveSupported(table);
  const replicas = timeToLiveReplicas(engine, table);
  const targets = [{ engine, table }, ...replicas];
  for (const target of targets) {
    // A replica already as asked (a change that crossed this one) is left as it is.
    if (isTimeToLiveOn(target.table.timeToLive) === enabled) continue;
    if (enabled) enableTimeToLive(target.engine, target.table, attributeName);
    else disableTimeToLive(target.engine, target.table);
  }
  return { TimeToLiveSpecification: { Enabled: enabled, AttributeName: attributeName } };
}
