/**
 * Why a trigger's records are waiting while the sandbox clock is paused. Triggers poll their shards
 * on the virtual clock, so with it paused a shard shows `idle` with records behind and nothing
 * happens: without a word, that reads as a trigger that is stuck or broken.
 */
import type { TriggerSummary } from '../../client/triggersClient.ts';
import { plural } from '../../ui/plural.ts';

type Progress = Pick<TriggerSummary, 'enabled' | 'status' | 'shards'>;

/** The note for a trigger with records waiting on a paused clock, or undefined when none wait for it. */
export function pausedTriggerNote(trigger: Progress, clockPaused: boolean): string | undefined {
  if (!clockPaused || !trigger.enabled || trigger.status !== 'ACTIVE') return undefined;
  const waiting = trigger.shards.reduce((sum, shard) => sum + shard.behind, 0);
  if (waiting === 0) return undefined;
  return (
    `The clock is paused: triggers run on the sandbox’s clock, so ${plural(waiting, 'record')} ` +
    `${waiting === 1 ? 'waits' : 'wait'} until you press play or Step.`
  );
}
