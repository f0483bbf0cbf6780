import { describe, expect, it } from 'vitest';
import { hiddenText, solutionRuns, SHOWN_PER_RUN } from './solutionRuns.ts';

const call = (operation: string, n = 0) => ({ operation, body: { n } });
const repeated = (operation: string, count: number) =>
  Array.from({ length: count }, (_, n) => call(operation, n));

describe('a long solution, shown run by run', () => {
  it('shows the first requests of a long run, counts the rest, and still shows what follows', () => {
    const calls = [...repeated('UpdateItem', 12), call('UpdateTable'), call('Query')];
    const runs = solutionRuns(calls);
    expect(runs.map((run) => [run.operation, run.shown.map((s) => s.index), run.hidden])).toEqual([
      ['UpdateItem', [0, 1, 2, 3, 4, 5, 6, 7], 4],
      ['UpdateTable', [12], 0],
      ['Query', [13], 0],
    ]);
    expect(runs[0].shown.map((s) => s.call)).toEqual(calls.slice(0, SHOWN_PER_RUN));
    expect(hiddenText(runs[0])).toBe('… and 4 more UpdateItem like these.');
  });

  it('keeps short solutions whole, runs split by other operations apart, and says "one" for one', () => {
    expect(
      solutionRuns([call('PutItem'), call('GetItem'), call('PutItem')]).map((run) => run.hidden),
    ).toEqual([0, 0, 0]);
    const [pages] = solutionRuns(repeated('Query', SHOWN_PER_RUN + 1));
    expect(hiddenText(pages)).toBe('… and one more Query like these.');
    expect(solutionRuns([])).toEqual([]);
  });
});
