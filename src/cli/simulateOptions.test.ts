import { describe, expect, it } from 'vitest';
import { parseSimulateArgs, UsageError } from './simulateOptions.ts';

const usageError = (args: string[]) => {
  try {
    parseSimulateArgs(args);
  } catch (error) {
    if (error instanceof UsageError) return error.message;
    throw error;
  }
  return undefined;
};

describe('simulate options', () => {
  it('reads a scenario, with --name value and --name=value', () => {
    const options = parseSimulateArgs([
      '--pattern',
      'sharded',
      '--rate=2000',
      '--seconds',
      '30',
      '--shards',
      '8',
      '--mode',
      'provisioned',
      '--rcu',
      '10',
      '--wcu=3000',
      '--read-ratio',
      '0.25',
      '--partition-size-mb',
      '1',
      '--json',
    ]);
    expect(options.json).toBe(true);
    expect(options.scenario).toEqual({
      pattern: 'sharded',
      rate: 2000,
      seconds: 30,
      shards: 8,
      mode: 'provisioned',
      rcu: 10,
      wcu: 3000,
      readRatio: 0.25,
      capacity: { partitionSizeBytes: 1024 * 1024 },
    });
  });

  it('refuses unknown options, bad values and missing requirements with a clear message', () => {
    expect(usageError(['--rate', '1', '--seconds', '1'])).toBe('--pattern is required');
    expect(usageError(['--pattern', 'hot', '--rate', '1', '--seconds', '1'])).toMatch(
      /^unknown pattern "hot"/,
    );
    expect(usageError(['--pattern', 'zipf', '--rate', '-5', '--seconds', '1'])).toBe(
      '--rate must be a positive number, not "-5"',
    );
    expect(usageError(['--pattern', 'zipf', '--rate', '5'])).toBe('--seconds is required');
    expect(usageError(['--pattern', 'zipf', '--rate', '5', '--seconds', '1', '--shards', '2.5'])).toBe(
      '--shards must be a positive integer, not "2.5"',
    );
    expect(usageError(['--pattern', 'zipf', '--rate', '5', '--seconds', '1', '--wcu', '5'])).toBe(
      '--rcu and --wcu need --mode provisioned',
    );
    expect(
      usageError([
        '--pattern',
        'zipf',
        '--rate',
        '5',
        '--seconds',
        '1',
        '--mode',
        'provisioned',
        '--rcu',
        '40001',
      ]),
    ).toBe('--rcu must be at most 40000');
    expect(usageError(['--pattern', 'zipf', '--rate', '5', '--seconds', '1', '--verbose'])).toBe(
      'unknown option --verbose',
    );
    expect(usageError(['--pattern'])).toBe('--pattern needs a value');
    // --json=false must not print JSON: a switch takes no value.
    expect(usageError(['--pattern', 'zipf', '--rate', '5', '--seconds', '1', '--json=false'])).toBe(
      '--json takes no value',
    );
    expect(usageError(['--help=no'])).toBe('--help takes no value');
    // Larger items than DynamoDB stores would make every write fail, not load the table.
    expect(usageError(['--pattern', 'zipf', '--rate', '5', '--seconds', '1', '--item-bytes', '500000'])).toBe(
      '--item-bytes must be at most 400000 (an item is at most 400 KB)',
    );
    expect(usageError(['--pattern', 'zipf', '--rate', '1000000', '--seconds', '86400'])).toMatch(/at most/);
  });
});
