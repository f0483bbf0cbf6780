/**
 * The read both of lesson 18's global-table exercises ask for after the write: a strongly consistent
 * read of the item, signed for the home Region. Every read that names the item's key is judged alike
 * (a GetItem of it, a Query of its partition, a PartiQL SELECT with that key in its WHERE, a
 * BatchGetItem or a TransactGetItems with its key): the lesson is about the Region and the
 * consistency, not the operation. The first four are strongly consistent with "ConsistentRead": true
 * (a BatchGetItem's in the table's entry of RequestItems); a TransactGetItems always is. What the
 * learner sent instead decides the message, which each exercise words for its own table.
 */
import { stringOf, type WireItem } from '../../src/features/lessons/checkHelpers.ts';
import type { LessonEngine, RecordedCall } from '../../src/features/lessons/lessonTypes.ts';
import { PARTIQL_WRITES, statementVerb } from '../../src/features/lessons/partiqlWrites.ts';
import { queriedPartition } from '../../src/features/lessons/queriedPartition.ts';
import { requestTarget } from '../../src/client/requestTarget.ts';

export type StrongRead =
  | { kind: 'made' }
  /** The newest read of the table is strongly consistent but of a kind not judged (a Scan). */
  | { kind: 'unjudged'; call: RecordedCall }
  /** A strongly consistent read was sent, and failed or (a BatchGetItem) left the item unread (the newest such). */
  | { kind: 'failed'; call: RecordedCall }
  /** Only eventually consistent reads: `call` is the newest. */
  | { kind: 'eventual'; call: RecordedCall }
  | { kind: 'none' };

interface ItemAt {
  table: string;
  /** The item's partition key value (a string); both tables' partition key is `id`. */
  id: string;
  region: string;
}

const KEY = 'id';

/**
 * Whether an ExecuteStatement is a PartiQL write (anything else passes): the exercises find the
 * learner's write by operation, and a SELECT, now a read they judge, must not count as one.
 */
export const notASelect = (call: RecordedCall) =>
  call.operation !== 'ExecuteStatement' || PARTIQL_WRITES.has(statementVerb(call.request.Statement) ?? '');

/** How the messages name a judged read: its operation, or "PartiQL SELECT" for ExecuteStatement. */
export const readKind = (call: RecordedCall) =>
  call.operation === 'ExecuteStatement' ? 'PartiQL SELECT' : call.operation;

/**
 * What to add to a read for it to be strongly consistent: PartiQL mode has no way to say it, and a
 * BatchGetItem says it per table. (A TransactGetItems is never eventually consistent.)
 */
export const consistentReadFor = (call: RecordedCall) => {
  if (call.operation === 'ExecuteStatement')
    return '"ConsistentRead": true (PartiQL mode sends none: use an ExecuteStatement in JSON mode, or --consistent-read in the AWS CLI)';
  if (call.operation === 'BatchGetItem')
    return '"ConsistentRead": true in the table’s entry of RequestItems, beside its Keys';
  return '"ConsistentRead": true';
};

/**
 * The reads the check takes, for its messages; `item` names the item as the exercise does ("Grace’s
 * item"). `transactions`: false where the table refuses them (MRSC), so a TransactGetItems is not
 * offered there.
 */
export const acceptedReads = (item: string, transactions = true) =>
  `a GetItem of ${item}, a Query of its partition, a PartiQL SELECT naming its key or a BatchGetItem with its key, each with "ConsistentRead": true` +
  (transactions ? ', or a TransactGetItems with its key (always strongly consistent)' : '');

/**
 * Whether a PartiQL SELECT's WHERE names the item by its key: `id = 'grace'`, or `id = ?` with the
 * value among its Parameters. Not parsed further, as learnerRequests' writesItem does not: no other
 * text in these lessons' statements can be mistaken for it.
 */
function selectsItem(request: Record<string, unknown>, id: string): boolean {
  const statement = String(request.Statement);
  const literal = `'${id.replaceAll("'", "''")}'`.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const names = (value: string) =>
    new RegExp(String.raw`\bWHERE\b.*(?:"${KEY}"|\b${KEY})\s*=\s*${value}`, 'is').test(statement);
  const parameters = Array.isArray(request.Parameters) ? (request.Parameters as { S?: unknown }[]) : [];
  return names(literal) || (names(String.raw`\?`) && parameters.some((parameter) => parameter.S === id));
}

/** A BatchGetItem's entry for `table` in RequestItems, if it has one. */
function batchEntry(request: Record<string, unknown>, table: string) {
  const entries = request.RequestItems as
    | Record<string, { Keys?: unknown; ConsistentRead?: unknown } | undefined>
    | undefined;
  return entries?.[table];
}

