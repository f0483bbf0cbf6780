/**
 * A load-generator scenario run as the app runs it — the scenario's CreateTable, its load in the
 * engine's load driver — on a paused clock that the test fast-forwards, read back as the heatmap
 * reads it: the capacity history, the top keys placed in partitions, and the findings.
 */
import { expect } from 'vitest';
import { callWith } from '../../src/client/calls.ts';
import type { LoadRequest, LoadStatus } from '../../src/client/capacityClient.ts';
import { mergeFrame } from '../../src/client/capacityHistory.ts';
import { createInProcessClient } from '../../src/client/inProcessClient.ts';
import { explainCapacity } from '../../src/features/heatmap/explain.ts';
import { SCENARIOS, type Scenario } from '../../src/features/heatmap/load/scenarios.ts';

const START = Date.UTC(2026, 4, 4, 9, 0, 0);

export async function scenarioSandbox(id: string) {
  const scenario = SCENARIOS.find((candidate) => candidate.id === id) as Scenario;
  const client = createInProcessClient({
    clock: { start: START, running: false },
    tableStatusDelayMs: 0,
    gsiPropagationDelayMs: 0,
  });
  const tableName = scenario.table.TableName;
  const created = await callWith(client, 'CreateTable', scenario.table);
  expect(created.ok).toBe(true);
  let elapsed = 0;

  /** Starts a load on the scenario's table: the scenario's own unless `load` changes it. */
  async function start(load: Partial<LoadRequest> = {}) {
    const started = await client.capacity.startLoad({ ...scenario.load, ...load, tableName });
    expect(started.ok).toBe(true);
    elapsed = 0;
  }

  /** Fast-forwards the running load by `seconds` and waits until the driver has run them. */
  async function advance(seconds: number): Promise<LoadStatus> {
    elapsed += seconds;
    await client.capacity.fastForwardLoad(seconds);
    let status: LoadStatus | undefined;
    do {
      await new Promise((resolve) => setTimeout(resolve, 5));
      status = await client.capacity.loadStatus();
    } while (status && status.elapsedSeconds < elapsed);
    return status!;
  }

  /** What the heatmap shows now. */
  async function view() {
    const pull = await client.capacity.pull(tableName, { detail: true });
    if (!pull.ok || !pull.value.frame) throw new Error('no capacity frame');
    const history = mergeFrame(undefined, pull.value.frame, tableName);
    const detail = pull.value.detail;
    return { history, detail, findings: explainCapacity(history, detail) };
  }

  return { client, start, advance, view, stop: () => client.capacity.stopLoad() };
}

/** Runs a scenario's own load, reading the heatmap at each checkpoint (seconds of load). */
export async function runScenario(id: string, ...checkpoints: number[]) {
  const sandbox = await scenarioSandbox(id);
  await sandbox.start();
  const views = [];
  let done = 0;
  for (const seconds of checkpoints) {
    const status = await sandbox.advance(seconds - done);
    done = seconds;
    views.push({ status, ...(await sandbox.view()) });
  }
  await sandbox.stop();
  return views;
}
