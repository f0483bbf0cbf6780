/**
 * The ResourceArn of the tagging operations: a DynamoDB table ARN. Whether it names this Region and
 * an existing table needs the engine; these are the checks on its form, with the messages DynamoDB
 * answers (architect/dynalite's tagResource tests; a 2026 catalogue of DynamoDB's messages).
 */
import { invalidParameter, validation } from '../errors.ts';

const TABLE_NAME = /^[a-zA-Z0-9_.-]{3,255}$/;

/** A missing ResourceArn gets this answer before any constraint is checked. */
export function requireResourceArn(request: { ResourceArn?: string }): void {
  if (request.ResourceArn === undefined) throw validation('Invalid TableArn');
}

export function checkTableArn(arn: string): void {
  if (!arn.startsWith('arn:')) throw invalidParameter(`ARNs must start with 'arn:': ${arn}`);
  const parts = arn.split(':');
  if (parts.length < 6) throw invalidArn(arn);
  if (parts[2] !== 'dynamodb') throw invalidParameter(`Provided Arn is not a DynamoDB resource arn: ${arn}`);
  const resource = parts.slice(5).join(':').split('/');
  if (resource[0] !== 'table' || resource.length < 2 || !TABLE_NAME.test(resource[1])) throw invalidArn(arn);
  // A backup is no tagging resource at all (ack-api-quirks dynamodb DDB-BACKUP-013, DDB-TABLE-212).
  if (resource[2] === 'backup') {
    throw invalidParameter(`Provided Arn is not a DynamoDB resource arn: ${arn}`);
  }
  if (resource.length > 2 && resource[2] !== 'stream') {
    throw invalidParameter(
      `Invalid resource arn provided, only table or stream is accepted. Provided resource arn: ${arn}`,
    );
  }
}

/** The answer to a table ARN DynamoDB cannot read, or of another Region (operations/tagTarget.ts). */
export function invalidArn(arn: string): Error {
  return validation(`Invalid TableArn: Invalid ResourceArn provided as input ${arn}`);
}
