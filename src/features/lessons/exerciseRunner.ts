/**
 * Running an exercise against the engine: building its starting state ("Set up"), checking its
 * goal ("Check"), and its reference solution (tests). Everything goes through ordinary DynamoDB
 * calls, so a lesson sees exactly what DynamoDB would answer.
 */
import { callOperation, DYNAMODB_TARGET_PREFIX } from '../../client/calls.ts';
import { errorName, type EngineClient } from '../../client/engineClient.ts';
import { isStreamsOperation, STREAMS_TARGET_PREFIX } from '../../client/streamCalls.ts';
import { SANDBOX_STEPS } from './lessonCalls.ts';
import type {
  CallResult,
  CheckResult,
  Exercise,
  LessonCall,
  LessonCalls,
  LessonEngine,
  RecordedCall,
} from './lessonTypes.ts';

/**
 * Table changes take a moment on the virtual clock (CREATING, DELETING). A set-up moves the clock
 * on by a second at a time until they are done, whether or not the learner has paused it.
 */
const MAX_CLOCK_STEPS = 60;

export type RunOutcome = { ok: true } | { ok: false; message: string };

/**
 * A LessonEngine over the app's engine client; `recentCalls` lists the learner's Console requests
 * (the app passes its run history).
 */
export function lessonEngine(
  client: EngineClient,
  recentCalls: () => readonly RecordedCall[] = () => [],
): LessonEngine {
  return {
    recentCalls,
    async call(operation, body, region) {
      const prefix = isStreamsOperation(operation) ? STREAMS_TARGET_PREFIX : DYNAMODB_TARGET_PREFIX;
      const outcome = await callOperation(client, operation, JSON.stringify(body), prefix, region);
      if (outcome.ok) return { ok: true, reply: outcome.value.reply };
      return { ok: false, type: errorName(outcome.error.__type), message: outcome.error.message };
    },
    async advanceClock(seconds) {
      await sandboxCall(client, 'AdvanceClock', { Seconds: seconds });
    },
    sandbox: (operation, body) => sandboxCall(client, operation, body),
    async clockSeconds() {
      return Math.floor((await sandboxCall(client, 'DescribeClock', {})).Time as number);
    },
  };
}

async function sandboxCall(client: EngineClient, operation: string, body: object) {
  const outcome = await callOperation(client, operation, JSON.stringify(body), 'DynamoSandbox.');
  if (!outcome.ok) throw new Error(outcome.error.message);
  return outcome.value.reply;
}

/** The calls themselves, built for the sandbox time `nowSeconds` if they depend on it. */
export function callsAt(calls: LessonCalls, nowSeconds: number): readonly LessonCall[] {
  return typeof calls === 'function' ? calls(nowSeconds) : calls;
}

const describe = (engine: LessonEngine, table: string) => engine.call('DescribeTable', { TableName: table });

/**
 * Waits (on the virtual clock) until `table` and its indexes are ACTIVE, warm throughput included,
 * or until it is gone. A warm throughput raise takes minutes where a status change takes a second,
 * so while only that is pending the clock moves in bigger steps.
 */
async function settle(engine: LessonEngine, table: string, until: 'active' | 'gone'): Promise<RunOutcome> {
  for (let step = 0; step <= MAX_CLOCK_STEPS; step++) {
    const described = await describe(engine, table);
    if (until === 'gone' && !described.ok && described.type === 'ResourceNotFoundException')
      return { ok: true };
    if (!described.ok && described.type !== 'ResourceNotFoundException') return failed(described);
    const state = described.ok ? settledState(described.reply) : 'changing';
    if (until === 'active' && state === 'active') return { ok: true };
    await engine.advanceClock(state === 'warming' ? WARMING_STEP_SECONDS : 1);
  }
  return { ok: false, message: `Table ${table} did not become ${until === 'gone' ? 'deleted' : 'ACTIVE'}.` };
}

/** DynamoDB's warm throughput raise takes several minutes; the engine models five. */
const WARMING_STEP_SECONDS = 30;

interface Settling {
  TableStatus?: string;
  WarmThroughput?: { Status?: string };
}

/**
 * Whether a described table is settled, only warming up, or still changing: its status, an index's
 * (a vector index's too: it cannot be searched until ACTIVE),
 * a change of encryption key (UPDATING with the table ACTIVE; DeleteTable waits for it too), or a
 * replica being added or removed (a table with items is ACTIVE again before its new replica is).
 */
