/** Lesson 2's exercises: an optimistic-locking rename, and usernames nobody can take twice. */
import {
  getItem,
  notYet,
  numberOf,
  pass,
  stringOf,
  type WireItem,
} from '../../src/features/lessons/checkHelpers.ts';
import { createAppTable, createTableCall, putCall } from '../../src/features/lessons/lessonCalls.ts';
import { learnerWrites, writesItem, type LearnerWrite } from '../../src/features/lessons/learnerRequests.ts';
import type {
  CheckResult,
  Exercise,
  LessonCall,
  LessonEngine,
  SelfCheck,
} from '../../src/features/lessons/lessonTypes.ts';

const PROFILE_KEY = { PK: { S: 'CUSTOMER#42' }, SK: { S: 'PROFILE' } };

/** The rename, guarded by the version the writer read (`expected`). */
const rename = (name: string, expected: number): LessonCall => ({
  operation: 'UpdateItem',
  body: {
    TableName: 'app',
    Key: PROFILE_KEY,
    UpdateExpression: 'SET #n = :n, ver = ver + :one',
    ConditionExpression: 'ver = :v',
    ExpressionAttributeNames: { '#n': 'name' },
    ExpressionAttributeValues: { ':n': { S: name }, ':v': { N: String(expected) }, ':one': { N: '1' } },
  },
});

/** Claims a username for a customer, unless someone already has it. */
const claim = (username: string, owner: string): LessonCall => ({
  operation: 'PutItem',
  body: {
    TableName: 'usernames',
    Item: { PK: { S: `USERNAME#${username}` }, owner: { S: owner } },
    ConditionExpression: 'attribute_not_exists(PK)',
  },
});

/** Each table's key attribute names, which a PartiQL WHERE names beside its condition. */
const KEYS: Record<string, readonly string[]> = { app: ['PK', 'SK'], usernames: ['PK'] };

/**
 * The goal of both exercises is a guarded write and a refused one: a check that read only the final
 * items would pass an unconditional write that happens to leave the same item. PartiQL counts too:
 * an INSERT is guarded (a duplicate key refuses it), an UPDATE by the rest of its WHERE.
 */
function guardedAndRefused(
  engine: LessonEngine,
  table: string,
  feedback: { unguarded: string; notRefused: string },
): CheckResult | undefined {
  const writes = learnerWrites(engine, table, KEYS[table]);
  if (writes.some((write) => write.succeeded && !write.conditional)) return notYet(feedback.unguarded);
  if (!writes.some((write) => write.refusedByCondition)) return notYet(feedback.notRefused);
  return undefined;
}

/** Whether a write's condition looks at the version: optimistic locking is a test of `ver`. */
const testsVersion = (write: LearnerWrite) => /\bver\b/.test(write.condition ?? '');

/** The profile's key as writesItem reads it. */
const PROFILE = { PK: 'CUSTOMER#42', SK: 'PROFILE' };

/**
 * The rename's writes judged for the version check they are about: a guard that ignores `ver`
 * (`attribute_exists(PK)`) lets a stale writer through, and a refusal by such a guard is not the
 * stale writer being turned away. Nor is a refusal sent before the rename (the profile was still at
 * version 1, so what refused it was a :v other than 1), or one of another item. Undefined when the
 * rename tested `ver` and a write of the profile was later refused by `ver`.
 */
function versionChecked(engine: LessonEngine): CheckResult | undefined {
  const writes = learnerWrites(engine, 'app', KEYS.app);
  const blind = writes.find((write) => write.succeeded && write.conditional && !testsVersion(write));
  if (blind)
    return notYet(
      `"Ada L." at version 2, but your write was guarded by ${blind.condition}, which does not look at ver: a writer still holding version 1 passes it too and overwrites the rename. Set up and guard the rename with ver = :v.`,
    );
  // Newest first: the rename is the newest write that changed the profile, and the stale writer's
  // refusal must be newer still. A rename made outside the Console leaves any refusal of the profile.
  const renamedAt =
    writes.find((write) => write.succeeded && writesItem(write, PROFILE))?.callIndex ?? Infinity;
  const byVersion = writes.filter((write) => write.refusedByCondition && testsVersion(write));
  const ofProfile = byVersion.filter((write) => writesItem(write, PROFILE));
  if (ofProfile.some((write) => write.callIndex < renamedAt)) return undefined;
  const other = writes.find((write) => write.refusedByCondition);
  const why =
    ofProfile.length > 0
      ? ' Your refused write was sent before the rename, while the profile was still at version 1: it was turned away because its :v was not 1, not because a newer save had come first.'
      : byVersion.length > 0
        ? ' Your refused write was turned away by the version, but it was not a write of CUSTOMER#42’s profile (PK CUSTOMER#42, SK PROFILE).'
        : other
          ? ` Your refused write was turned away by ${other.condition}, not by the version.`
          : '';
  return notYet(
    `"Ada L." at version 2.${why} Now play the stale writer: send the same UpdateItem with "Ada K." and :v still 1, and see it refused.`,
  );
}

