/**
 * Recognising a repeat among the learner's requests: the same request, key for key, whatever reply
 * options it asked for.
 */
import type { WireItem } from '../../src/features/lessons/checkHelpers.ts';

/** Whether a wire key or item has the key's PK and SK. */
export const hasKey = (item: unknown, key: WireItem) => {
  const candidate = item as WireItem | undefined;
  return candidate?.PK?.S === key.PK.S && candidate?.SK?.S === key.SK.S;
};

/** Options that change what comes back, not what is written: a repeat may differ in them. */
const REPLY_OPTIONS = ['ReturnValuesOnConditionCheckFailure', 'ReturnValues', 'ReturnConsumedCapacity'];

/** A request's text with keys sorted and the reply options left out, to recognise a repeat. */
export function canonical(value: unknown, top = true): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map((entry) => canonical(entry, false)).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([key]) => !(top && REPLY_OPTIONS.includes(key)))
    .sort(([a], [b]) => (a < b ? -1 : 1));
  return `{${entries.map(([key, entry]) => `${JSON.stringify(key)}:${canonical(entry, false)}`).join(',')}}`;
}
