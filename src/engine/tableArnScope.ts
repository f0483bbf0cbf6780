/**
 * A table ARN of another account or Region given as TableName to a control-plane call: IAM refuses
 * the one, the endpoint cannot read the other (ack-api-quirks dynamodb DDB-TABLE-011, 442, probed
 * against AWS in 2026 with DescribeTable; UpdateTable and DeleteTable resolve an ARN alike).
 */
import type { Engine } from './engine.ts';
import { accessDenied, validation } from './errors.ts';

export function checkTableArnScope(engine: Engine, nameOrArn: string): void {
  const [arn, partition, service, region, account, resource] = nameOrArn.split(':');
  if (arn !== 'arn' || partition !== engine.partition || service !== 'dynamodb') return;
  if (!resource?.startsWith('table/')) return;
  if (account !== engine.accountId) throw accessDenied();
  if (region !== engine.region) {
    throw validation(`1 validation error detected: Invalid AWS region in '${nameOrArn}'`);
  }
}
