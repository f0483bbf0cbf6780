/** Lesson 4's exercises: a registration as one transaction, and one that must be cancelled whole. */
import { getItem, notYet, pass, stringOf } from '../../src/features/lessons/checkHelpers.ts';
import { createAppTable, createTableCall, putCall } from '../../src/features/lessons/lessonCalls.ts';
import {
  HISTORY_STARTS_AFRESH,
  learnerWrites,
  noLearnerRequests,
} from '../../src/features/lessons/learnerRequests.ts';
import type {
  CheckResult,
  Exercise,
  LessonCall,
  LessonEngine,
  SelfCheck,
} from '../../src/features/lessons/lessonTypes.ts';

const profileKey = (customer: string) => ({ PK: { S: customer }, SK: { S: 'PROFILE' } });
const usernameKey = (username: string) => ({ PK: { S: `USERNAME#${username}` } });

/** Both tables of lesson 2, with Ada registered as `ada`. */
const setup = {
  resetTables: ['app', 'usernames'],
  calls: [
    createAppTable(),
    createTableCall('usernames', { hash: 'PK' }),
    putCall('app', { ...profileKey('CUSTOMER#42'), name: { S: 'Ada' }, username: { S: 'ada' } }),
    putCall('usernames', { ...usernameKey('ada'), owner: { S: 'CUSTOMER#42' } }),
  ],
};

