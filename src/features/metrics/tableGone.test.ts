/**
 * When the Heatmap and Metrics say a table is not there (deleted, or the sandbox reset) rather than
 * showing the engine's error: only for the home Region's table, and only when the engine says so.
 */
import { describe, expect, it } from 'vitest';
import { clientError } from '../../client/engineClient.ts';
import type { CapacityFeedState } from '../../client/capacityFeed.ts';
import { createInProcessClient } from '../../client/inProcessClient.ts';
import { tableGone } from './tableGone.ts';

const { capacity } = createInProcessClient();

async function pulled(tableName: string, region?: string): Promise<CapacityFeedState> {
  const outcome = await capacity.pull(tableName, { region });
  if (outcome.ok) throw new Error('expected the pull to fail');
  return {
    tableName,
    region,
    regions: undefined,
    regionShown: undefined,
    history: undefined,
    detail: undefined,
    load: undefined,
    error: outcome.error,
    time: undefined,
  };
}

describe('tableGone', () => {
  it('is true when the engine has no table of the name shown', async () => {
    expect(tableGone(await pulled('lab-hot-key'), 'lab-hot-key', undefined)).toBe(true);
  });

  it('is false while the feed still holds another table’s state (the route just changed)', async () => {
    expect(tableGone(await pulled('lab-hot-key'), 'orders', undefined)).toBe(false);
  });

  it('is false for a replica a Region does not hold: the page leads to the home Region instead', async () => {
    expect(tableGone(await pulled('orders', 'eu-west-1'), 'orders', 'eu-west-1')).toBe(false);
  });

  it('is false when the engine could not be asked at all', async () => {
    const state = { ...(await pulled('orders')), error: clientError(new Error('The engine stopped')) };
    expect(tableGone(state, 'orders', undefined)).toBe(false);
  });
});
