/**
 * Reading a handler's partial batch response (FunctionResponseTypes: ['ReportBatchItemFailures']),
 * with Lambda's rules for DynamoDB streams (services-ddb-batchfailurereporting.html):
 * - `{ batchItemFailures: [{ itemIdentifier: <SequenceNumber> }, …] }` fails the batch from the
 *   reported record with the lowest sequence number: the records before it are processed, the rest
 *   are retried;
 * - an empty or null list, an empty or null response means the whole batch succeeded;
 * - an itemIdentifier that is empty, null or not a record of the batch makes the whole batch a failure.
 */

export type BatchResponse =
  | { kind: 'success' }
  /** `offset`: the first failed record, counted from the batch's first record; `reported`: entries. */
  | { kind: 'partial'; offset: number; reported: number }
  | { kind: 'invalid'; message: string };

/** `sequenceNumbers`: the batch's records' SequenceNumber, in order (ascending). */
export function readBatchResponse(response: unknown, sequenceNumbers: readonly string[]): BatchResponse {
  if (response === undefined || response === null) return { kind: 'success' };
  if (typeof response !== 'object') {
    return invalid(`the response must be an object with batchItemFailures, not ${JSON.stringify(response)}`);
  }
  const failures = (response as { batchItemFailures?: unknown }).batchItemFailures;
  if (failures === undefined || failures === null) return { kind: 'success' };
  if (!Array.isArray(failures)) return invalid('batchItemFailures must be a list');
  if (failures.length === 0) return { kind: 'success' };
  let offset = sequenceNumbers.length;
  for (const failure of failures as unknown[]) {
    const identifier = (failure as { itemIdentifier?: unknown } | null)?.itemIdentifier;
    if (typeof identifier !== 'string' || identifier === '') {
      return invalid('every batchItemFailures entry needs an itemIdentifier (a SequenceNumber)');
    }
    const index = sequenceNumbers.indexOf(identifier);
    if (index < 0)
      return invalid(`itemIdentifier ${identifier} is not the SequenceNumber of a record in the batch`);
    offset = Math.min(offset, index);
  }
  return { kind: 'partial', offset, reported: failures.length };
}

function invalid(why: string): BatchResponse {
  return { kind: 'invalid', message: `Invalid partial batch response (ReportBatchItemFailures): ${why}` };
}
