/** Lesson 6's exercises: TTL switched on with a correct expiry, and expired sessions cleaned up by hand. */
import { clockText, getItem, notYet, numberOf, pass } from '../../src/features/lessons/checkHelpers.ts';
import { createTableCall, putCall } from '../../src/features/lessons/lessonCalls.ts';
import { learnerWrites, writesItem } from '../../src/features/lessons/learnerRequests.ts';
import type {
  Exercise,
  LessonCall,
  LessonEngine,
  SelfCheck,
} from '../../src/features/lessons/lessonTypes.ts';
import { checkCleanUp, expiredSessions, HOUR, sessionKey, setUpSessions } from './cleanUpCheck.ts';

/** Epoch seconds this large are milliseconds: as seconds they would lie past the year 5000. */
const MILLISECONDS_FROM = 1e11;

const enableTtl: LessonCall = {
  operation: 'UpdateTimeToLive',
  body: { TableName: 'sessions', TimeToLiveSpecification: { Enabled: true, AttributeName: 'expiresAt' } },
};

const session = (id: string, expiresAt: number) =>
  putCall('sessions', {
    PK: { S: `SESSION#${id}` },
    user: { S: 'ada' },
    expiresAt: { N: String(expiresAt) },
  });

/**
 * What DescribeTimeToLive says is still wrong. UpdateTimeToLive cannot move TTL to another attribute
 * while it is on, and refuses a change within an hour of the last one (the engine's cooldown).
 */
async function ttlSetting(engine: LessonEngine) {
  const described = await engine.call('DescribeTimeToLive', { TableName: 'sessions' });
  if (!described.ok)
    return notYet(
      described.type === 'ResourceNotFoundException'
        ? 'There is no table named sessions yet.'
        : `DescribeTimeToLive failed: ${described.type}: ${described.message}`,
    );
  const { TimeToLiveStatus: status, AttributeName: attribute } = described.reply.TimeToLiveDescription as {
    TimeToLiveStatus: string;
    AttributeName?: string;
  };
  if (status === 'DISABLING')
    return notYet(
      'TTL is being disabled on sessions. DynamoDB allows one TTL change an hour: step the clock an hour before you enable it again, or press Set up for a fresh sessions table.',
    );
  if (status === 'DISABLED')
    return notYet(
      'TTL is not enabled on sessions: enable it on expiresAt with UpdateTimeToLive. DynamoDB allows one TTL change an hour: if it answers “Time to live has been modified multiple times within a fixed interval”, step the clock an hour first, or press Set up for a fresh sessions table.',
    );
  if (attribute !== 'expiresAt')
    return notYet(
      `TTL watches ${attribute}; the sessions keep their expiry in expiresAt. While TTL is on, its attribute cannot change, and DynamoDB allows one TTL change an hour. Press Set up for a fresh sessions table, or step the clock an hour, disable TTL, step it another hour, and enable TTL on expiresAt.`,
    );
  return undefined;
}

/**
 * When the learner's latest write of SESSION#abc was answered, in epoch seconds of the sandbox's
 * clock: the hour is judged from then, so a clock sped up or stepped before Check (as the lesson
 * invites) does not turn a right expiry wrong. Undefined when the history holds no such write.
 */
function writtenAt(engine: LessonEngine): number | undefined {
  const write = learnerWrites(engine, 'sessions', ['PK']).find(
    (each) => each.succeeded && writesItem(each, { PK: 'SESSION#abc' }),
  );
  return write?.call.clockMs === undefined ? undefined : Math.floor(write.call.clockMs / 1000);
}

