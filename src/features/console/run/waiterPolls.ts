/**
 * A waiter's polls as the console records and shows them: `aws dynamodb wait table-exists` sends
 * DescribeTable again and again, and its one entry in the run's requests says how often and what
 * each answer was, a run of the same answer counted once ("CREATING ×3, then ACTIVE").
 */
import type { WaiterPoll } from '../../../state/consoleSlice.ts';

export type { WaiterPoll };

/** The polls with one more answer `outcome` at the end. */
export function addPoll(polls: readonly WaiterPoll[], outcome: string): WaiterPoll[] {
  const last = polls.at(-1);
  if (last?.outcome === outcome) return [...polls.slice(0, -1), { outcome, count: last.count + 1 }];
  return [...polls, { outcome, count: 1 }];
}

/** How a poll's successful reply reads: the value the waiter looks at (a status), or a list of them. */
export function pollOutcomeText(value: unknown): string {
  if (Array.isArray(value)) return value.length === 0 ? 'none' : value.map(pollOutcomeText).join(', ');
  if (value === null || value === undefined) return 'no status';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** E.g. "The waiter sent DescribeTable 4 times: CREATING ×3, then ACTIVE." */
export function waiterPollsText(operation: string, polls: readonly WaiterPoll[]): string {
  const total = polls.reduce((sum, poll) => sum + poll.count, 0);
  const answers = polls.map((poll) => (poll.count > 1 ? `${poll.outcome} ×${poll.count}` : poll.outcome));
  const listed =
    answers.length > 1 ? `${answers.slice(0, -1).join(', ')}, then ${answers.at(-1)}` : answers[0];
  return `The waiter sent ${operation} ${total === 1 ? 'once' : `${total} times`}: ${listed}.`;
}
