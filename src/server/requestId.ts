/**
 * Request ids shaped like DynamoDB's `x-amzn-RequestId`: 52 characters of 0-9A-V (base32hex).
 * Random bytes are drawn in batches and mapped to characters once per batch, so an id costs one
 * native latin1 slice on the hot path instead of a crypto call and 52 string concatenations.
 */
import { randomFillSync } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUV';
export const REQUEST_ID_LENGTH = 52;
const IDS_PER_BATCH = 512;

const batch = Buffer.alloc(REQUEST_ID_LENGTH * IDS_PER_BATCH);
let offset = batch.length;

function refill(): void {
  randomFillSync(batch);
  for (let i = 0; i < batch.length; i++) batch[i] = ALPHABET.charCodeAt(batch[i] & 31);
  offset = 0;
}

export function newRequestId(): string {
  if (offset === batch.length) refill();
  const id = batch.toString('latin1', offset, offset + REQUEST_ID_LENGTH);
  offset += REQUEST_ID_LENGTH;
  return id;
}