/** The registration: the profile and the username claim, each only if new, in one transaction. */
const register = (customer: string, name: string, username: string): LessonCall => ({
  operation: 'TransactWriteItems',
  body: {
    TransactItems: [
      {
        Put: {
          TableName: 'app',
          Item: { ...profileKey(customer), name: { S: name }, username: { S: username } },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
      {
        Put: {
          TableName: 'usernames',
          Item: { ...usernameKey(username), owner: { S: customer } },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
    ],
  },
});

/** Whether `customer` is registered as `username`: profile and claim both there, and agreeing. */
async function registration(engine: LessonEngine, customer: string, username: string): Promise<CheckResult> {
  const profile = await getItem(engine, 'app', profileKey(customer));
  if ('problem' in profile) return profile.problem;
  const claim = await getItem(engine, 'usernames', usernameKey(username));
  if ('problem' in claim) return claim.problem;
  if (!profile.item && !claim.item) return notYet(`${customer} is not registered yet.`);
  if (!claim.item)
    return notYet(
      `${customer} has a profile but USERNAME#${username} was never claimed: the two writes came apart.`,
    );
  const owner = stringOf(claim.item, 'owner');
  if (owner !== customer)
    return notYet(`USERNAME#${username} belongs to ${owner ?? 'nobody'}, not ${customer}.`);
  if (!profile.item)
    return notYet(
      `USERNAME#${username} is claimed for ${customer}, but ${customer} has no profile: the two writes came apart.`,
    );
  if (stringOf(profile.item, 'username') !== username)
    return notYet(`The profile of ${customer} should carry username = ${username}.`);
  return pass(`${customer} is registered as ${username}: profile and username claim, written together.`);
}

/** Ada's registration must be exactly as the set-up left it. */
async function adaUntouched(engine: LessonEngine): Promise<CheckResult | undefined> {
  const claim = await getItem(engine, 'usernames', usernameKey('ada'));
  if ('problem' in claim) return claim.problem;
  const owner = stringOf(claim.item, 'owner');
  if (owner !== 'CUSTOMER#42')
    return notYet(
      `USERNAME#ada now belongs to ${owner ?? 'nobody'}: its claim was overwritten. Set up and try again.`,
    );
  return undefined;
}

const appWrites = (engine: LessonEngine) => learnerWrites(engine, 'app', ['PK', 'SK']);
const claimWrites = (engine: LessonEngine) => learnerWrites(engine, 'usernames', ['PK']);

/**
 * How the registration was written, which its items cannot tell: both writes in one transaction
 * that succeeded, each guarded (in PartiQL, INSERTs). Undefined when it was.
 */
function writtenTogether(engine: LessonEngine, customer: string): CheckResult | undefined {
  const profiles = appWrites(engine);
  const claims = claimWrites(engine);
  if (noLearnerRequests(engine))
    return notYet(
      `${customer} is registered, but not by a request this check can see. ${HISTORY_STARTS_AFRESH}`,
    );
  if ([...profiles, ...claims].some((write) => write.succeeded && !write.conditional))
    return notYet(
      `${customer} is registered, but by a write with no condition: it would replace a profile or a username claim that already exists. Set up and guard each Put with attribute_not_exists(PK).`,
    );
  const together = profiles.some(
    (profile) =>
      profile.succeeded &&
      profile.transaction &&
      claims.some((claim) => claim.callIndex === profile.callIndex && claim.succeeded),
  );
  if (!together)
    return notYet(
      `${customer} is registered, but not in one transaction: if the second write had failed, the first would stay. Set up and send both Puts in one TransactWriteItems.`,
    );
  return undefined;
}

export const exercises: Exercise[] = [
  {
    id: 'register-together',
    title: 'Register a customer in one transaction',
    task:
      'Register customer `CUSTOMER#9`, named "Lin", with the username `lin`: in one TransactWriteItems, put ' +
      'the profile (`PK` = `CUSTOMER#9`, `SK` = `PROFILE`, `name`, and `username` = `lin`) into `app`, and ' +
      'the claim (`PK` = `USERNAME#lin`, `owner` = `CUSTOMER#9`) into `usernames` — each only if it does ' +
      'not exist yet.',
    hints: [
      'TransactWriteItems takes `TransactItems`: a list of actions, here two `Put`s, each with its own `TableName`.',
      'Guard each Put with `ConditionExpression: "attribute_not_exists(PK)"`.',
    ],
    setup,
    async check(engine) {
      const untouched = await adaUntouched(engine);
      if (untouched) return untouched;
      const registered = await registration(engine, 'CUSTOMER#9', 'lin');
      if (!registered.passed) return registered;
      return writtenTogether(engine, 'CUSTOMER#9') ?? registered;
    },
    solution: [register('CUSTOMER#9', 'Lin', 'lin')],
  },
  {
    id: 'all-or-nothing',
    title: 'A registration that must not half-happen',
    task:
      'Customer `CUSTOMER#10`, named "Ada B.", asks for the username `ada`, which `CUSTOMER#42` already has. ' +
      'Send the registration transaction for it and read the `CancellationReasons` of the ' +
      'TransactionCanceledException: which action failed? Check that no profile of `CUSTOMER#10` was ' +
      'written. Then register `CUSTOMER#10` with the free username `ada.b` instead.',
    hints: [
      'The reasons come in the order of the actions: `None` for the profile, `ConditionalCheckFailed` for the claim.',
      'The second attempt is the same transaction with `ada.b` in both the profile and the claim.',
    ],
    setup,
    async check(engine) {
      const untouched = await adaUntouched(engine);
      if (untouched) return untouched;
      const profile = await getItem(engine, 'app', profileKey('CUSTOMER#10'));
      if ('problem' in profile) return profile.problem;
      if (stringOf(profile.item, 'username') === 'ada') {
        // A claim of ada.b beside it means the claim moved on and the profile did not.
        const claim = await getItem(engine, 'usernames', usernameKey('ada.b'));
        if ('problem' in claim) return claim.problem;
        return notYet(
          stringOf(claim.item, 'owner') === 'CUSTOMER#10'
            ? 'USERNAME#ada.b is claimed for CUSTOMER#10, but its profile still says username = ada: set the profile’s username to ada.b in the same transaction as the claim. Set up and send the registration again, with ada.b in both.'
            : 'The profile of CUSTOMER#10 claims ada, which belongs to CUSTOMER#42: the profile was written without its claim. Set up and use one transaction.',
        );
      }
      const registered = await registration(engine, 'CUSTOMER#10', 'ada.b');
      if (!registered.passed) return registered;
      const unfinished = writtenTogether(engine, 'CUSTOMER#10');
      if (unfinished) return unfinished;
      if (!claimWrites(engine).some((write) => write.refusedByCondition && write.transaction))
        return notYet(
          'CUSTOMER#10 is registered as ada.b. The first half of the task is still open: Set up, send the registration transaction for ada, and read the CancellationReasons that come back.',
        );
      return registered;
    },
    solution: [
      { ...register('CUSTOMER#10', 'Ada B.', 'ada'), expectError: 'TransactionCanceledException' },
      register('CUSTOMER#10', 'Ada B.', 'ada.b'),
    ],
  },
];

export const questions: SelfCheck[] = [
  {
    question:
      'A TransactWriteItems with two actions fails with TransactionCanceledException; its reasons are `None` and `ConditionalCheckFailed`. What was written?',
    answer:
      'Nothing. `None` only says the first action was not the cause; the transaction as a whole was cancelled, so neither action took effect.',
  },
  {
    question: 'Why not use a transaction to load 10,000 items quickly?',
    answer:
      'Transactional writes cost twice the capacity, and a transaction is limited to 100 items. Bulk loads use BatchWriteItem (25 items per call, no atomicity) and resend whatever comes back in `UnprocessedItems`.',
  },
];
