/** DescribeLimits: DynamoDB's default quotas for provisioned capacity (Service Quotas page). */
import type { Engine } from '../engine.ts';
import { ACCOUNT_QUOTA_UNITS, TABLE_QUOTA_UNITS } from '../capacity/limits.ts';
import { validateDescribeLimits } from '../validation/describeLimits.ts';

export function describeLimits(_engine: Engine, body: object) {
  validateDescribeLimits(body);
  return {
    AccountMaxReadCapacityUnits: ACCOUNT_QUOTA_UNITS,
    AccountMaxWriteCapacityUnits: ACCOUNT_QUOTA_UNITS,
    TableMaxReadCapacityUnits: TABLE_QUOTA_UNITS,
    TableMaxWriteCapacityUnits: TABLE_QUOTA_UNITS,
  };
}
