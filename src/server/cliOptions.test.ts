import { describe, expect, it } from 'vitest';
import { parseArguments } from './cliOptions.ts';

describe('parseArguments', () => {
  it('defaults to 127.0.0.1:8000, us-east-1, real time and the engine status delay', () => {
    expect(parseArguments([])).toEqual({
      kind: 'serve',
      options: {
        port: 8000,
        host: '127.0.0.1',
        region: 'us-east-1',
        clockSpeed: 1,
        tableStatusDelayMs: 400,
        gsiLagMs: 250,
        replicaLagMs: undefined,
        transactionLatencyMs: 20,
        replicationLatencyMs: 1000,
        ttlDelayMs: undefined,
        dataFile: undefined,
        s3Dir: undefined,
      },
    });
  });

  it('reads --name value and --name=value', () => {
    const parsed = parseArguments([
      '--port=0',
      '--host',
      '0.0.0.0',
      '--region',
      'eu-west-1',
      '--clock-speed',
      '60',
      '--table-status-delay-ms=2000',
      '--gsi-lag-ms',
      '0',
      '--replica-lag-ms=1000',
      '--transaction-latency-ms=5',
      '--replication-latency-ms',
      '250',
      '--ttl-delay-ms',
      '1000',
      '--data=./sandbox.json',
      '--s3-dir',
      './s3',
    ]);
    expect(parsed).toEqual({
      kind: 'serve',
      options: {
        port: 0,
        host: '0.0.0.0',
        region: 'eu-west-1',
        clockSpeed: 60,
        tableStatusDelayMs: 2000,
        gsiLagMs: 0,
        replicaLagMs: 1000,
        transactionLatencyMs: 5,
        replicationLatencyMs: 250,
        ttlDelayMs: 1000,
        dataFile: './sandbox.json',
        s3Dir: './s3',
      },
    });
  });

  it('asks for help', () => {
    expect(parseArguments(['--port', '1', '--help'])).toEqual({ kind: 'help' });
    expect(parseArguments(['-h'])).toEqual({ kind: 'help' });
  });

  it.each([
    [['--port', '65536'], "--port must be an integer from 0 to 65535, got '65536'"],
    [['--port', '-1'], "--port must be an integer from 0 to 65535, got '-1'"],
    [['--port', '1.5'], "--port must be an integer from 0 to 65535, got '1.5'"],
    [['--clock-speed', '0.5'], "--clock-speed must be a number from 1 to 1000, got '0.5'"],
    [['--clock-speed', ''], "--clock-speed must be a number from 1 to 1000, got ''"],
    [['--clock-speed', 'fast'], "--clock-speed must be a number from 1 to 1000, got 'fast'"],
    [['--table-status-delay-ms', '-5'], "--table-status-delay-ms must be a non-negative integer, got '-5'"],
    [['--replica-lag-ms', '60001'], "--replica-lag-ms must be an integer from 0 to 60000, got '60001'"],
    [['--replica-lag-ms', '0.5'], "--replica-lag-ms must be an integer from 0 to 60000, got '0.5'"],
    [['--region', 'US East'], "--region must look like us-east-1, got 'US East'"],
    [['--host', ' '], '--host must not be empty'],
    [['--host'], '--host needs a value'],
    [['--data', ''], '--data must name a file'],
    [['--s3-dir', ' '], '--s3-dir must name a directory'],
    [['8000'], "unknown option '8000'"],
    [['--ports', '1'], "unknown option '--ports'"],
    [['--__proto__', '1'], "unknown option '--__proto__'"],
  ])('rejects %j', (argv, message) => {
    expect(parseArguments(argv)).toEqual({ kind: 'error', message });
  });
});