function settledState(reply: Record<string, unknown>): 'active' | 'warming' | 'changing' {
  const table = reply.Table as Settling & {
    GlobalSecondaryIndexes?: (Settling & { IndexStatus?: string })[];
    VectorIndexes?: { IndexStatus?: string }[];
    SSEDescription?: { Status?: string };
    Replicas?: { ReplicaStatus?: string }[];
  };
  const indexes = table.GlobalSecondaryIndexes ?? [];
  if (
    table.TableStatus !== 'ACTIVE' ||
    [...indexes, ...(table.VectorIndexes ?? [])].some((index) => index.IndexStatus !== 'ACTIVE') ||
    table.SSEDescription?.Status === 'UPDATING' ||
    (table.Replicas ?? []).some((replica) => replica.ReplicaStatus !== 'ACTIVE')
  )
    return 'changing';
  const warming = [table, ...indexes].some((part) => part.WarmThroughput?.Status === 'UPDATING');
  return warming ? 'warming' : 'active';
}

const failed = (result: CallResult & { ok: false }): RunOutcome => ({
  ok: false,
  message: `${result.type}: ${result.message}`,
});

/**
 * Runs calls in order, waiting for each created, imported or deleted table to settle; the sandbox
 * steps (advanceClockCall, pauseClockCall, replicaLagCall, putS3ObjectCall) go to their sandbox
 * targets. A call with `expectError` must fail with that error; any other failure stops the run.
 */
export async function runCalls(engine: LessonEngine, calls: readonly LessonCall[]): Promise<RunOutcome> {
  for (const call of calls) {
    if (SANDBOX_STEPS.has(call.operation)) {
      await engine.sandbox(call.operation, call.body);
      continue;
    }
    const result = await engine.call(call.operation, call.body, call.region);
    if (call.expectError !== undefined) {
      if (result.ok)
        return { ok: false, message: `${call.operation} succeeded; expected ${call.expectError}.` };
      if (result.type !== call.expectError) return failed(result);
      continue;
    }
    if (!result.ok) return failed(result);
    const table = call.operation === 'ImportTable' ? importedTableName(call) : call.body.TableName;
    if (typeof table !== 'string' || call.region !== undefined) continue;
    // An imported table is CREATING until its import ends, ACTIVE then (even when records failed).
    if (
      call.operation === 'CreateTable' ||
      call.operation === 'UpdateTable' ||
      call.operation === 'ImportTable'
    ) {
      const settled = await settle(engine, table, 'active');
      if (!settled.ok) return settled;
    } else if (call.operation === 'DeleteTable') {
      const settled = await settle(engine, table, 'gone');
      if (!settled.ok) return settled;
    }
  }
  return { ok: true };
}

/** The name of the new table an ImportTable makes. */
const importedTableName = (call: LessonCall): unknown =>
  (call.body.TableCreationParameters as { TableName?: unknown } | undefined)?.TableName;

/** Which of `tables` exist now: what a set-up would delete. */
export async function existingTables(engine: LessonEngine, tables: readonly string[]): Promise<string[]> {
  const found: string[] = [];
  for (const table of tables) if ((await describe(engine, table)).ok) found.push(table);
  return found;
}

/**
 * Deletes the exercise's tables (once they can be deleted), then builds its starting state. A
 * failure (the engine's worker gone) comes back as the outcome's message, never as an exception.
 */