export const exercises: Exercise[] = [
  {
    id: 'enable-ttl',
    title: 'Let sessions expire',
    task:
      'Enable Time to Live on table `sessions` with the attribute `expiresAt`. Then store session ' +
      '`SESSION#abc` (partition key `PK`) for user `ada`, expiring one hour after the sandbox’s current ' +
      'time — the time in the header — as a Number of epoch seconds.',
    hints: [
      'UpdateTimeToLive takes `TimeToLiveSpecification: {"Enabled": true, "AttributeName": "expiresAt"}`.',
      'Epoch seconds of the header’s time: `Date.parse("2026-12-02T10:00:00Z") / 1000` with the header’s date and time; add 3600.',
      'A 13-digit number is milliseconds: divide by 1000.',
    ],
    setup: { resetTables: ['sessions'], calls: [createTableCall('sessions', { hash: 'PK' })] },
    async check(engine) {
      const problem = await ttlSetting(engine);
      if (problem) return problem;
      const read = await getItem(engine, 'sessions', sessionKey('abc'));
      if ('problem' in read) return read.problem;
      if (!read.item) return notYet('There is no SESSION#abc in sessions yet.');
      const expiresAt = numberOf(read.item, 'expiresAt');
      if (expiresAt === undefined)
        return notYet(
          'SESSION#abc has no Number attribute expiresAt: TTL ignores strings and missing values.',
        );
      if (expiresAt >= MILLISECONDS_FROM)
        return notYet(
          `expiresAt is ${expiresAt}: that is milliseconds. TTL reads seconds, so this would never expire.`,
        );
      const now = await engine.clockSeconds();
      const written = writtenAt(engine);
      const [from, since] = written === undefined ? [now, 'from now'] : [written, 'after you wrote it'];
      if (expiresAt <= from)
        return notYet(
          `expiresAt (${expiresAt}) ${written === undefined ? `is already past: the sandbox's time is ${clockText(now)}` : `was already past when you wrote SESSION#abc, at ${clockText(written)} on the sandbox's clock`}.`,
        );
      const minutes = Math.round((expiresAt - from) / 60);
      // Ten minutes either way: a time typed from the header lags the clock that runs on meanwhile.
      if (minutes < 50 || minutes > 70)
        return notYet(
          `SESSION#abc expires ${minutes} minute${minutes === 1 ? '' : 's'} ${since}; the task asks for 60. One hour after the sandbox's time is ${clockText(now + HOUR)}: put the session again with that expiresAt.`,
        );
      return pass(
        `SESSION#abc expires at ${expiresAt}, ${minutes} minutes ${since}; TTL will delete it some time after that.`,
      );
    },
    solution: (now) => [enableTtl, session('abc', now + HOUR)],
  },
  {
    id: 'clean-up-expired',
    title: 'Expired, but still there',
    task:
      'TTL is on for `sessions`, and two sessions have already expired — yet a Scan still returns them, ' +
      'because TTL deletes in the background, later. Your report cannot wait: find the expired sessions ' +
      '(`expiresAt` at or before the sandbox’s current time) and delete them yourself, keeping every live one. ' +
      'A session that expires after you are done is left to TTL.',
    hints: [
      'A Scan with `FilterExpression: "expiresAt <= :now"` and `:now` as a Number of epoch seconds lists them.',
      'Delete each with a DeleteItem; `ConditionExpression: "expiresAt <= :now"` spares a session someone extended in the meantime.',
    ],
    setup: {
      resetTables: ['sessions'],
      calls: (now) => [
        createTableCall('sessions', { hash: 'PK' }),
        enableTtl,
        ...setUpSessions(now).map((item) => session(item.id, item.expiresAt)),
      ],
    },
    check: checkCleanUp,
    solution: (now) =>
      expiredSessions(now).map((item) => ({
        operation: 'DeleteItem',
        body: {
          TableName: 'sessions',
          Key: sessionKey(item.id),
          ConditionExpression: 'expiresAt <= :now',
          ExpressionAttributeValues: { ':now': { N: String(now) } },
        },
      })),
  },
];

export const questions: SelfCheck[] = [
  {
    question: 'A session’s `expiresAt` passed ten minutes ago. Does a GetItem still return it?',
    answer:
      'Probably yes. Expiry only makes the item eligible for deletion; a background process deletes it later, typically within a few days. Until then reads return it, so code must compare `expiresAt` with the current time itself.',
  },
  {
    question: 'Why did items written with `expiresAt: Date.now() + 3600000` never expire?',
    answer:
      'TTL reads epoch seconds. `Date.now()` is milliseconds, so read as seconds the value lies about 57,000 years ahead. Use `Math.floor(Date.now() / 1000) + 3600`.',
  },
  {
    question:
      'A payments `ledger` is a global table with multi-Region strong consistency (MRSC), and each entry must go 90 days after it is written. Can TTL remove the old entries, and if not, what does removing them cost?',
    answer:
      'No. An MRSC global table cannot use TTL: `UpdateTimeToLive` turning it on is refused with a `ValidationException` (and a table with TTL on cannot be made MRSC in the first place). A job of your own has to find the old entries and delete them, ideally through a key or index ordered by date rather than a Scan, and each of its deletes is an ordinary write that consumes write capacity, in every replica like any other write. TTL would have done the deleting without consuming write capacity where it happens.',
  },
];
