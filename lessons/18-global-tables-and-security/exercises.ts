/**
 * Lesson 18's exercises: a table made ready for its first replica and given one, a write made in
 * the replica's Region (writeInEurope.ts), a strongly consistent table (strongLedger.ts), its encryption key,
 * and resource-based policies (sharePolicy.ts, appendOnlyPolicy.ts).
 */
import {
  allPages,
  describeTable,
  notYet,
  pass,
  type TableShape,
} from '../../src/features/lessons/checkHelpers.ts';
import { createTableCall, putCall } from '../../src/features/lessons/lessonCalls.ts';
import type {
  CheckResult,
  Exercise,
  LessonEngine,
  SelfCheck,
} from '../../src/features/lessons/lessonTypes.ts';
import { appendOnlyPolicy } from './appendOnlyPolicy.ts';
import { sharePolicy } from './sharePolicy.ts';
import { strongLedger } from './strongLedger.ts';
import { writeInEurope } from './writeInEurope.ts';

const PROFILES = 'profiles';
const PAYMENTS = 'payments';
/** Already on the AWS managed key: its ARN is the one payments should end up with. */
const LEDGER = 'ledger';

const USERS = ['ada', 'grace', 'alan'];
const EUROPE = 'eu-west-1';
/** The Region the tables live in: DescribeTable lists it among the Replicas of a global table. */
const HOME_REGION = 'us-east-1';
const PAYMENT_IDS = ['PAY#1001', 'PAY#1002', 'PAY#1003'];

/** What DescribeTable shows of the settings these exercises change, beside what checkHelpers reads. */
interface SecuredShape extends TableShape {
  DeletionProtectionEnabled?: boolean;
  Replicas?: { RegionName: string; ReplicaStatus: string }[];
  SSEDescription?: { Status?: string; SSEType?: string; KMSMasterKeyArn?: string };
}

/**
 * `profiles` as the team runs it today: provisioned at a fixed rate (the sandbox has no auto scaling),
 * and protected from the start, as the task tells (the check still names protection if it is lifted).
 */
const createProfiles = (() => {
  const call = createTableCall(PROFILES, { hash: 'PK' });
  const { BillingMode: _onDemand, ...body } = call.body;
  return {
    ...call,
    body: {
      ...body,
      ProvisionedThroughput: { ReadCapacityUnits: 10, WriteCapacityUnits: 10 },
      DeletionProtectionEnabled: true,
    },
  };
})();

/** `ledger`, created with the AWS managed key: SSESpecification enabled, no key named. */
const createLedger = (() => {
  const call = createTableCall(LEDGER, { hash: 'PK' });
  return { ...call, body: { ...call.body, SSESpecification: { Enabled: true, SSEType: 'KMS' } } };
})();

/** Says so when the items the set-up wrote are gone: these changes are made in place, not by re-creating. */
async function itemsLost(
  engine: LessonEngine,
  table: string,
  expected: number,
): Promise<CheckResult | undefined> {
  const scanned = await allPages(engine, 'Scan', { TableName: table, ConsistentRead: true });
  if ('problem' in scanned) return scanned.problem;
  if (scanned.items.length >= expected) return undefined;
  return notYet(
    `${table} holds ${scanned.items.length} of its ${expected} items: it was emptied or re-created. Settings like these change in place, with UpdateTable and UpdateContinuousBackups. Press Set up to get the items back.`,
  );
}

/** The error of the learner's newest change to `table`, if that change failed: it usually explains what is still missing. */
function latestFailure(engine: LessonEngine, table: string): string {
  const [latest] = engine
    .recentCalls()
    .filter(
      (call) =>
        (call.operation === 'UpdateTable' || call.operation === 'UpdateContinuousBackups') &&
        call.request.TableName === table,
    );
  return latest?.error ? ` Your latest ${latest.operation} on ${table} failed: ${latest.error.message}` : '';
}

async function recoveryEnabled(engine: LessonEngine, table: string): Promise<boolean | CheckResult> {
  const described = await engine.call('DescribeContinuousBackups', { TableName: table });
  if (!described.ok)
    return notYet(`DescribeContinuousBackups on ${table} failed: ${described.type}: ${described.message}`);
  const backups = described.reply.ContinuousBackupsDescription as {
    PointInTimeRecoveryDescription?: { PointInTimeRecoveryStatus?: string };
  };
  return backups.PointInTimeRecoveryDescription?.PointInTimeRecoveryStatus === 'ENABLED';
}

