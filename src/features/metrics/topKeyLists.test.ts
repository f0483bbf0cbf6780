import { describe, expect, it } from 'vitest';
import { TOP_KEY_LISTS } from './topKeyLists.ts';

describe('the Contributor Insights lists', () => {
  it('count the most throttled keys in throttle events, not requests: a batch’s items count one each', () => {
    expect(TOP_KEY_LISTS.throttled.unit).toBe('Throttle events');
    expect(TOP_KEY_LISTS.throttled.unit).not.toMatch(/request/i);
  });

  it('count the most accessed keys in capacity units', () => {
    expect(TOP_KEY_LISTS.accessed.unit).toBe('Capacity units');
  });
});
