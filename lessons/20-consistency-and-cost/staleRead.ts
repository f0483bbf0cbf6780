/**
 * Lesson 20's first exercise: a profile saved a moment ago, a replica that has not applied the save
 * yet, and the read that cannot miss it. The set-up pauses the clock and turns on the sandbox's
 * replica lag (engine storage/replicaLag.ts), so that one default read in three keeps returning the
 * old name until the clock moves on.
 */
import { notYet, pass, stringOf, type WireItem } from '../../src/features/lessons/checkHelpers.ts';
import {
  advanceClockCall,
  createTableCall,
  pauseClockCall,
  putCall,
  replicaLagCall,
} from '../../src/features/lessons/lessonCalls.ts';
import type {
  CheckResult,
  Exercise,
  LessonCall,
  RecordedCall,
} from '../../src/features/lessons/lessonTypes.ts';
import { queriedPartition } from '../../src/features/lessons/queriedPartition.ts';
import { plural } from '../../src/ui/plural.ts';

const PROFILES = 'profiles';
const USER = 'u-7';
const OLD_NAME = 'Ada';
const NEW_NAME = 'Ada Lovelace';
/** How far the trailing replica is behind: long on a paused clock, and easy to step past. */
const LAG_MS = 1000;
/** Default reads the task asks for before the strong one. */
const DEFAULT_READS = 3;

const KEY = { userId: { S: USER } };

const save: LessonCall = {
  operation: 'UpdateItem',
  body: {
    TableName: PROFILES,
    Key: KEY,
    UpdateExpression: 'SET displayName = :name',
    ExpressionAttributeValues: { ':name': { S: NEW_NAME } },
  },
};

const read = (consistent: boolean): LessonCall => ({
  operation: 'GetItem',
  body: { TableName: PROFILES, Key: KEY, ...(consistent && { ConsistentRead: true }) },
});

/** The name a recorded GetItem of the profile returned, if it returned the profile. */
const nameRead = (call: RecordedCall) => stringOf(call.reply?.Item as WireItem | undefined, 'displayName');

const readsProfile = (call: RecordedCall) =>
  stringOf(call.request.Key as WireItem | undefined, 'userId') === USER && call.reply !== undefined;

type TransactGet = { Get?: { TableName?: unknown; Key?: WireItem } };

/** What a read of the profile returned: its name, undefined when the profile did not come back. */
interface Answer {
  name?: string;
}

/** A strongly consistent read of the profile other than a GetItem, and what it returned. */
interface OtherStrongRead extends Answer {
  operation: 'TransactGetItems' | 'Query' | 'BatchGetItem';
}

/**
 * What an answered TransactGetItems returned of the profile, or undefined when it did not read it. A
 * transactional read sees every acknowledged write too, so it answers step 2 as well.
 */
function transactionalAnswer(call: RecordedCall): Answer | undefined {
  const gets = (call.request.TransactItems as TransactGet[] | undefined) ?? [];
  const at = gets.findIndex(({ Get }) => Get?.TableName === PROFILES && stringOf(Get.Key, 'userId') === USER);
  if (at < 0) return undefined;
  const responses = (call.reply?.Responses as { Item?: WireItem }[] | undefined) ?? [];
  return { name: stringOf(responses[at]?.Item, 'displayName') };
}

/** What an answered Query returned of the profile, when it was a strongly consistent one of its partition. */
function queryAnswer(call: RecordedCall): Answer | undefined {
  const { request } = call;
  if (request.TableName !== PROFILES || request.ConsistentRead !== true) return undefined;
  if (queriedPartition(request, 'userId') !== USER) return undefined;
  const [item] = (call.reply?.Items as WireItem[] | undefined) ?? [];
  return { name: stringOf(item, 'displayName') };
}

/**
 * What an answered BatchGetItem returned of the profile, when its entry for the table asked for
 * "ConsistentRead": true and named the profile. A key DynamoDB handed back in UnprocessedKeys was not
 * read, so that batch is no answer.
 */
function batchAnswer(call: RecordedCall): Answer | undefined {
  const entry = (
    call.request.RequestItems as Record<string, { Keys?: unknown; ConsistentRead?: unknown }> | undefined
  )?.[PROFILES];
  const keys = Array.isArray(entry?.Keys) ? (entry.Keys as WireItem[]) : [];
  if (entry?.ConsistentRead !== true || !keys.some((key) => stringOf(key, 'userId') === USER))
    return undefined;
  if ((call.reply?.UnprocessedKeys as Record<string, unknown> | undefined)?.[PROFILES]) return undefined;
  const returned =
    (call.reply?.Responses as Record<string, WireItem[] | undefined> | undefined)?.[PROFILES] ?? [];
  const item = returned.find((candidate) => stringOf(candidate, 'userId') === USER);
  return { name: stringOf(item, 'displayName') };
}

const ANSWERS = { TransactGetItems: transactionalAnswer, Query: queryAnswer, BatchGetItem: batchAnswer };

/**
 * The call as a strongly consistent read of the profile that is not a GetItem, or undefined when it
 * is none (or failed). DynamoDB serves a Query or a BatchGetItem with "ConsistentRead": true from the
 * leader as it does a GetItem, and a TransactGetItems always.
 */
function otherStrongRead(call: RecordedCall): OtherStrongRead | undefined {
  if (!call.reply || !Object.hasOwn(ANSWERS, call.operation)) return undefined;
  const operation = call.operation as OtherStrongRead['operation'];
  const answer = ANSWERS[operation](call);
  return answer && { operation, ...answer };
}

const WHEN_DONE =
  "When you are done, set Stale reads back to “in sync” and resume the clock (the next exercises' Set up does both): while it is paused, the trailing replica never catches up.";

