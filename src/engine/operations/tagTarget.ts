/** The table a tagging call addresses by ARN, with DynamoDB's errors for unknown or busy tables. */
import type { Engine } from '../engine.ts';
import { resourceInUse, resourceNotFound, validation } from '../errors.ts';
import type { Table } from '../storage/table.ts';

/** DynamoDB allows at most 50 tags on a resource. */
export const MAX_TAGS = 50;

export function taggableTable(engine: Engine, arn: string): Table {
  const table = engine.tableByArn(arn);
  if (!table || table.status === 'DELETING')
    throw resourceNotFound(`Requested resource not found: ResourcArn: ${arn} not found`);
  if (table.status === 'CREATING') {
    throw resourceInUse(
      `Attempt to change a resource which is still in use: Table is being created: ${table.name}`,
    );
  }
  return table;
}

export function checkTagCount(count: number): void {
  if (count > MAX_TAGS) {
    throw validation('Number of Tags exceed the current limit for the provided ResourceArn');
  }
}
