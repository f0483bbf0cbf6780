/**
 * The requests a run made, as buttons to pick one. A loop can make hundreds: then the first and last
 * few are shown, with the picked one, and a button to show the rest. A run of thousands keeps only
 * its first and latest (consoleSlice.ts): where numbers jump, a line says which were not kept.
 */
import { Fragment, useState } from 'react';
import { requestsIn, type CallRecord } from '../../../state/consoleSlice.ts';

/** Above this many requests the list is folded. */
const FOLD_ABOVE = 24;
const SHOWN_AT_EACH_END = 10;

interface CallListProps {
  calls: readonly CallRecord[];
  picked: number;
  onPick(index: number): void;
}

export function CallList({ calls, picked, onPick }: CallListProps) {
  const [unfolded, setUnfolded] = useState(false);
  const folded = !unfolded && calls.length > FOLD_ABOVE;
  const visible = (index: number) =>
    !folded || index < SHOWN_AT_EACH_END || index >= calls.length - SHOWN_AT_EACH_END || index === picked;
  // Requests a long run did not keep count among the folded ones too (a waiter's polls are kept).
  const kept = calls.reduce((sum, call) => sum + requestsIn(call), 0);
  const dropped = (calls.at(-1)?.number ?? kept) - kept;
  const hidden = folded ? calls.length - calls.filter((_, index) => visible(index)).length + dropped : 0;
  return (
    <ol className="call-list" aria-label="Requests this run made">
      {calls.map((call, index) => {
        if (!visible(index)) {
          return index === SHOWN_AT_EACH_END ? (
            <li key="more">
              <button type="button" className="call-list__button" onClick={() => setUnfolded(true)}>
                … {hidden} more
              </button>
            </li>
          ) : null;
        }
        const number = call.number ?? index + 1;
        const before = index > 0 ? (calls[index - 1].number ?? index) : 0;
        // A waiter's entry stands for its polls, numbered from its first to its last.
        const polls = requestsIn(call);
        const first = number - polls + 1;
        return (
          <Fragment key={index}>
            {first > before + 1 && (!folded || visible(index - 1)) && (
              <li className="call-list__gap">
                requests {before + 1}–{first - 1} not kept
              </li>
            )}
            <li>
              <button
                type="button"
                className={`call-list__button${index === picked ? ' call-list__button--current' : ''}`}
                aria-pressed={index === picked}
                onClick={() => onPick(index)}
              >
                {polls > 1
                  ? `${first}–${number}. ${call.operation} ×${polls}`
                  : `${number}. ${call.operation}`}{' '}
                {call.outcome.ok || call.expectedError ? '✓' : '✗'}
              </button>
            </li>
          </Fragment>
        );
      })}
    </ol>
  );
}
