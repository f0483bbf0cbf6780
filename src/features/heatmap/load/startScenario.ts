/**
 * Starting a load from the app: a scenario creates its table first (the same CreateTable any client
 * sends, so the table shows in the explorer and the console) and then starts its load, which waits
 * in the engine until the table is ACTIVE. Problems come back as a message for the panel. A table
 * left by an earlier run is used as it is: its items and partitions stay (DynamoDB never merges
 * partitions), and the panel says so, since such a run no longer starts from a new table.
 */
import { callWith } from '../../../client/calls.ts';
import type { LoadRequest, LoadStatus } from '../../../client/capacityClient.ts';
import { errorName, type EngineClient } from '../../../client/engineClient.ts';
import type { Scenario } from './scenarios.ts';

export type Started =
  | {
      ok: true;
      status: LoadStatus;
      created: boolean;
      /** The scenario's table was already there, from an earlier run, with that run's partitions. */
      reused?: boolean;
    }
  | { ok: false; message: string };

export async function startScenario(engine: EngineClient, scenario: Scenario): Promise<Started> {
  const tableName = scenario.table.TableName;
  // ListTables, not DescribeTable: a missing table would count in the UserErrors metric.
  const exists = await tableExists(engine, tableName);
  if (typeof exists === 'string') return { ok: false, message: exists };
  let created = false;
  if (!exists) {
    const create = await callWith(engine, 'CreateTable', scenario.table);
    if (!create.ok) return failure(create.error);
    created = true;
  }
  const started = await startLoad(engine, { ...scenario.load, tableName });
  return started.ok ? { ...started, created, reused: !created } : started;
}

export async function startLoad(engine: EngineClient, request: LoadRequest): Promise<Started> {
  const outcome = await engine.capacity.startLoad(request);
  return outcome.ok ? { ok: true, status: outcome.value, created: false } : failure(outcome.error);
}

/** Whether `name` is among the tables (or why the list could not be read). */
async function tableExists(engine: EngineClient, name: string): Promise<boolean | string> {
  let start: string | undefined;
  do {
    const page = await callWith(engine, 'ListTables', start ? { ExclusiveStartTableName: start } : {});
    if (!page.ok) return `${errorName(page.error.__type)}: ${page.error.message}`;
    const reply = page.value.reply as { TableNames?: string[]; LastEvaluatedTableName?: string };
    if (reply.TableNames?.includes(name)) return true;
    start = reply.LastEvaluatedTableName;
  } while (start);
  return false;
}

function failure(error: { __type: string; message: string }): Started {
  return { ok: false, message: `${errorName(error.__type)}: ${error.message}` };
}
