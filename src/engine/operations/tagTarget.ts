/** The table a tagging call addresses by ARN, with DynamoDB's errors for unknown or busy tables. */
import type { Engine } from '../engine.ts';
import { DynamoDBError, resourceNotFound, stillInUse, validation } from '../errors.ts';
import { invalidArn } from '../validation/resourceArn.ts';
import type { Table } from '../storage/table.ts';
import { unknownToTagging } from './tableArrival.ts';
import { forgottenWhileDeleting } from './tableDeparture.ts';

/** DynamoDB allows at most 50 tags on a resource. */
export const MAX_TAGS = 50;

/** The tagging operations, named as IAM names their actions. */
export type TaggingAction = 'TagResource' | 'UntagResource' | 'ListTagsOfResource';

/**
 * The table a tagging call names. An ARN in another account is refused by IAM before DynamoDB looks
 * for the table: the sandbox's caller is its account's root user, and nothing in the other account
 * grants it access (nubo-db/dynamodb-conformance tests/tier2/tags/basic.test.ts).
 */
export function taggableTable(engine: Engine, arn: string, action: TaggingAction): Table {
  const account = arn.split(':')[4];
  if (account !== engine.accountId) {
    throw new DynamoDBError(
      'AccessDeniedException',
      `User: arn:${engine.partition}:iam::${engine.accountId}:root is not authorized to perform: dynamodb:${action} on resource: ${arn} because no resource-based policy allows the dynamodb:${action} action`,
    );
  }
  // Another Region's ARN is malformed to this Region's endpoint (ack-api-quirks dynamodb DDB-TABLE-442,
  // recorded for ListTagsOfResource; TagResource and UntagResource share its ARN checks).
  if (arn.split(':')[3] !== engine.region) {
    throw invalidArn(arn);
  }
  const table = engine.tableByArn(arn);
  // A table being created is unknown to tagging at first (tableArrival.ts), one being deleted soon
  // after DeleteTable (tableDeparture.ts).
  if (!table || forgottenWhileDeleting(engine, table) || unknownToTagging(engine, table)) {
    // The spelling AWS answers in 2026 for all three operations (ack-api-quirks dynamodb
    // DDB-TABLE-070, 104, 374); recordings up to 2022 had "ResourcArn", and UntagResource no ARN.
    throw resourceNotFound(`Requested resource not found: ResourceArn: ${arn} not found`);
  }
  // Then TagResource is refused until the table is ACTIVE, UntagResource changes nothing and
  // ListTagsOfResource shows no tags (ack-api-quirks dynamodb DDB-TABLE-101).
  if (table.status === 'CREATING' && action === 'TagResource') {
    throw stillInUse(`Table is being created: ${table.name}`);
  }
  if (table.status === 'DELETING' && action !== 'ListTagsOfResource') {
    throw stillInUse(`Table is being deleted: ${table.name}`);
  }
  return table;
}

export function checkTagCount(count: number): void {
  if (count > MAX_TAGS) {
    throw validation('Number of Tags exceed the current limit for the provided ResourceArn');
  }
}
