/** `npm run simulate`: the JSON report of a scenario, and exit status 2 on a usage error. */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

function simulate(args: string[]) {
  const result = spawnSync(process.execPath, ['scripts/run-bundled.mjs', 'src/cli/simulate.ts', ...args], {
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('npm run simulate', () => {
  it('prints one JSON object with requests, throttling, splits and partitions', () => {
    const { status, stdout } = simulate([
      '--pattern',
      'hot-key',
      '--rate',
      '1500',
      '--seconds',
      '20',
      '--json',
    ]);
    expect(status).toBe(0);
    const report = JSON.parse(stdout);
    expect(report).toMatchObject({ pattern: 'hot-key', requests: 30_000, throttled: 10_000, splits: 0 });
    expect(report.partitions).toHaveLength(4);
    expect(report.partitions.map((p: { peakWriteUnits: number }) => p.peakWriteUnits).sort()).toEqual([
      0, 0, 0, 1000,
    ]);
    expect(report.partitions[0]).toHaveProperty('throttled');
    expect(report.partitions[0]).toHaveProperty('peakReadUnits');
  }, 60_000);

  it('prints a readable report without --json', () => {
    const { status, stdout } = simulate(['--pattern', 'sharded', '--rate', '1500', '--seconds', '5']);
    expect(status).toBe(0);
    expect(stdout).toContain('Scenario: sharded');
    expect(stdout).toMatch(/Throttled\s+0/);
  }, 60_000);

  it('exits with status 2 and the usage on a bad option', () => {
    const { status, stderr, stdout } = simulate(['--pattern', 'uniform', '--rate', 'fast', '--seconds', '5']);
    expect(status).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toContain('simulate: --rate must be a positive number, not "fast"');
    expect(stderr).toContain('Usage: npm run simulate');
  }, 60_000);

  // What a run asks for is bounded before it starts, so none runs for hours or exhausts memory: at
  // about 16,000 simulated requests a wall-clock second (measured, bundled, on a shared core) and
  // some 430 bytes of memory per stored item, the earlier bounds (200 million requests, any --keys)
  // let one command run for three hours and store tens of GB.
  it.each([
    [['--seconds', String(10 * 365 * 86400), '--rate', '1'], '--seconds must be at most 86400'],
    [['--seconds', '86400', '--rate', '2000'], '--rate × --seconds must be at most 20,000,000 requests'],
    [['--seconds', '10', '--rate', '1', '--keys', '100000000'], '--keys must be at most 1000000'],
  ])(
    'refuses a run too long or too large to finish: %s',
    (args, message) => {
      const { status, stderr, stdout } = simulate(['--pattern', 'uniform', ...args]);
      expect(status).toBe(2);
      expect(stdout).toBe('');
      expect(stderr).toContain(`simulate: ${message}`);
    },
    60_000,
  );
});
