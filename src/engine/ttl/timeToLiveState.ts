/**
 * A table's Time to Live setting as UpdateTimeToLive leaves it and DescribeTimeToLive shows it,
 * plus the expiry index while TTL is on and a count of deletions for the UI.
 */
import type { ExpiryIndex } from './expiryIndex.ts';

export type TimeToLiveStatus = 'ENABLING' | 'ENABLED' | 'DISABLING' | 'DISABLED';

export interface TimeToLiveState {
  status: TimeToLiveStatus;
  /** The attribute of the last UpdateTimeToLive. */
  attributeName: string;
  /** Simulated time of the last UpdateTimeToLive, for DynamoDB's cooldown between changes. */
  changedAt: number;
  /** Present while TTL is ENABLING or ENABLED. */
  index: ExpiryIndex | undefined;
  /** Simulated time of the sweep already scheduled, if any. */
  sweepAt: number | undefined;
  /** Items deleted by TTL so far (CloudWatch's TimeToLiveDeletedItemCount, summed). */
  deletedItems: number;
}

export function isTimeToLiveOn(state: TimeToLiveState | undefined): boolean {
  return state !== undefined && (state.status === 'ENABLING' || state.status === 'ENABLED');
}

/** The wire TimeToLiveDescription (API_TimeToLiveDescription.html). */
export function describeTimeToLiveState(state: TimeToLiveState | undefined): Record<string, unknown> {
  if (state === undefined || state.status === 'DISABLED') return { TimeToLiveStatus: 'DISABLED' };
  return { TimeToLiveStatus: state.status, AttributeName: state.attributeName };
}
