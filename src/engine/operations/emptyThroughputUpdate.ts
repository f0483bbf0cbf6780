/**
 * UpdateTable whose only change is a table-level WarmThroughput or OnDemandThroughput without a
 * member: DynamoDB fails it with HTTP 500 InternalFailure and no message, on every try and for
 * tables in either billing mode, changing nothing (ack-api-quirks dynamodb DDB-TABLE-437, 178, 051,
 * 448, probed against AWS in 2026). Beside another change the empty member is dropped instead
 * (validation/updateTable/changes.ts).
 */
import { DynamoDBError } from '../errors.ts';
import type { UpdateTableRequest } from '../validation/requestTypes.ts';
import { changesOf } from '../validation/updateTable/changes.ts';

export function checkNotOnlyEmptyThroughput(request: UpdateTableRequest): void {
  const changes = changesOf(request);
  const empty = (member: 'WarmThroughput' | 'OnDemandThroughput') => {
    const given = request[member];
    return given !== undefined && Object.values(given).every((value) => value === undefined);
  };
  const onlyEmpty = changes.every(
    (change) => (change === 'WarmThroughput' || change === 'OnDemandThroughput') && empty(change),
  );
  if (changes.length > 0 && onlyEmpty) throw new DynamoDBError('InternalFailure', '');
}
