/**
 * Waiting for tables on the virtual clock while a set-up or solution runs. Table changes take a
 * moment of it (CREATING, DELETING): the clock moves on by a second at a time until they are done,
 * whether or not the learner has paused it.
 */
import { settledness, type SettlingFields } from '../../client/tableSettling.ts';
import type { CallResult, LessonEngine } from './lessonTypes.ts';

export const MAX_CLOCK_STEPS = 60;

/** DynamoDB's warm throughput raise takes several minutes; the engine models five. */
const WARMING_STEP_SECONDS = 30;

export type RunOutcome = { ok: true } | { ok: false; message: string };

export const describe = (engine: LessonEngine, table: string) =>
  engine.call('DescribeTable', { TableName: table });

export const failed = (result: CallResult & { ok: false }): RunOutcome => ({
  ok: false,
  message: `${result.type}: ${result.message}`,
});

/**
 * Waits until `table` has settled (settledness: its indexes, replicas, encryption and warm
 * throughput included), or until it is gone.
 */
export async function settle(
  engine: LessonEngine,
  table: string,
  until: 'active' | 'gone',
): Promise<RunOutcome> {
  for (let step = 0; step <= MAX_CLOCK_STEPS; step++) {
    const described = await describe(engine, table);
    if (until === 'gone' && !described.ok && described.type === 'ResourceNotFoundException')
      return { ok: true };
    if (!described.ok && described.type !== 'ResourceNotFoundException') return failed(described);
    const state = described.ok ? settledness(described.reply.Table as SettlingFields) : 'changing';
    if (until === 'active' && state === 'settled') return { ok: true };
    await engine.advanceClock(state === 'warming' ? WARMING_STEP_SECONDS : 1);
  }
  return { ok: false, message: `Table ${table} did not become ${until === 'gone' ? 'deleted' : 'ACTIVE'}.` };
}