/** What the learner's default reads showed, for the verdict. */
function seenByDefaults(count: number, stale: number): string {
  return stale > 0
    ? `${plural(stale, 'default read')} of ${count} returned “${OLD_NAME}”, a version the save had already replaced`
    : `None of your ${count} default reads happened to reach the trailing replica this time (each had a one-in-three chance); on DynamoDB you would not be told which one answered`;
}

/** The verdict on a TransactGetItems sent as the read that cannot miss the save: right, at a price. */
function transactionalVerdict(name: string | undefined, defaults: number, stale: number): CheckResult {
  if (defaults < DEFAULT_READS)
    return notYet(
      `Your latest read is a TransactGetItems. Before it, run the default GetItem at least ${DEFAULT_READS} times (you ran ${defaults}) to see what it can return.`,
    );
  if (name !== NEW_NAME)
    return notYet(
      `Your TransactGetItems returned “${name ?? 'no profile'}”: press Set up to bring the saved profile back.`,
    );
  return pass(
    `${seenByDefaults(defaults, stale)}. Your TransactGetItems returned “${NEW_NAME}”: a transactional read sees every acknowledged write too, but it costs twice a strongly consistent read, four times a default one. For one item, a GetItem with "ConsistentRead": true is enough. ${WHEN_DONE}`,
  );
}

/**
 * The verdict on a strongly consistent read sent as step 2; `kind` names it in the messages ("read"
 * for a GetItem, else its operation).
 */
function strongVerdict(kind: string, name: string | undefined, defaults: number, stale: number): CheckResult {
  if (defaults < DEFAULT_READS)
    return notYet(
      `Your latest read is strongly consistent. Before it, run the default read at least ${DEFAULT_READS} times (you ran ${defaults}) to see what it can return.`,
    );
  if (name !== NEW_NAME)
    return notYet(
      `Your strongly consistent ${kind} returned “${name ?? 'no profile'}”: press Set up to bring the saved profile back.`,
    );
  return pass(
    `${seenByDefaults(defaults, stale)}. The strongly consistent ${kind} went to the leader and returned “${NEW_NAME}”, at twice the units of a default read. ${WHEN_DONE}`,
  );
}

export const staleRead: Exercise = {
  id: 'stale-read',
  title: 'Read your own write',
  task:
    `Table \`${PROFILES}\` (partition key \`userId\`) holds user profiles. User \`${USER}\` has just changed ` +
    `their display name from “${OLD_NAME}” to “${NEW_NAME}”, and the app's next page reads the profile back. ` +
    `Set up pauses the clock and sets the header's **Stale reads** to ${LAG_MS / 1000} s behind, after the save, so ` +
    'one of the partition’s three replicas has not applied it yet.\n\n' +
    `1. Read the profile with \`GetItem\` the default way, at least ${DEFAULT_READS} times, and watch the name ` +
    'each answer shows (the result’s summary says when the trailing replica answered).\n' +
    '2. Then read it the way the page must: so that the answer always includes the save.',
  hints: [
    `\`{"TableName": "${PROFILES}", "Key": {"userId": {"S": "${USER}"}}}\`: run it several times. Each default read goes to one of three replicas; about one in three reaches the trailing one.`,
    'A strongly consistent read goes to the partition’s leader, which has every acknowledged write: add `"ConsistentRead": true`.',
  ],
  setup: {
    resetTables: [PROFILES],
    calls: [
      createTableCall(PROFILES, { hash: 'userId' }),
      putCall(PROFILES, { ...KEY, displayName: { S: OLD_NAME }, plan: { S: 'pro' } }),
      // The profile's first version is on every replica; the save that follows is not, yet.
      advanceClockCall(2),
      pauseClockCall(),
      replicaLagCall(LAG_MS),
      save,
    ],
  },
  async check(engine) {
    const calls = engine.recentCalls();
    const isProfileGet = (call: RecordedCall) =>
      call.operation === 'GetItem' && call.request.TableName === PROFILES && readsProfile(call);
    const reads = calls.filter(isProfileGet);
    const [latest] = reads;
    if (!latest) return notYet(`Read ${USER}’s profile from ${PROFILES} with GetItem in the Console first.`);
    const defaults = reads.filter((call) => call.request.ConsistentRead !== true);
    const stale = defaults.filter((call) => nameRead(call) === OLD_NAME).length;
    // A strongly consistent read of another kind sent after the latest GetItem answers step 2 as well.
    const other = calls
      .slice(0, calls.findIndex(isProfileGet))
      .map(otherStrongRead)
      .find((read) => read !== undefined);
    if (other?.operation === 'TransactGetItems')
      return transactionalVerdict(other.name, defaults.length, stale);
    if (other) return strongVerdict(other.operation, other.name, defaults.length, stale);
    if (latest.request.ConsistentRead !== true) {
      if (defaults.length < DEFAULT_READS)
        return notYet(
          `Your default reads so far: ${defaults.length}, ${stale} of them with the old name. Run at least ${DEFAULT_READS}: each one goes to one of the three replicas.`,
        );
      if (stale === 0)
        return notYet(
          `None of your ${defaults.length} default reads reached the trailing replica this time: each has a one-in-three chance. Run a few more to see the old name come back, or go on and read the profile so that it cannot happen.`,
        );
      return notYet(
        `${plural(stale, 'default read')} of ${defaults.length} returned “${OLD_NAME}”: the replica that answered had not applied the save. Now read the profile so that it cannot happen.`,
      );
    }
    return strongVerdict('read', nameRead(latest), defaults.length, stale);
  },
  solution: [...Array.from({ length: DEFAULT_READS }, () => read(false)), read(true)],
};
