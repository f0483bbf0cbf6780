/**
 * A load scenario run headless at full speed on its own engine with a paused clock: create a table
 * for the pattern, run the load for the given simulated seconds, and summarise what the capacity
 * model did — throttling, splits, and each partition's peak consumption. The `simulate` command and
 * the deterministic capacity tests both run scenarios through this.
 */
import type { CapacityOptions } from '../capacity/limits.ts';
import { Engine } from '../engine.ts';
import { createTable } from '../operations/createTable.ts';
import { LoadGenerator, type LoadOptions, type LoadTotals } from './loadGenerator.ts';
import { LOW_CARDINALITY_ATTRIBUTE, LOW_CARDINALITY_INDEX, type LoadPattern } from './patterns.ts';
import { summarizeTable, type TableSummary } from './summary.ts';

export type CapacityModeName = 'on-demand' | 'provisioned';

export interface ScenarioOptions extends Omit<LoadOptions, 'tableName'> {
  pattern: LoadPattern;
  seconds: number;
  mode?: CapacityModeName;
  /** Provisioned read and write capacity (also given to the GSI of gsi-low-cardinality). */
  rcu?: number;
  wcu?: number;
  capacity?: CapacityOptions;
}

export interface ScenarioResult extends LoadTotals, TableSummary {
  pattern: LoadPattern;
  mode: CapacityModeName;
  rate: number;
  seconds: number;
  /** Simulated start, epoch ms (event times are on the same clock). */
  start: number;
}

export const SCENARIO_TABLE = 'load-test';
/** Scenarios start at a fixed moment, so date keys and results are reproducible. */
export const SCENARIO_START = Date.UTC(2026, 4, 4, 9, 0, 0);

export function runScenario(options: ScenarioOptions): ScenarioResult {
  const mode = options.mode ?? 'on-demand';
  const engine = new Engine({
    clock: { start: SCENARIO_START, running: false },
    tableStatusDelayMs: 0,
    gsiPropagationDelayMs: 0,
    seed: options.seed,
    capacity: { metricsSeconds: Math.max(600, Math.ceil(options.seconds) + 2), ...options.capacity },
  });
  createTable(engine, tableDefinition(options, mode));
  const generator = new LoadGenerator(engine, { ...options, tableName: SCENARIO_TABLE });
  generator.advance(options.seconds * 1000);
  engine.advance(1000); // closes the last second of metrics
  const table = engine.tables.get(SCENARIO_TABLE)!;
  return {
    pattern: options.pattern,
    mode,
    rate: options.rate,
    seconds: options.seconds,
    start: SCENARIO_START,
    ...generator.totals,
    ...summarizeTable(engine, table),
  };
}

function tableDefinition(options: ScenarioOptions, mode: CapacityModeName): object {
  const throughput =
    mode === 'provisioned'
      ? {
          ProvisionedThroughput: {
            ReadCapacityUnits: options.rcu ?? 5,
            WriteCapacityUnits: options.wcu ?? 5,
          },
        }
      : {};
  const lowCardinality = options.pattern === 'gsi-low-cardinality';
  return {
    TableName: SCENARIO_TABLE,
    BillingMode: mode === 'provisioned' ? 'PROVISIONED' : 'PAY_PER_REQUEST',
    ...throughput,
    KeySchema: [
      { AttributeName: 'pk', KeyType: 'HASH' },
      { AttributeName: 'sk', KeyType: 'RANGE' },
    ],
    AttributeDefinitions: [
      { AttributeName: 'pk', AttributeType: 'S' },
      { AttributeName: 'sk', AttributeType: 'S' },
      ...(lowCardinality ? [{ AttributeName: LOW_CARDINALITY_ATTRIBUTE, AttributeType: 'S' }] : []),
    ],
    ...(lowCardinality
      ? {
          GlobalSecondaryIndexes: [
            {
              IndexName: LOW_CARDINALITY_INDEX,
              KeySchema: [{ AttributeName: LOW_CARDINALITY_ATTRIBUTE, KeyType: 'HASH' }],
              Projection: { ProjectionType: 'KEYS_ONLY' },
              ...throughput,
            },
          ],
        }
      : {}),
  };
}
