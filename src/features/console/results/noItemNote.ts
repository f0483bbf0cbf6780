/**
 * DynamoDB answers a GetItem that finds nothing with a reply that has no Item: `{}`, or only its
 * ConsumedCapacity. The console shows that reply as sent (and the AWS CLI prints nothing for it), so
 * a note says what the empty reply means.
 */
export const NO_ITEM_NOTE = 'No item has this key.';

export function noItemNote(operation: string, reply: Record<string, unknown>): string | undefined {
  return operation === 'GetItem' && reply.Item === undefined ? NO_ITEM_NOTE : undefined;
}
