/**
 * BatchWriteItem request validation: the shape, then table by table in request order: each request
 * must be exactly one of PutRequest and DeleteRequest, then its item or key values, and a put's item
 * size (architect/dynalite's batchWriteItem tests). Whether the tables exist, the keys match their
 * schemas and two requests touch one item all need the tables: the operation checks those.
 */
import { validation } from '../errors.ts';
import { checkItemAttributeNames } from '../values/attributeName.ts';
import { normalizeMap } from '../values/normalize.ts';
import { itemSize, MAX_ITEM_BYTES } from '../values/size.ts';
import {
  attributeMap,
  returnConsumedCapacity,
  returnItemCollectionMetrics,
  tableNameKeys,
} from './commonShapes.ts';
import type { BatchWriteItemRequest, WriteRequest } from './requestTypes.ts';
import { compileRequest } from './shape/compileRequest.ts';
import { list, map, structure } from './shape/shapes.ts';

/** Put and delete requests per call. */
export const MAX_BATCH_WRITE_REQUESTS = 25;

// DeleteRequest comes first: Coral lists its violations before PutRequest's.
const writeRequest = structure('WriteRequest', {
  DeleteRequest: structure('DeleteRequest', { Key: attributeMap(true) }),
  PutRequest: structure('PutRequest', { Item: attributeMap(true) }),
});

const checkShape = compileRequest<BatchWriteItemRequest>(
  structure('BatchWriteItemInput', {
    ReturnConsumedCapacity: returnConsumedCapacity,
    ReturnItemCollectionMetrics: returnItemCollectionMetrics,
    RequestItems: map(list(writeRequest, { min: 1, max: MAX_BATCH_WRITE_REQUESTS }), {
      required: true,
      keys: tableNameKeys,
    }),
  }),
  requireRequestItems,
);

/**
 * An empty RequestItems is refused before any constraint is checked, in words of its own. The 2026
 * rewording is reaching BatchWriteItem region by region (eu-west-2 has answered both ways: the
 * `Value at 'RequestItems'` length violation BatchGetItem now answers, and this sentence, which
 * paritysuite/dynamodb-conformance's tests/tier3/error-messages/batchWriteItem.test.ts accepts too).
 */
function requireRequestItems(request: BatchWriteItemRequest): void {
  if (request.RequestItems !== undefined && Object.keys(request.RequestItems).length === 0) {
    throw validation('The requestItems parameter is required for BatchWriteItem');
  }
}

export function validateBatchWriteItem(body: object): BatchWriteItemRequest {
  const request = checkShape(body);
  const items = Object.create(null) as Record<string, WriteRequest[]>;
  let total = 0;
  for (const name of Object.keys(request.RequestItems)) {
    const writes = request.RequestItems[name];
    // The shape allows 25 per table; the limit is 25 in the whole call (recorded by dynalite).
    total += writes.length;
    if (total > MAX_BATCH_WRITE_REQUESTS) {
      throw validation('Too many items requested for the BatchWriteItem call');
    }
    // DynamoDB answers a request with neither (or both) with the attribute-value wording.
    if (writes.some((write) => (write.PutRequest === undefined) === (write.DeleteRequest === undefined))) {
      throw validation(
        'Supplied AttributeValue has more than one datatypes set, must contain exactly one of the supported datatypes',
      );
    }
    items[name] = writes.map(normalizeWrite);
  }
  request.RequestItems = items;
  return request;
}

function normalizeWrite(write: WriteRequest): WriteRequest {
  if (write.DeleteRequest) return { DeleteRequest: { Key: normalizeMap(write.DeleteRequest.Key, 'older') } };
  checkItemAttributeNames(write.PutRequest!.Item);
  const item = normalizeMap(write.PutRequest!.Item, 'older');
  if (itemSize(item) > MAX_ITEM_BYTES) throw validation('Item size has exceeded the maximum allowed size');
  return { PutRequest: { Item: item } };
}
