/** The findings follow the load's state: no hot alert left over after Stop, and a paused load named. */
import { describe, expect, it } from 'vitest';
import { scenarioSandbox } from '../../../test/helpers/capacityScenario.ts';
import { callWith, clockCalls } from '../../client/calls.ts';
import { explainCapacity } from './explain.ts';
import { SCENARIOS } from './load/scenarios.ts';

describe('findings and the load’s state', () => {
  it('drops the hot-partition alert as soon as the load stops', async () => {
    const sandbox = await scenarioSandbox('hot-key');
    await sandbox.start();
    await sandbox.advance(40);
    const running = await sandbox.view();
    expect(running.findings[0].tone).toBe('alert');
    const stopped = await sandbox.stop();
    const { history, detail } = await sandbox.view();
    const findings = explainCapacity(history, detail, stopped);
    expect(findings.some((finding) => finding.tone === 'alert')).toBe(false);
    expect(findings.map((finding) => finding.title)).toEqual(['No traffic right now']);
  });

  it('says the load is paused when the clock was stepped past it, instead of inviting a scenario', async () => {
    const sandbox = await scenarioSandbox('sharded');
    await sandbox.start();
    const status = await sandbox.advance(10);
    expect(status.state).toBe('paused');
    await clockCalls.advance(sandbox.client, 60);
    const { history, detail } = await sandbox.view();
    const [finding] = explainCapacity(history, detail, status);
    expect(finding).toMatchObject({ tone: 'idle', title: 'The load is paused' });
    expect(explainCapacity(history, detail)[0].title).toBe('No traffic right now');
    await sandbox.stop();
  });

  it('drops the hot-partition alert after Stop even when the clock was stepped during the run', async () => {
    // A Step moves the clock without the load: the run ends later than its start plus its seconds of
    // load, and the findings must count from when it really ended.
    const sandbox = await scenarioSandbox('hot-key');
    await sandbox.start();
    await sandbox.advance(20);
    await clockCalls.advance(sandbox.client, 60);
    await sandbox.advance(20);
    const stopped = await sandbox.stop();
    const { history, detail } = await sandbox.view();
    const findings = explainCapacity(history, detail, stopped);
    expect(findings.map((finding) => finding.title)).toEqual(['No traffic right now']);
  });

  it('names the table a load runs on when the table shown has no traffic, instead of inviting a scenario', async () => {
    // The learner picked another table in the header while the global counter's load runs.
    const sandbox = await scenarioSandbox('hot-key');
    const counter = SCENARIOS.find((scenario) => scenario.id === 'counter')!;
    expect((await callWith(sandbox.client, 'CreateTable', counter.table)).ok).toBe(true);
    const started = await sandbox.client.capacity.startLoad({ ...counter.load, tableName: 'lab-counter' });
    expect(started.ok).toBe(true);
    const status = await sandbox.advance(10);
    const { history, detail } = await sandbox.view();
    const [finding] = explainCapacity(history, detail, status);
    expect(finding).toMatchObject({ tone: 'idle', title: 'No traffic on lab-hot-key' });
    expect(finding.body).toContain('The load runs on lab-counter');
    await sandbox.stop();
  });
});
