/**
 * The request context a policy's Condition is tested against (IAM User Guide, "Policy evaluation
 * logic" and "AWS global condition context keys"), for one action on one resource. The sandbox fills
 * the keys whose values it has:
 *
 * - aws:PrincipalArn, aws:PrincipalAccount, aws:PrincipalType ("Account", the root user's type),
 *   aws:userid (the account id, for the root user) — its one caller, the account's root user;
 * - aws:ResourceAccount, aws:RequestedRegion — the engine's account and Region;
 * - aws:CurrentTime, aws:EpochTime — the engine clock;
 * - aws:SecureTransport "true" — the sandbox stands for DynamoDB's HTTPS endpoint, which the SDKs use;
 * - aws:ResourceTag/<key> — the table's tags (for the table and its indexes; a stream has none);
 * - aws:RequestTag/<key> and aws:TagKeys on TagResource, aws:TagKeys on UntagResource;
 * - DynamoDB's own keys (dynamodbConditionKeys.ts), a PartiQL statement's read from the statement
 *   (partiql/statementConditionKeys.ts); dynamodb:EnclosingOperation, the transaction an action runs
 *   in (requestResources.ts); for a PartiQL SELECT dynamodb:FullTableScan, "true" when it reads its
 *   whole table or index, "false" when it runs as Queries (partiql/statementAccess.ts).
 *
 * Every other key is missing from the sandbox's requests, as it is from a request on AWS that does
 * not carry it: no VPC endpoint or VPC (aws:SourceVpce, aws:SourceVpc), no source IP (aws:SourceIp),
 * no MFA, no session, principal or organization tags (aws:PrincipalTag/…, aws:PrincipalOrgID), no
 * calling service (aws:SourceArn, aws:SourceAccount, aws:CalledVia), no aws:username (the root user
 * has none). IAM's rules for a missing key then decide (conditionEvaluation.ts): a Deny "unless the
 * request comes through my VPC endpoint" (StringNotEquals on aws:SourceVpce) refuses the sandbox's
 * requests, as it would refuse a request from outside the VPC.
 */
import type { Engine } from '../engine.ts';
import type { Table } from '../storage/table.ts';
import type { RequestContext } from './conditionEvaluation.ts';
import { addDynamoDBKeys, addStatementKeys } from './dynamodbConditionKeys.ts';
import type { Fields } from './lenientFields.ts';
import type { RequestedAccess } from './requestResources.ts';

/** The request context for `access` on `table`; `caller` is the root user's ARN. */
export function requestContext(
  engine: Engine,
  table: Table | undefined,
  access: Pick<RequestedAccess, 'action' | 'streamArn' | 'request' | 'enclosingOperation' | 'statement'>,
  caller: string,
): RequestContext {
  const now = engine.now();
  const context = new Map<string, string[]>([
    ['aws:principalarn', [caller]],
    ['aws:principalaccount', [engine.accountId]],
    ['aws:principaltype', ['Account']],
    ['aws:userid', [engine.accountId]],
    ['aws:resourceaccount', [engine.accountId]],
    ['aws:requestedregion', [engine.region]],
    // IAM writes the time to the second, in UTC.
    ['aws:currenttime', [new Date(Math.floor(now / 1000) * 1000).toISOString().replace('.000Z', 'Z')]],
    ['aws:epochtime', [String(Math.floor(now / 1000))]],
    ['aws:securetransport', ['true']],
  ]);
  if (table && !access.streamArn) {
    for (const [key, value] of table.tags) context.set(`aws:resourcetag/${key.toLowerCase()}`, [value]);
  }
  const request = access.request ?? {};
  if (access.action === 'dynamodb:TagResource' && Array.isArray(request.Tags)) {
    const keys: string[] = [];
    for (const tag of request.Tags as Fields[]) {
      if (typeof tag?.Key !== 'string' || typeof tag.Value !== 'string') continue;
      keys.push(tag.Key);
      context.set(`aws:requesttag/${tag.Key.toLowerCase()}`, [tag.Value]);
    }
    context.set('aws:tagkeys', keys);
  }
  if (access.action === 'dynamodb:UntagResource' && Array.isArray(request.TagKeys)) {
    context.set(
      'aws:tagkeys',
      (request.TagKeys as unknown[]).filter((key): key is string => typeof key === 'string'),
    );
  }
  if (table && !access.streamArn) {
    if (access.statement) addStatementKeys(context, access.statement.conditionKeys(), request);
    else addDynamoDBKeys(context, table, access.action, request);
  }
  if (access.enclosingOperation) context.set('dynamodb:enclosingoperation', [access.enclosingOperation]);
  const scans = access.statement?.fullTableScan();
  if (scans !== undefined) context.set('dynamodb:fulltablescan', [String(scans)]);
  return context;
}
