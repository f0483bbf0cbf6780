import { describe, expect, it } from 'vitest';
import { addPoll, pollOutcomeText, waiterPollsText, type WaiterPoll } from './waiterPolls.ts';

describe('a waiter’s polls', () => {
  it('counts a run of the same answer once', () => {
    let polls: WaiterPoll[] = [];
    for (const outcome of ['ResourceNotFoundException', 'CREATING', 'CREATING', 'CREATING', 'ACTIVE']) {
      polls = addPoll(polls, outcome);
    }
    expect(polls).toEqual([
      { outcome: 'ResourceNotFoundException', count: 1 },
      { outcome: 'CREATING', count: 3 },
      { outcome: 'ACTIVE', count: 1 },
    ]);
    expect(waiterPollsText('DescribeTable', polls)).toBe(
      'The waiter sent DescribeTable 5 times: ResourceNotFoundException, CREATING ×3, then ACTIVE.',
    );
    expect(waiterPollsText('DescribeTable', [{ outcome: 'ACTIVE', count: 1 }])).toBe(
      'The waiter sent DescribeTable once: ACTIVE.',
    );
  });

  it('reads a list of statuses (a pathAny waiter) and a missing one', () => {
    expect(pollOutcomeText(['DISABLED', 'ENABLING'])).toBe('DISABLED, ENABLING');
    expect(pollOutcomeText([])).toBe('none');
    expect(pollOutcomeText(null)).toBe('no status');
    expect(pollOutcomeText(true)).toBe('true');
  });
});
