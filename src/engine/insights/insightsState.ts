/**
 * CloudWatch Contributor Insights for DynamoDB, as the DynamoDB API shows it: per table and per
 * global secondary index, on or off, in one of two modes, with the CloudWatch rules it made. The
 * sandbox keeps no CloudWatch rules (its Metrics page shows the most accessed and most throttled
 * keys whether or not this is on); this is the switch and what DescribeContributorInsights reports.
 *
 * What AWS documents: the shapes, the modes, the statuses and the rule name format
 * `DynamoDBContributorInsights-{PKC|PKT|SKC|SKT}-<resource>-<creation epoch ms>`
 * (contributorinsights_HowItWorks.html, API_DescribeContributorInsights.html). Observed on AWS (a
 * 2026 probe of the API, not documented): ENABLE answers ENABLING and is ENABLED within seconds;
 * DISABLE answers DISABLING and is DISABLED about 2 s later; ENABLE again with the same mode changes
 * nothing; a table without a sort key has no SK rules; THROTTLED_KEYS mode has only the throttled-key
 * rules; an index's rules name the table and the index.
 */
export type InsightsMode = 'ACCESSED_AND_THROTTLED_KEYS' | 'THROTTLED_KEYS';
export type InsightsStatus = 'ENABLING' | 'ENABLED' | 'DISABLING' | 'DISABLED';

export const INSIGHTS_MODES: readonly InsightsMode[] = ['ACCESSED_AND_THROTTLED_KEYS', 'THROTTLED_KEYS'];
/** Simulated time from ENABLE to ENABLED (AWS: about 1–16 s) and from DISABLE to DISABLED (about 2 s). */
export const ENABLING_MS = 5_000;
export const DISABLING_MS = 2_000;

export interface InsightsState {
  enabled: boolean;
  mode: InsightsMode;
  /** Epoch ms of the last change of status (LastUpdateDateTime). */
  changedAt: number;
  /** Epoch ms the rules were created: the suffix of their names. */
  rulesCreatedAt: number;
}

export function insightsStatus(state: InsightsState | undefined, now: number): InsightsStatus {
  if (!state) return 'DISABLED';
  if (state.enabled) return now - state.changedAt < ENABLING_MS ? 'ENABLING' : 'ENABLED';
  return now - state.changedAt < DISABLING_MS ? 'DISABLING' : 'DISABLED';
}

/** The state after ENABLE: unchanged when already on in that mode; a new mode keeps the rules' names. */
export function enabledState(
  state: InsightsState | undefined,
  mode: InsightsMode,
  now: number,
): InsightsState {
  if (state?.enabled && state.mode === mode) return state;
  const rulesCreatedAt = state?.enabled ? state.rulesCreatedAt : now;
  return { enabled: true, mode, changedAt: now, rulesCreatedAt };
}

/** The state after DISABLE (nothing to do when it is off). */
export function disabledState(state: InsightsState | undefined, now: number): InsightsState | undefined {
  if (!state?.enabled) return state;
  return { ...state, enabled: false, changedAt: now };
}

/**
 * The CloudWatch rules of a resource that has insights on: most accessed (C) and most throttled (T)
 * partition keys, and sort keys where the resource has a sort key; throttled ones only in
 * THROTTLED_KEYS mode.
 */
export function ruleNames(state: InsightsState, resource: string, hasSortKey: boolean): string[] {
  const kinds = state.mode === 'THROTTLED_KEYS' ? ['PKT', 'SKT'] : ['PKC', 'SKC', 'PKT', 'SKT'];
  return kinds
    .filter((kind) => hasSortKey || kind.startsWith('PK'))
    .map((kind) => `DynamoDBContributorInsights-${kind}-${resource}-${state.rulesCreatedAt}`);
}