export async function setUpExercise(engine: LessonEngine, exercise: Exercise): Promise<RunOutcome> {
  try {
    return await buildStartingState(engine, exercise);
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
}

async function buildStartingState(engine: LessonEngine, exercise: Exercise): Promise<RunOutcome> {
  for (const table of exercise.setup.resetTables) {
    const described = await describe(engine, table);
    if (!described.ok) {
      if (described.type === 'ResourceNotFoundException') continue;
      return failed(described);
    }
    // A table still CREATING or UPDATING cannot be deleted yet.
    const ready = await settle(engine, table, 'active');
    if (!ready.ok) return ready;
    // The learner agreed to the deletion (the app asks first), so deletion protection is lifted too.
    if ((described.reply.Table as { DeletionProtectionEnabled?: boolean }).DeletionProtectionEnabled) {
      const lifted = await liftDeletionProtection(engine, table);
      if (!lifted.ok) return lifted;
    }
    const removed = await removeReplicas(engine, table);
    if (!removed.ok) return removed;
    const arn = (described.reply.Table as { TableArn?: string }).TableArn ?? table;
    const deleted = await deleteWhenAdmitted(engine, table, arn);
    if (!deleted.ok) return deleted;
  }
  return runCalls(engine, callsAt(exercise.setup.calls, await engine.clockSeconds()));
}

/**
 * Turns deletion protection off. DynamoDB refuses a second change of it within 15 seconds of the
 * last (ThrottlingException): a learner who just turned it on would otherwise block Set up, so the
 * clock moves on until the change goes through.
 */
async function liftDeletionProtection(engine: LessonEngine, table: string): Promise<RunOutcome> {
  for (let step = 0; step <= MAX_CLOCK_STEPS; step++) {
    const lifted = await engine.call('UpdateTable', { TableName: table, DeletionProtectionEnabled: false });
    if (lifted.ok) return settle(engine, table, 'active');
    if (lifted.type !== 'ThrottlingException') return failed(lifted);
    await engine.advanceClock(1);
  }
  return { ok: false, message: `Deletion protection of ${table} could not be turned off.` };
}

/**
 * A global table's replicas go first, until the table is Regional again and can be deleted: one at
 * a time and the newest first for MREC (DynamoDB keeps a Region that added a replica while that
 * replica exists), all at once with the witness for MRSC (no replica of it may leave alone). A
 * replica with deletion protection stops the set-up with DynamoDB's message.
 */
async function removeReplicas(engine: LessonEngine, table: string): Promise<RunOutcome> {
  for (let step = 0; step <= MAX_CLOCK_STEPS; step++) {
    const described = await describe(engine, table);
    if (!described.ok) return failed(described);
    const removal = replicaRemoval(described.reply.Table as GlobalTableFields);
    if (removal === 'regional') return settle(engine, table, 'active');
    if (removal) {
      const removed = await engine.call('UpdateTable', { TableName: table, ...removal });
      if (!removed.ok && removed.type !== 'ResourceInUseException') return failed(removed);
    }
    await engine.advanceClock(1);
  }
  return { ok: false, message: `The replicas of ${table} could not be removed.` };
}

interface GlobalTableFields {
  Replicas?: { RegionName: string; ReplicaStatus: string }[];
  GlobalTableWitnesses?: { RegionName: string }[];
  MultiRegionConsistency?: string;
}

/** The next UpdateTable that takes replicas away; undefined while one is still settling. */
function replicaRemoval(table: GlobalTableFields): Record<string, unknown> | 'regional' | undefined {
  const replicas = table.Replicas;
  if (replicas === undefined) return 'regional';
  const deletes = (regions: { RegionName: string }[]) =>
    regions.map(({ RegionName }) => ({ Delete: { RegionName } }));
  if (table.MultiRegionConsistency === 'STRONG') {
    if (replicas.length === 0 || replicas.some((replica) => replica.ReplicaStatus !== 'ACTIVE'))
      return undefined;
    const witnesses = table.GlobalTableWitnesses ?? [];
    return {
      ReplicaUpdates: deletes(replicas),
      ...(witnesses.length > 0 && { GlobalTableWitnessUpdates: deletes(witnesses) }),
    };
  }
  const newest = replicas.findLast((replica) => replica.ReplicaStatus === 'ACTIVE');
  return newest && { ReplicaUpdates: deletes([newest]) };
}

/**
 * Deletes the table once DynamoDB admits it: a tag or resource-policy change the learner just made
 * holds DeleteTable back for a moment (ResourceInUseException), so the clock moves on until it goes;
 * a resource-based policy that denies DeleteTable is removed first (the account's root user always
 * may), as deletion protection is lifted.
 */
async function deleteWhenAdmitted(engine: LessonEngine, table: string, arn: string): Promise<RunOutcome> {
  for (let step = 0; step <= MAX_CLOCK_STEPS; step++) {
    const deleted = await engine.call('DeleteTable', { TableName: table });
    if (deleted.ok) return settle(engine, table, 'gone');
    if (deleted.type === 'AccessDeniedException')
      await engine.call('DeleteResourcePolicy', { ResourceArn: arn });
    else if (deleted.type !== 'ResourceInUseException') return failed(deleted);
    await engine.advanceClock(1);
  }
  return { ok: false, message: `Table ${table} could not be deleted.` };
}

/** The exercise's verdict; a check that breaks says so instead of failing the page. */
export async function checkExercise(engine: LessonEngine, exercise: Exercise): Promise<CheckResult> {
  try {
    return await exercise.check(engine);
  } catch (error) {
    return { passed: false, feedback: `The check could not run: ${(error as Error).message}` };
  }
}