const namesItem = (key: unknown, item: ItemAt) => stringOf(key as WireItem, KEY) === item.id;

/** Whether a call is a read of the kinds judged, of the item. */
function readsItem(call: RecordedCall, item: ItemAt): boolean {
  const { request } = call;
  if (call.operation === 'GetItem') return request.TableName === item.table && namesItem(request.Key, item);
  if (call.operation === 'BatchGetItem') {
    const keys = batchEntry(request, item.table)?.Keys;
    return Array.isArray(keys) && keys.some((key) => namesItem(key, item));
  }
  if (call.operation === 'TransactGetItems')
    return (
      Array.isArray(request.TransactItems) &&
      (request.TransactItems as { Get?: { TableName?: unknown; Key?: unknown } }[]).some(
        (entry) => entry.Get?.TableName === item.table && namesItem(entry.Get.Key, item),
      )
    );
  if (call.operation === 'Query')
    return request.TableName === item.table && queriedPartition(request, KEY) === item.id;
  return (
    call.operation === 'ExecuteStatement' &&
    statementVerb(request.Statement) === 'SELECT' &&
    requestTarget(request).tableName === item.table &&
    selectsItem(request, item.id)
  );
}

/** Whether a judged read of the item is strongly consistent. */
function isStrong(call: RecordedCall, item: ItemAt): boolean {
  if (call.operation === 'TransactGetItems') return true;
  if (call.operation === 'BatchGetItem') return batchEntry(call.request, item.table)?.ConsistentRead === true;
  return call.request.ConsistentRead === true;
}

/**
 * Whether an answered read brought the item back. A BatchGetItem may answer without reading a key,
 * returning it in UnprocessedKeys instead of Responses (a partial result): that is no read of the
 * item, so only a BatchGetItem whose Responses hold it counts. The other reads answer for the key
 * they were sent, or fail.
 */
function returnedItem(call: RecordedCall, item: ItemAt): boolean {
  if (call.operation !== 'BatchGetItem') return true;
  const responses = (call.reply?.Responses ?? {}) as Record<string, unknown[] | undefined>;
  return (responses[item.table] ?? []).some((returned) => namesItem(returned, item));
}

/** Whether a call is a strongly consistent read of the table that is not judged: a Scan. */
const unjudgedStrongRead = (call: RecordedCall, table: string) =>
  call.operation === 'Scan' && call.request.TableName === table && call.request.ConsistentRead === true;

/**
 * The reads of `item` in its Region sent after `writeAt` (the write's place in recentCalls, which is
 * newest first: a later call has a smaller index).
 */
export function strongReadAfter(engine: LessonEngine, writeAt: number, item: ItemAt): StrongRead {
  const after = engine
    .recentCalls()
    .slice(0, writeAt)
    .filter((call) => (call.region ?? item.region) === item.region);
  const reads = after.filter((call) => readsItem(call, item));
  const strong = reads.filter((call) => isStrong(call, item));
  if (strong.some((call) => call.reply && returnedItem(call, item))) return { kind: 'made' };
  // A newer strong read of another kind is what the learner last did: speak of it, not of an older one.
  const newest = after.find((call) => readsItem(call, item) || unjudgedStrongRead(call, item.table));
  if (newest && !readsItem(newest, item)) return { kind: 'unjudged', call: newest };
  if (strong.length > 0) return { kind: 'failed', call: strong[0] };
  return reads.length > 0 ? { kind: 'eventual', call: reads[0] } : { kind: 'none' };
}

/**
 * The message for a strongly consistent read that failed: DynamoDB's error, quoted; or, for a
 * BatchGetItem that was answered without the item (returnedItem), where its key went.
 */
export const failedReadMessage = (region: string, call: RecordedCall) => {
  if (call.error)
    return `Your strongly consistent ${readKind(call)} in ${region} failed: ${call.error.type}: ${call.error.message}`;
  const unprocessed = Object.keys((call.reply?.UnprocessedKeys ?? {}) as object).length > 0;
  return unprocessed
    ? `Your strongly consistent BatchGetItem in ${region} did not read the item: DynamoDB returned its key in UnprocessedKeys, not in Responses. Send the UnprocessedKeys again as your RequestItems until the item comes back in Responses.`
    : `Your strongly consistent BatchGetItem in ${region} did not return the item in Responses. Check its key and send it again.`;
};

/**
 * The message for a strongly consistent read of a kind the check does not judge; `item` names the
 * item as the exercise does ("Grace’s item").
 */
export const unjudgedReadMessage = (region: string, call: RecordedCall, item: string, transactions = true) =>
  `Your latest read in ${region} is a ${call.operation}, which this check does not judge: it looks for ${acceptedReads(item, transactions)}, sent after your write. Send one of those in ${region}.`;
