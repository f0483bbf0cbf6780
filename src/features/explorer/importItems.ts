/**
 * Writes imported items the way a careful client does: BatchWriteItem, 25 puts at a time, sending
 * UnprocessedItems again after a back-off. Capacity is enforced, so a large import into a table with
 * little provisioned throughput is throttled — and, as with the AWS SDK's retries, waits its turn
 * rather than failing: a batch refused with an error the SDK retries (a throttle, a transient error:
 * client/sdkRetries.ts) is sent again too. Gives up (and says how many items are left) only when no
 * progress is made for a long time, or on an error a retry cannot fix (a bad item, a missing table).
 */
import { callWith } from '../../client/calls.ts';
import { errorText, type EngineClient, type WireError } from '../../client/engineClient.ts';
import { sdkRetryKind } from '../../client/sdkRetries.ts';
import type { Item } from '../../client/wireTypes.ts';

export interface ImportProgress {
  written: number;
  total: number;
  /** Batches (or parts of batches) that were throttled and sent again. */
  throttled: number;
}

export type ImportResult =
  | { ok: true; progress: ImportProgress }
  | { ok: false; progress: ImportProgress; error: WireError | string };

const BATCH = 25;
const FIRST_BACKOFF_MS = 50;
const MAX_BACKOFF_MS = 2_000;
/** Retries in a row without a single item written before the import stops. */
const MAX_FRUITLESS_RETRIES = 12;

type PutRequest = { PutRequest: { Item: Item } };

export async function importItems(
  engine: EngineClient,
  tableName: string,
  items: Item[],
  onProgress: (progress: ImportProgress) => void,
  wait: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<ImportResult> {
  const progress: ImportProgress = { written: 0, total: items.length, throttled: 0 };
  let pending: PutRequest[] = [];
  let next = 0;
  let fruitless = 0;
  while (next < items.length || pending.length > 0) {
    while (pending.length < BATCH && next < items.length)
      pending.push({ PutRequest: { Item: items[next++] } });
    const batch = pending;
    const outcome = await callWith(engine, 'BatchWriteItem', { RequestItems: { [tableName]: batch } });
    const refusal = outcome.ok ? undefined : outcome.error;
    const retry = refusal && sdkRetryKind(refusal);
    let left: PutRequest[];
    if (outcome.ok) {
      const unprocessed = outcome.value.reply.UnprocessedItems as Record<string, PutRequest[]> | undefined;
      left = unprocessed && Object.hasOwn(unprocessed, tableName) ? unprocessed[tableName] : [];
    } else if (retry) {
      left = batch;
    } else {
      return { ok: false, progress, error: outcome.error };
    }
    progress.written += batch.length - left.length;
    pending = left;
    if (left.length === 0) {
      fruitless = 0;
    } else {
      // A transient error (an HTTP 500, a write conflict with another Region) is no throttle.
      if (retry !== 'transient') progress.throttled++;
      fruitless = left.length === batch.length ? fruitless + 1 : 0;
      if (fruitless > MAX_FRUITLESS_RETRIES) {
        const notWritten = `${items.length - progress.written} items were not written`;
        return {
          ok: false,
          progress,
          error:
            retry === 'transient'
              ? `Still failing after ${MAX_FRUITLESS_RETRIES} retries (${errorText(refusal!)}): ${notWritten}. Import again later.`
              : `Still throttled after ${MAX_FRUITLESS_RETRIES} retries: ${notWritten}. Raise the table's capacity, or import again later.`,
        };
      }
      await wait(Math.min(MAX_BACKOFF_MS, FIRST_BACKOFF_MS * 2 ** fruitless));
    }
    onProgress({ ...progress });
  }
  return { ok: true, progress };
}