export const exercises: Exercise[] = [
  {
    id: 'ready-for-a-replica',
    title: 'Give a table its first replica',
    task:
      'Table `profiles` holds the user profiles of an app that is about to open in Europe: it needs a replica in ' +
      '`eu-west-1`. The team’s checklist for the table comes first:\n\n' +
      '- **point-in-time recovery** on, because a replica copies every bad write and delete to the other Region within a second;\n' +
      '- **deletion protection** on, because a deleted replica takes its Region’s copy with it. A colleague ' +
      'created `profiles` with it, so this one is done: keep it on;\n' +
      '- a **capacity mode global tables accept**: on-demand, or provisioned with auto scaling. `profiles` is ' +
      'provisioned at a fixed 10 units and the sandbox has no auto scaling, so switch it to on-demand.\n\n' +
      'Finish the checklist in place (the profiles must stay), then add the replica in `eu-west-1` and wait until ' +
      'it is ACTIVE.',
    hints: [
      'Two calls remain: `UpdateContinuousBackups` turns on point-in-time recovery, and an `UpdateTable` changes the capacity mode. `DescribeContinuousBackups` and `DescribeTable` show where you stand.',
      '`{"TableName": "profiles", "BillingMode": "PAY_PER_REQUEST"}` switches to on-demand, with no `ProvisionedThroughput` beside it. The table is UPDATING for a moment; check once it is ACTIVE.',
      'No stream is needed: the current version of global tables turns one on when the first replica is added. Checklists asking for a NEW_AND_OLD_IMAGES stream and empty tables describe the legacy version 2017.11.29.',
      'The replica is one more `UpdateTable`, alone in its request: `{"TableName": "profiles", "ReplicaUpdates": [{"Create": {"RegionName": "eu-west-1"}}]}`. `DescribeTable` lists it under `Replicas`, CREATING for a few seconds of sandbox time, then ACTIVE.',
    ],
    setup: {
      resetTables: [PROFILES],
      calls: [
        createProfiles,
        ...USERS.map((user) => putCall(PROFILES, { PK: { S: `USER#${user}` }, name: { S: user } })),
      ],
    },
    async check(engine) {
      const described = await describeTable(engine, PROFILES);
      if ('problem' in described) return described.problem;
      const table = described.table as SecuredShape;
      const lost = await itemsLost(engine, PROFILES, USERS.length);
      if (lost) return lost;
      const recovery = await recoveryEnabled(engine, PROFILES);
      if (typeof recovery !== 'boolean') return recovery;
      // Every missing piece is named at once: this is a checklist, and its order is arbitrary.
      const missing: string[] = [];
      if (!recovery)
        missing.push(
          'point-in-time recovery is off, and a replica copies mistakes as faithfully as good data, so only a backup can undo one (turn it on with UpdateContinuousBackups)',
        );
      if (!table.DeletionProtectionEnabled)
        missing.push(
          'deletion protection is off, so one DeleteTable removes this Region’s copy (turn it on again in an UpdateTable of its own)',
        );
      if (table.BillingModeSummary?.BillingMode !== 'PAY_PER_REQUEST')
        missing.push(
          'it is provisioned without auto scaling, which global tables refuse: replicated writes from the other Region need capacity that grows with them (switch it to on-demand)',
        );
      // A replica added before the checklist was done is there all the same: the checklist still applies.
      const replicated = table.Replicas?.some((entry) => entry.RegionName === EUROPE);
      if (missing.length > 0)
        return notYet(
          `${replicated ? `profiles has its replica in ${EUROPE}, but the checklist is not done` : 'profiles is not ready for a replica yet'}: ${missing.join('; ')}.${latestFailure(engine, PROFILES)}`,
        );
      // While the replica is being created (or removed) the table is UPDATING, which describeTable reports.
      const strays = (table.Replicas ?? [])
        .map((entry) => entry.RegionName)
        .filter((region) => region !== EUROPE && region !== HOME_REGION);
      const strayText =
        strays.length === 0
          ? ''
          : ` It has a replica in ${strays.join(' and ')}, which the task does not ask for: remove ${strays.length === 1 ? 'it' : 'them'} with an UpdateTable whose ReplicaUpdates hold a Delete for ${strays.length === 1 ? 'that Region' : 'each Region'}, since every replica takes each write again and is paid for.`;
      if (!table.Replicas?.some((entry) => entry.RegionName === EUROPE && entry.ReplicaStatus === 'ACTIVE'))
        return notYet(
          `profiles is ready, and has no replica in ${EUROPE} yet: add it with an UpdateTable whose ReplicaUpdates hold a Create.${strayText}${latestFailure(engine, PROFILES)}`,
        );
      if (strays.length > 0) return notYet(`profiles has its replica in ${EUROPE}.${strayText}`);
      return pass(
        `profiles is a global table: its replica in ${EUROPE} is ACTIVE and gets every write made here about a second later. Point-in-time recovery and deletion protection are set per Region: turn them on in ${EUROPE} too (a client for that Region reaches its replica).`,
      );
    },
    solution: [
      {
        operation: 'UpdateContinuousBackups',
        body: {
          TableName: PROFILES,
          PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
        },
      },
      { operation: 'UpdateTable', body: { TableName: PROFILES, BillingMode: 'PAY_PER_REQUEST' } },
      {
        operation: 'UpdateTable',
        body: { TableName: PROFILES, ReplicaUpdates: [{ Create: { RegionName: EUROPE } }] },
      },
    ],
  },
  writeInEurope,
  strongLedger,
  {
    id: 'aws-managed-key',
    title: 'Move a table to the AWS managed key',
    task:
      'Table `payments` was created with the defaults, so it is encrypted with an AWS owned key, which the ' +
      'auditors cannot see in the account. They ask for the AWS managed key `aws/dynamodb`, whose use shows in ' +
      'the account’s CloudTrail; table `ledger` already uses it. Switch `payments` to the AWS managed key, in ' +
      'place, and wait until `DescribeTable` shows its `SSEDescription` with `Status` ENABLED and the same ' +
      '`KMSMasterKeyArn` as `ledger`.',
    hints: [
      '`UpdateTable` with `SSESpecification` changes the key. It must be the only change in its request.',
      '`"Enabled": true` with `"SSEType": "KMS"` and no `KMSMasterKeyId` means the AWS managed key. A `KMSMasterKeyId` such as `alias/payments-key` names a customer managed key instead.',
      '`SSEDescription.Status` reads UPDATING while the key changes; the table stays ACTIVE and usable meanwhile. Let the clock run, or step it, and describe the table again.',
    ],
    setup: {
      resetTables: [LEDGER, PAYMENTS],
      calls: [
        createLedger,
        createTableCall(PAYMENTS, { hash: 'PK' }),
        ...PAYMENT_IDS.map((id, i) =>
          putCall(PAYMENTS, { PK: { S: id }, amount: { N: String(25 * (i + 1)) } }),
        ),
      ],
    },
    async check(engine) {
      const ledger = await engine.call('DescribeTable', { TableName: LEDGER });
      const ledgerSse = ledger.ok ? (ledger.reply.Table as SecuredShape).SSEDescription : undefined;
      const managedKey = ledgerSse?.Status === 'ENABLED' ? ledgerSse.KMSMasterKeyArn : undefined;
      if (!managedKey)
        return notYet(
          'ledger no longer shows the AWS managed key, and this check compares payments’ key with it. Press Set up to start again.',
        );
      const described = await describeTable(engine, PAYMENTS);
      if ('problem' in described) return described.problem;
      const lost = await itemsLost(engine, PAYMENTS, PAYMENT_IDS.length);
      if (lost) return lost;
      const sse = (described.table as SecuredShape).SSEDescription;
      if (!sse)
        return notYet(
          `payments still uses the AWS owned key: DescribeTable shows no SSEDescription for it.${latestFailure(engine, PAYMENTS)}`,
        );
      if (sse.Status !== 'ENABLED')
        return notYet(
          `payments is changing keys: its SSEDescription.Status is ${sse.Status}. The table stays ACTIVE and in use meanwhile. Check again once the status is ENABLED (the clock must be running, or step it).`,
        );
      if (sse.KMSMasterKeyArn !== managedKey)
        return notYet(
          `payments is encrypted with ${sse.KMSMasterKeyArn}, not the AWS managed key aws/dynamodb that ledger uses (${managedKey}). A KMSMasterKeyId other than alias/aws/dynamodb names a customer managed key: send SSESpecification without one.`,
        );
      return pass(
        `payments now uses the AWS managed key aws/dynamodb (${managedKey}), like ledger, and kept its payments. DynamoDB’s requests to KMS for this key show in the account’s CloudTrail.`,
      );
    },
    solution: [
      {
        operation: 'UpdateTable',
        body: { TableName: PAYMENTS, SSESpecification: { Enabled: true, SSEType: 'KMS' } },
      },
    ],
  },
  sharePolicy,
  appendOnlyPolicy,
];

