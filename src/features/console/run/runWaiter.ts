/**
 * `aws dynamodb wait …`, run as botocore's Waiter.wait runs it: call the operation, take the state
 * of the first acceptor that matches the reply; success ends the wait, failure ends it with the
 * acceptor's explanation, an error that no acceptor expects ends it with that error, and after
 * maxAttempts it gives up — each with botocore's message ("Waiter TableExists failed: …"), giving up
 * with a note when the virtual clock is paused (no status can change then). Attempts come every
 * 250 ms of real time rather than every `delay` seconds, so a short status change ends the wait
 * at once; but the wait gives up only when the CLI's would, once `delay` × (maxAttempts − 1)
 * seconds of simulated time have passed: a status that lasts minutes (a Kinesis destination
 * UPDATING for 140 s) is waited out as the CLI waits it out, not given up on after 30 quick polls.
 * On a paused clock (or one that cannot be read) it gives up after maxAttempts polls.
 */
import { callOperation, clockCalls, type OperationReply } from '../../../client/calls.ts';
import { errorName, type EngineClient, type Outcome } from '../../../client/engineClient.ts';
import type { CliWaiterSpec, WaiterAcceptor } from '../cli/cliWaiters.ts';
import { addPoll, pollOutcomeText, type WaiterPoll } from './waiterPolls.ts';

const POLL_MS = 250;

/** How the wait ended, with its last reply and what every poll answered (waiterPolls.ts). */
export type WaitResult = (
  | { done: true; last: Outcome<OperationReply> }
  | { done: false; last: Outcome<OperationReply>; message: string }
) & { polls: WaiterPoll[] };

/** What happens between attempts: a real-time pause that Stop cuts short (tests advance the clock instead). */
export type Pause = (signal: AbortSignal) => Promise<void>;

const realPause: Pause = (signal) =>
  new Promise((resolve) => {
    const timer = setTimeout(resolve, POLL_MS);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });

export async function runWaiter(
  engine: EngineClient,
  waiter: CliWaiterSpec,
  body: string,
  {
    signal = new AbortController().signal,
    pause = realPause,
    region,
    clockPaused = () => false,
  }: {
    signal?: AbortSignal;
    pause?: Pause;
    region?: string;
    /** Whether the virtual clock is paused now: then the wait could not end, and its message says so. */
    clockPaused?: () => boolean;
  } = {},
): Promise<WaitResult> {
  let polls: WaiterPoll[] = [];
  const failed = (last: Outcome<OperationReply>, reason: string): WaitResult => ({
    done: false,
    last,
    message: `Waiter ${waiter.name} failed: ${reason}`,
    polls,
  });
  // What a successful poll is summed up by: the status the waiter reads.
  const status = waiter.status ?? waiter.acceptors.find((acceptor) => acceptor.matcher !== 'error')?.argument;
  let matchedBefore = false;
  const started = await simulatedTime(engine);
  // The CLI's last attempt comes (maxAttempts − 1) delays after its first.
  const budgetMs = (waiter.maxAttempts - 1) * waiter.delay * 1000;
  for (let attempt = 1; ; attempt++) {
    const last = await callOperation(engine, waiter.operation, body, undefined, region);
    polls = addPoll(
      polls,
      !last.ok
        ? errorName(last.error.__type)
        : status === undefined
          ? 'answered'
          : pollOutcomeText(await evaluate(status, last.value.reply)),
    );
    let matched: WaiterAcceptor | undefined;
    for (const acceptor of waiter.acceptors) {
      if (await matches(acceptor, last)) {
        matched = acceptor;
        break;
      }
    }
    if (matched) matchedBefore = true;
    else if (!last.ok) {
      return failed(last, `An error occurred (${errorName(last.error.__type)}): ${last.error.message}`);
    }
    if (matched?.state === 'success') return { done: true, last, polls };
    if (matched?.state === 'failure') {
      return failed(last, `Waiter encountered a terminal failure state: ${explanation(matched)}`);
    }
    if (await outOfAttempts(attempt)) {
      // botocore names the acceptor its loop ended on: the one that matched, else the last one.
      const shown = matched ?? waiter.acceptors[waiter.acceptors.length - 1];
      const reason = matchedBefore
        ? `Max attempts exceeded. Previously accepted state: ${explanation(shown)}`
        : 'Max attempts exceeded';
      // A paused clock is the sandbox's own reason a status never changes; else botocore's words alone.
      const paused = clockPaused()
        ? '. The virtual clock is paused, and status changes happen on simulated time: resume the clock, or Step it.'
        : '';
      return failed(last, `${reason}${paused}`);
    }
    await pause(signal);
    if (signal.aborted) return { done: false, last, message: 'Stopped while waiting.', polls };
  }

  async function outOfAttempts(attempt: number): Promise<boolean> {
    const now = started === undefined || clockPaused() ? undefined : await simulatedTime(engine);
    if (now === undefined || started === undefined) return attempt >= waiter.maxAttempts;
    return now - started >= budgetMs;
  }
}

/** The engine's simulated time in epoch milliseconds, or undefined when the clock is paused or unread. */
async function simulatedTime(engine: EngineClient): Promise<number | undefined> {
  const clock = await clockCalls.describe(engine);
  // DescribeClock answers in epoch seconds, as DynamoDB's times are.
  return clock.ok && !clock.value.Paused ? clock.value.Time * 1000 : undefined;
}

async function matches(acceptor: WaiterAcceptor, outcome: Outcome<OperationReply>): Promise<boolean> {
  if (acceptor.matcher === 'error') {
    if (acceptor.expected === true) return !outcome.ok;
    if (acceptor.expected === false) return outcome.ok;
    return !outcome.ok && errorName(outcome.error.__type) === acceptor.expected;
  }
  // Path matchers never match an error reply.
  if (!outcome.ok) return false;
  const found = await evaluate(acceptor.argument!, outcome.value.reply);
  if (acceptor.matcher === 'path') return found === acceptor.expected;
  return Array.isArray(found) && found.includes(acceptor.expected);
}

const PLAIN_PATH = /^[A-Za-z]\w*(?:\.[A-Za-z]\w*)*$/;

/**
 * A JMESPath expression on the reply. A chain of plain names (Table.TableStatus) is read directly,
 * so the Explorer's wait for a new table does not load the jmespath library; anything else loads it.
 */
async function evaluate(expression: string, reply: Record<string, unknown>): Promise<unknown> {
  if (PLAIN_PATH.test(expression)) {
    let value: unknown = reply;
    for (const name of expression.split('.')) {
      const object = value as Record<string, unknown> | null;
      value =
        object !== null && typeof object === 'object' && Object.hasOwn(object, name) ? object[name] : null;
    }
    return value;
  }
  const { search } = await import('jmespath');
  return search(reply as never, expression);
}

/** botocore's wording, with Python's spelling of booleans. */
function explanation(acceptor: WaiterAcceptor): string {
  const expected =
    typeof acceptor.expected === 'boolean' ? (acceptor.expected ? 'True' : 'False') : acceptor.expected;
  if (acceptor.matcher === 'error') return `Matched expected service error code: ${expected}`;
  const path = `For expression "${acceptor.argument}" we matched expected path: "${expected}"`;
  return acceptor.matcher === 'pathAny' ? `${path} at least once` : path;
}
