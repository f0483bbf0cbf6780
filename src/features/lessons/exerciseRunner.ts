/**
 * Running an exercise against the engine: building its starting state ("Set up"), checking its
 * goal ("Check"), and its reference solution (tests). Everything goes through ordinary DynamoDB
 * calls, so a lesson sees exactly what DynamoDB would answer.
 */
import { callOperation, DYNAMODB_TARGET_PREFIX } from '../../client/calls.ts';
import { errorName, type EngineClient } from '../../client/engineClient.ts';
import { isStreamsOperation, STREAMS_TARGET_PREFIX } from '../../client/streamCalls.ts';
import { SANDBOX_STEPS } from './lessonCalls.ts';
import { deleteTable } from './exerciseTeardown.ts';
import { describe, failed, settle, type RunOutcome } from './lessonWaits.ts';
import type {
  CheckResult,
  Exercise,
  LessonCall,
  LessonCalls,
  LessonEngine,
  RecordedCall,
} from './lessonTypes.ts';

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
    const table = tableOf(call);
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

/** The table a call names: the new table of an ImportTable or a restore, else its TableName. */
function tableOf(call: LessonCall): unknown {
  if (call.operation === 'ImportTable')
    return (call.body.TableCreationParameters as { TableName?: unknown } | undefined)?.TableName;
  return call.operation.startsWith('RestoreTable') ? call.body.TargetTableName : call.body.TableName;
}

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
    const reset = await deleteTable(engine, table);
    if (!reset.ok) return reset;
  }
  return runCalls(engine, callsAt(exercise.setup.calls, await engine.clockSeconds()));
}

/** The exercise's verdict; a check that breaks says so instead of failing the page. */
export async function checkExercise(engine: LessonEngine, exercise: Exercise): Promise<CheckResult> {
  let verdict: CheckResult;
  try {
    verdict = await exercise.check(engine);
  } catch (error) {
    return { passed: false, feedback: `The check could not run: ${(error as Error).message}` };
  }
  if (verdict.passed || /\bSet up\b/.test(verdict.feedback)) return verdict;
  // A learner who pressed Check before Set up is missing the tables the set-up makes: say so.
  const missing = await missingSetUpTables(engine, exercise);
  if (missing.length === 0) return verdict;
  const advice = 'press Set up first, it builds this exercise’s starting state.';
  const absent = /^There is no table named (.+) yet\.$/.exec(verdict.feedback)?.[1];
  if (missing.length === 1 && absent === missing[0])
    return { passed: false, feedback: `There is no table named ${missing[0]} yet: ${advice}` };
  const names = missing.map((table) => `“${table}”`).join(' and ');
  const lacking = `${names} ${missing.length === 1 ? 'does' : 'do'} not exist: ${advice}`;
  // A verdict that only names one of those tables as missing would say the same again.
  if (absent !== undefined && missing.includes(absent)) return { passed: false, feedback: lacking };
  // The set-up comes first: what the check would ask next only makes sense on its starting state.
  return { passed: false, feedback: `${lacking} Then: ${verdict.feedback}` };
}

/**
 * The home Region's tables the exercise's set-up creates that do not exist now — leaving out any the
 * solution deletes or makes again itself, which a learner half-way through has every reason to lack.
 */
async function missingSetUpTables(engine: LessonEngine, exercise: Exercise): Promise<string[]> {
  const now = await engine.clockSeconds();
  const made = tablesTouched(callsAt(exercise.setup.calls, now), ['CreateTable', 'ImportTable']);
  const redone = tablesTouched(callsAt(exercise.solution, now), TABLE_LIFECYCLE);
  const missing: string[] = [];
  for (const table of made) {
    if (redone.has(table)) continue;
    const described = await describe(engine, table);
    if (!described.ok && described.type === 'ResourceNotFoundException') missing.push(table);
  }
  return missing;
}

const TABLE_LIFECYCLE: readonly string[] = [
  'CreateTable',
  'ImportTable',
  'DeleteTable',
  'RestoreTableFromBackup',
  'RestoreTableToPointInTime',
];

/** The home Region's tables that `calls` make or remove with the given operations. */
function tablesTouched(calls: readonly LessonCall[], operations: readonly string[]): Set<string> {
  const tables = new Set<string>();
  for (const call of calls) {
    if (call.region !== undefined || !operations.includes(call.operation)) continue;
    const table = tableOf(call);
    if (typeof table === 'string') tables.add(table);
  }
  return tables;
}
