/** The one-line facts of a successful reply: counts, capacity, and the page key with "Next page". */
import type { ConsumedCapacity } from '../../../client/wireTypes.ts';

interface ReplySummaryProps {
  reply: Record<string, unknown>;
  /** Present when the reply has a LastEvaluatedKey for a Query or Scan. */
  onNextPage?: () => void;
}

export function ReplySummary({ reply, onNextPage }: ReplySummaryProps) {
  const facts: string[] = [];
  if (typeof reply.Count === 'number') facts.push(`Count ${reply.Count}`);
  if (typeof reply.ScannedCount === 'number') facts.push(`ScannedCount ${reply.ScannedCount}`);
  const capacity = totalCapacity(reply.ConsumedCapacity);
  if (capacity !== undefined) facts.push(`ConsumedCapacity ${capacity} ${capacity === 1 ? 'unit' : 'units'}`);
  const lastKey = reply.LastEvaluatedKey;
  return (
    <div className="reply-summary">
      {facts.length > 0 && <p className="reply-summary__facts">{facts.join(' · ')}</p>}
      {lastKey !== undefined && (
        <div className="reply-summary__page">
          <span>
            LastEvaluatedKey <code>{JSON.stringify(lastKey)}</code>
          </span>
          {onNextPage && (
            <button type="button" className="button" onClick={onNextPage}>
              Next page
            </button>
          )}
        </div>
      )}
    </div>
  );
}

function totalCapacity(consumed: unknown): number | undefined {
  if (!consumed) return undefined;
  const list = (Array.isArray(consumed) ? consumed : [consumed]) as ConsumedCapacity[];
  let total = 0;
  for (const entry of list) total += entry.CapacityUnits ?? 0;
  return total;
}
