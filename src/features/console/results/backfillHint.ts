/**
 * The hint under DynamoDB's refusal to read an index that is still being built: "Cannot read from
 * backfilling global secondary index: …" (a Query or Scan of a GSI added to a table with items) and
 * "Cannot search backfilling vector index: …" (SearchVectors). The build runs on the sandbox clock,
 * so the caller adds that a paused clock holds it where it is.
 */
import type { WireError } from '../../../client/engineClient.ts';

const BACKFILLING =
  /^Cannot (?:read from backfilling global secondary|search backfilling vector) index: (.+)$/;

export function backfillHint(error: WireError): string | undefined {
  const refused = BACKFILLING.exec(error.message);
  if (!refused) return undefined;
  const kind = error.message.includes('vector') ? 'vector index' : 'index';
  return `The ${kind} “${refused[1]}” is still being built from the table’s items (backfilling): DynamoDB refuses to read it until its IndexStatus is ACTIVE. Wait for that (DescribeTable shows it), then send the request again.`;
}