export const questions: SelfCheck[] = [
  {
    question:
      'A global table in MREC mode holds user profiles. Within the same second, the app in `us-east-1` sets a user’s `email` with `UpdateItem`, and 300 ms later the app in `eu-west-1` sets the same user’s `phone`, before the first write has arrived there. What do both apps see, and what does the item hold a few seconds later?',
    answer:
      'Both `UpdateItem` calls succeed. Last writer wins is settled per item: every replica ends with the item as the later write, in `eu-west-1`, left it, with the new `phone` and the old `email`. The email change is lost without an error, a metric or a CloudTrail record. Send each user’s writes to one home Region, or use an MRSC table, where one of two conflicting writes fails with `ReplicatedWriteConflictException` and can be retried.',
  },
  {
    question:
      'The table already has replicas in three Regions. Why does it still need point-in-time recovery or backups?',
    answer:
      'Replicas protect against losing a Region, not against mistakes. A bad job’s deletes and overwrites, and TTL deletes, reach every replica within about a second, so every copy holds the damage. Only point-in-time recovery or an on-demand backup can bring the data back, into a new table (lesson 14). Both are set per replica, so turn them on in the Regions you would restore from.',
  },
  {
    question:
      'A policy allows `dynamodb:GetItem`, `dynamodb:Query` and `dynamodb:PutItem` on `arn:aws:dynamodb:us-east-1:111122223333:table/notes`, with `"ForAllValues:StringEquals": {"dynamodb:LeadingKeys": ["${cognito-identity.amazonaws.com:sub}"]}`. The table’s partition key is the Cognito `sub`. User `u-123` tries a `GetItem` of key `u-123`, a `Query` for `u-456`, a `Query` on the index `by-date` for `u-123`, and a `Scan`. Which succeed?',
    answer:
      'Only the `GetItem`. The Query for `u-456` names another user’s partition key, so the condition fails. The index is a resource of its own, `table/notes/index/by-date`, and the policy names only the table. The `Scan` is not among the allowed actions, and it should stay out: it names no partition key, and `ForAllValues` is true when the request has no value for the key, so the condition would not stop it from reading every user’s notes.',
  },
  {
    question:
      'Table `orders` carries a resource-based policy with one statement: `Deny`, `"Principal": "*"`, `"Action": "dynamodb:Query"`, `"Resource": "arn:aws:dynamodb:us-east-1:111122223333:table/orders"`. Can anyone still query the table’s index `by-customer`? And can the account’s root user remove the policy?',
    answer:
      'Yes, the index can still be queried: an index is a resource of its own, `table/orders/index/by-customer`, and the statement names only the table. Add the index ARN (or `table/orders/index/*`) to `Resource` to close it. And yes, the root user can always delete a resource-based policy, even one that denies everything else to everyone, root included; for everyone else, a policy that denies `DeleteResourcePolicy` is a lock they cannot open themselves.',
  },
  {
    question:
      'An hour ago you added a replica in `eu-west-1` to table `profiles` in `us-east-1`. Now the whole global table must go. Which call comes first, and why does `DeleteTable` in `us-east-1` fail if you start there?',
    answer:
      'Remove the replica first: `UpdateTable` with `ReplicaUpdates: [{"Delete": {"RegionName": "eu-west-1"}}]`, or `DeleteTable` in `eu-west-1`. For 24 hours, a Region that added a replica cannot be removed while that replica exists, so `DeleteTable` in `us-east-1` answers `ValidationException: Replica cannot be deleted because it has acted as a source region…`. Once `Replicas` is gone from the description, `us-east-1` is a Regional table again and `DeleteTable` goes through. A replica with deletion protection stays until you lift it in its own Region. You can try it in the sandbox.',
  },
  {
    question:
      'A deployment script adds a replica in `eu-west-1` to a `us-east-1` table holding a million items, waits until `DescribeTable` in `us-east-1` says `ACTIVE`, then sends its first `PutItem` to `eu-west-1`. It fails with `ResourceNotFoundException`. Why, and what should it wait for?',
    answer:
      'The table’s status is not the replica’s. While the replica is filled with a copy of the items, which takes minutes for a large table, the `us-east-1` table turns `ACTIVE` again and its `Replicas` entry still says `CREATING`; in `eu-west-1` the replica takes no reads or writes until it is `ACTIVE`. Wait until every entry of `Replicas` has `ReplicaStatus: ACTIVE`. The AWS CLI’s `wait table-exists` does not check that, so the sandbox’s scripts loop on `describe-table` after a replica change. Watch it in the sandbox: add a replica to a table with items and read its `Replicas` while the clock runs.',
  },
  {
    question: 'What does a global table give up to get multi-Region strong consistency (MRSC)?',
    answer:
      'Write latency: each write waits until another Region has stored it. Freedom of Regions: exactly three, as three replicas or two replicas and a witness, within one Region set, and the mode is fixed at creation, from an empty table. Features: no Time to Live, no transactions, no local secondary indexes, and no global tables across accounts. Conflicting writes to one item fail with `ReplicatedWriteConflictException` instead of one silently overwriting the other. In return, a strongly consistent read returns the latest write in every Region. The third exercise and the Console’s JavaScript example “Two Regions, one item: strong consistency (MRSC)” show both sides in the sandbox.',
  },
];
