/** The one-line facts of a successful reply: counts, capacity, and the page marker with "Next page". */
import type { RequestTrace } from '../../../client/engineClient.ts';
import { formatLag } from '../../../ui/formatLag.ts';
import { replyFacts } from './replyFacts.ts';

interface ReplySummaryProps {
  reply: Record<string, unknown>;
  /** The engine's trace, when it has one: says when a stale replica answered. */
  trace?: RequestTrace;
  /** Present when the reply has a page marker the console can follow (nextPage.ts). */
  onNextPage?: () => void;
}

export function ReplySummary({ reply, trace, onNextPage }: ReplySummaryProps) {
  const facts = replyFacts(reply);
  // Sandbox knowledge DynamoDB never shares: which replica answered (engine storage/replicaLag.ts).
  if (trace?.replicaLag) facts.push(`served by the replica ${formatLag(trace.replicaLag.lagMs)} behind`);
  // A NextToken is the way on when there is one: ExecuteStatement also names the key it stopped at
  // (LastEvaluatedKey), but takes no ExclusiveStartKey to resume from it.
  const page =
    typeof reply.NextToken === 'string'
      ? { name: 'NextToken', value: abbreviated(reply.NextToken) }
      : reply.LastEvaluatedKey !== undefined
        ? { name: 'LastEvaluatedKey', value: JSON.stringify(reply.LastEvaluatedKey) }
        : undefined;
  return (
    <div className="reply-summary">
      {facts.length > 0 && <p className="reply-summary__facts">{facts.join(' · ')}</p>}
      {page && (
        <div className="reply-summary__page">
          <span>
            {page.name} <code>{page.value}</code>
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

/** NextToken is long and opaque: its start and end are enough to tell pages apart. */
function abbreviated(token: string): string {
  return token.length > 40 ? `${token.slice(0, 18)}…${token.slice(-18)}` : token;
}