/** Whether a write names USERNAME#ada, by its Item or Key, or in a PartiQL statement. */
const namesAda = (write: LearnerWrite) => writesItem(write, { PK: 'USERNAME#ada' });

/**
 * Why Ada's claim changed hands. A guard that does not test the key, such as `attribute_not_exists(SK)`
 * on a table without SK, holds on an item that is there just as on one that is not.
 */
function adaReplaced(engine: LessonEngine, owner: string | undefined): CheckResult {
  const replacer = learnerWrites(engine, 'usernames', KEYS.usernames).find(
    (write) => write.succeeded && write.conditional && namesAda(write),
  );
  const now = `USERNAME#ada now belongs to ${owner ?? 'nobody'}`;
  if (!replacer)
    return notYet(`${now}: a put without a condition replaced it. Set up and add attribute_not_exists(PK).`);
  const condition = replacer.condition ?? 'a condition';
  const why = /\bPK\b/.test(condition)
    ? `${condition} held on Ada’s item`
    : `${condition} does not test the key, so it held although ada was taken`;
  return notYet(
    `${now}: the put that replaced it was guarded, but ${why}. attribute_not_exists(PK) is false whenever an item with this key exists: Set up and guard with that.`,
  );
}

/**
 * The usernames' guarded writes judged for the key they must test: a successful or refused claim
 * guarded by a condition that does not name PK, such as `attribute_not_exists(owner)`, can turn ada
 * away only because her item has an owner, and would let a claim without one replace it. Undefined
 * when every such guard names PK (#placeholders resolved: learnerWrites reads them so).
 */
function keyTested(engine: LessonEngine): CheckResult | undefined {
  const blind = learnerWrites(engine, 'usernames', KEYS.usernames).find(
    (write) =>
      ((write.succeeded && write.conditional) || write.refusedByCondition) &&
      !/\bPK\b/.test(write.condition ?? ''),
  );
  if (!blind) return undefined;
  const which = blind.succeeded ? 'successful' : 'refused';
  return notYet(
    `grace belongs to CUSTOMER#7 and ada is still CUSTOMER#42’s, but your ${which} put was guarded by ${blind.condition ?? 'a condition'}, which does not test the key, so it does not ask whether the username is taken. attribute_not_exists(PK) is false whenever an item with this key exists: Set up and guard with that.`,
  );
}

/**
 * The refusal the exercise asks about is a claim of ada, the username that is taken: a second claim
 * of grace refused once grace is claimed shows the guard too, but not that ada stayed CUSTOMER#42’s
 * because of it. Undefined when a claim of ada was refused by its condition.
 */
function adaRefused(engine: LessonEngine): CheckResult | undefined {
  const refused = learnerWrites(engine, 'usernames', KEYS.usernames).filter(
    (write) => write.refusedByCondition,
  );
  if (refused.some(namesAda)) return undefined;
  const { Item, Key } = (refused[0]?.action ?? {}) as { Item?: WireItem; Key?: WireItem };
  const which = stringOf(Item ?? Key, 'PK') ?? 'another username';
  return notYet(
    `grace belongs to CUSTOMER#7, but the claim DynamoDB refused was of ${which}, not of USERNAME#ada. The exercise asks whether a username someone already has can be taken: send the same guarded PutItem for ada and see it refused.`,
  );
}

