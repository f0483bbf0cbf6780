/**
 * `aws dynamodb wait table-exists|table-not-exists`: polls DescribeTable like the CLI's waiter, but
 * every 250 ms of real time instead of every 20 s — the sandbox's tables change status within a
 * second of simulated time. Gives up after the CLI's 25 attempts, with the CLI's message.
 */
import { callOperation, type OperationReply } from '../../../client/calls.ts';
import { errorName, type EngineClient, type Outcome } from '../../../client/engineClient.ts';
import type { CliWaiter } from '../cli/parseCli.ts';

const POLL_MS = 250;
const MAX_ATTEMPTS = 25;

export type WaitResult =
  | { done: true; last: Outcome<OperationReply> }
  | { done: false; last: Outcome<OperationReply>; message: string };

export async function waitForTable(
  engine: EngineClient,
  waiter: CliWaiter,
  body: string,
): Promise<WaitResult> {
  let last: Outcome<OperationReply> | undefined;
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    last = await callOperation(engine, 'DescribeTable', body);
    const missing = !last.ok && errorName(last.error.__type) === 'ResourceNotFoundException';
    if (waiter === 'table-not-exists' && missing) return { done: true, last };
    if (waiter === 'table-exists' && last.ok) {
      const status = (last.value.reply as { Table?: { TableStatus?: string } }).Table?.TableStatus;
      if (status === 'ACTIVE') return { done: true, last };
    } else if (!last.ok && !missing) {
      return { done: false, last, message: `Waiter ${waiterName(waiter)} failed: ${last.error.message}` };
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  return {
    done: false,
    last: last as Outcome<OperationReply>,
    message: `Waiter ${waiterName(waiter)} failed: Max attempts exceeded. Is the virtual clock paused? Table status changes happen on simulated time.`,
  };
}

function waiterName(waiter: CliWaiter): string {
  return waiter === 'table-exists' ? 'TableExists' : 'TableNotExists';
}
