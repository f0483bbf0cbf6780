/** DescribeLimits: DynamoDB's default quotas for provisioned capacity (Service Quotas page). */
import type { Engine } from '../engine.ts';
import { validateDescribeLimits } from '../validation/describeLimits.ts';

export const ACCOUNT_MAX_CAPACITY_UNITS = 80_000;
export const TABLE_MAX_CAPACITY_UNITS = 40_000;

export function describeLimits(_engine: Engine, body: object) {
  validateDescribeLimits(body);
  return {
    AccountMaxReadCapacityUnits: ACCOUNT_MAX_CAPACITY_UNITS,
    AccountMaxWriteCapacityUnits: ACCOUNT_MAX_CAPACITY_UNITS,
    TableMaxReadCapacityUnits: TABLE_MAX_CAPACITY_UNITS,
    TableMaxWriteCapacityUnits: TABLE_MAX_CAPACITY_UNITS,
  };
}