export const exercises: Exercise[] = [
  {
    id: 'optimistic-rename',
    title: 'Rename with a version check',
    task:
      'Customer `CUSTOMER#42` in `app` has `name` "Ada" and `ver` 1. Rename them to "Ada L." with one ' +
      'UpdateItem that only succeeds if `ver` is still 1, and that raises `ver` to 2. Then send the same ' +
      'request again with "Ada K." — a writer holding the stale version 1 — and see it fail with ' +
      'ConditionalCheckFailedException. The goal: the profile says "Ada L." at version 2.',
    hints: [
      'The condition is `ver = :v`; the update is `SET #n = :n, ver = ver + :one`.',
      '`name` is a reserved word: write `#n` in the expressions and map it in `ExpressionAttributeNames`.',
      'If the profile already changed, press Set up to start again from "Ada" at version 1.',
    ],
    setup: {
      resetTables: ['app'],
      calls: [createAppTable(), putCall('app', { ...PROFILE_KEY, name: { S: 'Ada' }, ver: { N: '1' } })],
    },
    async check(engine) {
      const read = await getItem(engine, 'app', PROFILE_KEY);
      if ('problem' in read) return read.problem;
      const name = stringOf(read.item, 'name');
      const version = numberOf(read.item, 'ver');
      if (!read.item) return notYet('The profile of CUSTOMER#42 is gone: press Set up to bring it back.');
      if (name === 'Ada K.')
        return notYet(
          'The stale save overwrote the rename: its condition must be ver = 1, which no longer holds. Set up and try again.',
        );
      if (name !== 'Ada L.')
        return notYet(`The name is ${name === undefined ? 'missing' : `"${name}"`}; it should be "Ada L.".`);
      if (version !== 2)
        return notYet(
          `The name is right but ver is ${version ?? 'missing'}: one guarded rename should leave it at 2.`,
        );
      const unfinished =
        guardedAndRefused(engine, 'app', {
          unguarded:
            'The profile reads right, but one of your writes to app had no ConditionExpression (in PartiQL, no test in its WHERE beyond the key): it would overwrite a newer version just the same. Set up and rename with the condition ver = :v.',
          notRefused:
            '"Ada L." at version 2. Now play the stale writer: send the same UpdateItem with "Ada K." and :v still 1, and see it refused.',
        }) ?? versionChecked(engine);
      if (unfinished) return unfinished;
      return pass(
        '"Ada L." at version 2: any writer still holding version 1 now gets ConditionalCheckFailedException.',
      );
    },
    solution: [
      rename('Ada L.', 1),
      { ...rename('Ada K.', 1), expectError: 'ConditionalCheckFailedException' },
    ],
  },
  {
    id: 'unique-usernames',
    title: 'Usernames nobody can take twice',
    task:
      'Table `usernames` (partition key `PK`) holds `USERNAME#ada`, owned by `CUSTOMER#42`. Claim the ' +
      'username `grace` for `CUSTOMER#7` with a PutItem of the item ' +
      '`{"PK": {"S": "USERNAME#grace"}, "owner": {"S": "CUSTOMER#7"}}` (DynamoDB JSON, as JSON mode sends it) ' +
      'that fails if the username is taken. Then try the same request for `ada`: it must fail and leave ' +
      'Ada’s claim untouched.',
    hints: [
      'A plain PutItem replaces whatever item has the same key: that is how a username gets stolen.',
      'The guard is `ConditionExpression: "attribute_not_exists(PK)"` — true only when no item has this key.',
    ],
    setup: {
      resetTables: ['usernames'],
      calls: [
        createTableCall('usernames', { hash: 'PK' }),
        putCall('usernames', { PK: { S: 'USERNAME#ada' }, owner: { S: 'CUSTOMER#42' } }),
      ],
    },
    async check(engine) {
      const ada = await getItem(engine, 'usernames', { PK: { S: 'USERNAME#ada' } });
      if ('problem' in ada) return ada.problem;
      const adaOwner = stringOf(ada.item, 'owner');
      if (adaOwner !== 'CUSTOMER#42') return adaReplaced(engine, adaOwner);
      const grace = await getItem(engine, 'usernames', { PK: { S: 'USERNAME#grace' } });
      if ('problem' in grace) return grace.problem;
      if (!grace.item) return notYet('Nobody has claimed USERNAME#grace yet.');
      if (stringOf(grace.item, 'owner') !== 'CUSTOMER#7')
        return notYet('USERNAME#grace exists, but its owner should be CUSTOMER#7.');
      const unfinished = guardedAndRefused(engine, 'usernames', {
        unguarded:
          'grace is claimed, but by a write with no condition: the same request would take a username someone already has. Set up and claim it with attribute_not_exists(PK).',
        notRefused:
          'grace belongs to CUSTOMER#7. Now send the same guarded PutItem for ada and see DynamoDB refuse it.',
      });
      if (unfinished) return unfinished;
      const untested = keyTested(engine) ?? adaRefused(engine);
      if (untested) return untested;
      return pass('grace belongs to CUSTOMER#7 and ada is still CUSTOMER#42’s: the condition held the line.');
    },
    solution: [
      claim('grace', 'CUSTOMER#7'),
      { ...claim('ada', 'CUSTOMER#7'), expectError: 'ConditionalCheckFailedException' },
    ],
  },
];

export const questions: SelfCheck[] = [
  {
    question:
      'Two editors open version 3 of the same profile and both press Save. What keeps the second save from wiping out the first?',
    answer:
      'Each save is an update with `ConditionExpression: "ver = :v"` (`:v` = 3) that also sets `ver = ver + 1`. The first one finds version 3 and writes version 4; the second finds 4, fails with ConditionalCheckFailedException and changes nothing. Its client re-reads version 4 and merges or asks the user before trying again.',
  },
  {
    question: 'A conditional put fails its condition. Is anything written, and is anything charged?',
    answer:
      'Nothing is written, but the attempt still consumes write capacity as the write would have: by the larger of the stored item and the one it tried to write, rounded up to 1 KB, at least 1 unit (in AWS’s example, 310 units for a 310 KB put that fails against a stored 300 KB item). CloudWatch counts it in `ConditionalCheckFailedRequests`.',
  },
];
