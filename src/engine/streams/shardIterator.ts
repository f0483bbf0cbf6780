/**
 * Shard iterators: `<stream ARN>|1|<opaque>` as DynamoDB Streams writes them
 * (API_streams_GetShardIterator.html), the opaque part being base64 of the shard id, the absolute
 * position in the shard, the issue time and a check value, so an edited or foreign iterator is
 * refused instead of read. Iterators come from clients: decoding never trusts them.
 */
import { seededHash } from '../seededHash.ts';
import { decodeBase64, encodeBase64 } from '../values/base64.ts';

export interface IteratorPosition {
  readonly streamArn: string;
  readonly shardId: string;
  /** Absolute record position in the shard (shard.ts). */
  readonly position: number;
  /** Simulated time the iterator was issued, epoch milliseconds. */
  readonly issuedAt: number;
}

const SEPARATOR = '|1|';

function check(fields: string, seed: number): string {
  return seededHash(fields, seed).toString(36);
}

export function encodeIterator(position: IteratorPosition, seed: number): string {
  const fields = `${position.shardId}|${position.position}|${Math.floor(position.issuedAt)}`;
  const payload = `${fields}|${check(`${position.streamArn}|${fields}`, seed)}`;
  return position.streamArn + SEPARATOR + encodeBase64(payload);
}

/** The position an iterator names, or undefined when it is not one this engine issued. */
export function decodeIterator(iterator: string, seed: number): IteratorPosition | undefined {
  const split = iterator.lastIndexOf(SEPARATOR);
  if (split <= 0) return undefined;
  const streamArn = iterator.slice(0, split);
  const payload = decodeBase64(iterator.slice(split + SEPARATOR.length));
  if (payload === undefined) return undefined;
  const parts = payload.split('|');
  if (parts.length !== 4) return undefined;
  const [shardId, position, issuedAt, checkValue] = parts;
  if (!/^\d{1,15}$/.test(position) || !/^\d{1,15}$/.test(issuedAt)) return undefined;
  if (check(`${streamArn}|${shardId}|${position}|${issuedAt}`, seed) !== checkValue) return undefined;
  return { streamArn, shardId, position: Number(position), issuedAt: Number(issuedAt) };
}
