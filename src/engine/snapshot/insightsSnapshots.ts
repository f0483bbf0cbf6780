/**
 * Contributor Insights in a snapshot: a table's and each global index's switch, mode and times, so a
 * reload answers DescribeContributorInsights as before (ENABLING carries on to ENABLED on the clock).
 */
import { LATEST_TIME_MS } from '../clock.ts';
import { INSIGHTS_MODES, type InsightsState } from '../insights/insightsState.ts';
import { damaged, flag, number, object, oneOf, optional } from './snapshotReader.ts';

export function savedInsights(state: InsightsState | undefined): InsightsState | undefined {
  return state && { ...state };
}

/** A saved state, checked; undefined when none was saved. */
export function readInsights(value: unknown, path: string): InsightsState | undefined {
  return optional(value, (saved) => {
    const fields = object(saved, path);
    const time = (field: unknown, name: string) => {
      const at = number(field, `${path}.${name}`);
      if (!Number.isInteger(at) || at < 0 || at > LATEST_TIME_MS)
        damaged(`${path}.${name}`, `expected whole milliseconds from 0 to ${LATEST_TIME_MS}`);
      return at;
    };
    return {
      enabled: flag(fields.enabled, `${path}.enabled`),
      mode: oneOf(fields.mode, INSIGHTS_MODES, `${path}.mode`),
      changedAt: time(fields.changedAt, 'changedAt'),
      rulesCreatedAt: time(fields.rulesCreatedAt, 'rulesCreatedAt'),
    };
  });
}
