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

  it('says why a hot partition cannot split, as its JSON reason does', () => {
    // Every write on one item: hot from the first second, and after 30 hot seconds no split can help.
    const hotKey = simulateReport(runScenario({ pattern: 'hot-key', rate: 1500, seconds: 35 }), 1000);
    expect(hotKey).toMatch(
      / \+30 s {2}load-test hot, no split can help \(heat: all of it on one item\): p\d$/m,
    );
    // Rising event numbers under today's date: every new write lands past any boundary.
    const rising = simulateReport(runScenario({ pattern: 'date-key', rate: 1500, seconds: 35 }), 1000);
    expect(rising).toMatch(/load-test hot, no split can help \(heat: on a rising sort key\): p\d$/m);
  });

  it('stays short when thousands of partitions split: the busiest partitions, the others counted', () => {
    // 800-byte items over partitions of 2,000 bytes, each split a second after it outgrew them.
    const result = runScenario({
      pattern: 'uniform',
      rate: 500,
      seconds: 12,
      itemBytes: 800,
      capacity: { partitionSizeBytes: 2000, splitDelayMs: 1000 },
    });
    expect(result.partitions.filter((p) => p.active).length).toBeGreaterThan(3000);
    const lines = simulateReport(result, 1000).split('\n');
    expect(lines.length).toBeLessThan(60);
    expect(Math.max(...lines.map((line) => line.length))).toBeLessThan(160);
    const rows = lines.filter((line) => /^load-test {2}p\d+ /.test(line));
    expect(rows).toHaveLength(24);
    // The first partitions took every write before they split: they are among those shown.
    expect(rows.some((row) => /^load-test {2}p0 .* \(split\)$/.test(row))).toBe(true);
    const hidden = result.partitions.length - 24;
    expect(lines).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `^… ${hidden.toLocaleString('en-US')} more partitions \\([\\d,]+ of them split\\), each at most 0 RCU and [\\d,]+ WCU at peak, none throttled$`,
        ),
      ),
    );
    expect(lines).toContainEqual(
      expect.stringMatching(/^ +\+\d+ s {2}load-test split \(size\): (p\d+, ){5}p\d+ and [\d,]+ more$/),
    );
  });
});
