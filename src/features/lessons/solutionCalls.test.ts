import { describe, expect, it } from 'vitest';
import { moreCalls } from './SolutionCalls.tsx';

const call = (operation: string) => ({ operation, body: {} });

describe('the requests a long solution does not show', () => {
  it('are named by operation, in order, with how many of each', () => {
    expect(moreCalls([call('UpdateItem'), call('UpdateItem'), call('UpdateItem')])).toBe('3 more UpdateItem');
    expect(moreCalls([call('PutItem'), call('DeleteTable'), call('DeleteTable')])).toBe(
      'one more PutItem, then 2 more DeleteTable',
    );
  });
});
