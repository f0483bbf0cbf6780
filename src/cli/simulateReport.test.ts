/** The readable report of `npm run simulate`: its event lines say what each decision was about. */
import { describe, expect, it } from 'vitest';
import { runScenario } from '../engine/load/scenario.ts';
import { simulateReport } from './simulateReport.ts';

describe('the simulate report', () => {
  it('tells a partition over the size limit that no split can divide as that, not as a hot one', () => {
    // One 800-byte item written ten times a second: cool, but over a 500-byte partition size limit.
    const result = runScenario({
      pattern: 'hot-key',
      rate: 10,
      seconds: 70,
      itemBytes: 800,
      capacity: { partitionSizeBytes: 500 },
    });
    const report = simulateReport(result, 1000);
    expect(report).toMatch(/load-test over the size limit, not split \(size: it is one item\): p\d/);
    expect(report).not.toContain('hot, no split can help (size)');
  });
});
