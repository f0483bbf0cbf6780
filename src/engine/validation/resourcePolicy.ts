/**
 * Request shapes of PutResourcePolicy, GetResourcePolicy and DeleteResourcePolicy (API reference),
 * and the checks on their ResourceArn that need no table: DynamoDB's answers for a bare name, another
 * service, account, Region or partition, an index or a backup, as AWS gave them in 2026 (ack-api-
 * quirks dynamodb DDB-TABLE-212).
 */
import { invalidParameter, notResourceOwner } from '../errors.ts';
import { compileRequest } from './shape/compileRequest.ts';
import { boolean, string, structure } from './shape/shapes.ts';

export interface PutResourcePolicyRequest {
  ResourceArn: string;
  Policy: string;
  ExpectedRevisionId?: string;
  ConfirmRemoveSelfResourceAccess?: boolean;
}

export interface GetResourcePolicyRequest {
  ResourceArn: string;
}

export interface DeleteResourcePolicyRequest {
  ResourceArn: string;
  ExpectedRevisionId?: string;
}

const resourceArn = string({ required: true, min: 1, max: 1283 });
const revisionId = string({ min: 1, max: 255 });

export const validatePutResourcePolicy = compileRequest<PutResourcePolicyRequest>(
  structure('PutResourcePolicyInput', {
    ResourceArn: resourceArn,
    Policy: string({ required: true }),
    ExpectedRevisionId: revisionId,
    ConfirmRemoveSelfResourceAccess: boolean(),
  }),
);

export const validateGetResourcePolicy = compileRequest<GetResourcePolicyRequest>(
  structure('GetResourcePolicyInput', { ResourceArn: resourceArn }),
);

export const validateDeleteResourcePolicy = compileRequest<DeleteResourcePolicyRequest>(
  structure('DeleteResourcePolicyInput', { ResourceArn: resourceArn, ExpectedRevisionId: revisionId }),
);

/** What a policy ARN names: a table, or one of its streams (by label). */
export interface PolicyArn {
  tableName: string;
  streamLabel?: string;
}

/** The engine's account, Region and partition, which a policy ARN must name. */
export interface ArnHome {
  accountId: string;
  region: string;
  partition: string;
}

export function parsePolicyArn(arn: string, home: ArnHome): PolicyArn {
  if (!arn.startsWith('arn:')) throw invalidParameter(`ARNs must start with 'arn:': ${arn}`);
  const [, partition, service, region, account, ...rest] = arn.split(':');
  if (service !== 'dynamodb' || rest.length === 0) {
    throw invalidParameter(`Provided Arn is not a DynamoDB resource arn: ${arn}`);
  }
  if (account !== home.accountId) {
    throw notResourceOwner();
  }
  if (region !== home.region || partition !== home.partition) {
    throw invalidParameter(`Invalid resource Arn: ${arn}`);
  }
  const path = rest.join(':').split('/');
  if (path[0] !== 'table' || !path[1]) throw invalidParameter(`Invalid resource Arn: ${arn}`);
  if (path.length === 2) return { tableName: path[1] };
  if (path[2] === 'backup' || path[2] === 'export' || path[2] === 'import') {
    throw invalidParameter(`Provided Arn is not a DynamoDB resource arn: ${arn}`);
  }
  if (path[2] !== 'stream' || path.length !== 4 || !path[3]) {
    throw invalidParameter(
      `Invalid resource arn provided, only table or stream is accepted. Provided resource arn: ${arn}`,
    );
  }
  return { tableName: path[1], streamLabel: path[3] };
}
