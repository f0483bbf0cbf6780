/**
 * Lesson 18's sixth exercise: a resource-based policy that makes a table append-only. An explicit
 * Deny binds every caller, the account's root user included, and the engine enforces it once the
 * policy is applied (engine policies/explicitDeny.ts): the learner sees their own DeleteItem refused.
 * The check reads the policy back, then tries a DeleteItem itself — one whose condition can never
 * hold, so that it deletes nothing even where the policy does not stop it.
 */
import { allPages, notYet, pass } from '../../src/features/lessons/checkHelpers.ts';
import { createTableCall, putCall } from '../../src/features/lessons/lessonCalls.ts';
import type { CheckResult, Exercise, LessonEngine } from '../../src/features/lessons/lessonTypes.ts';
import { afterRefusal, listOf, readTablePolicy, type PolicyStatement as Statement } from './policyCheck.ts';

const LOG = 'audit-log';
/** The sandbox's account and Region, as the browser's engine and `npm run serve` use by default. */
const LOG_ARN = `arn:aws:dynamodb:us-east-1:000000000000:table/${LOG}`;
const ROOT = 'arn:aws:iam::000000000000:root';
const GUARDED = ['dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:DeleteTable'];
const ENTRIES = [
  ['USER#ada', '2026-11-30T09:12:00Z#login'],
  ['USER#ada', '2026-11-30T09:15:42Z#export-report'],
  ['USER#grace', '2026-11-30T10:03:17Z#change-role'],
];

/** IAM's wildcard match, without regard to case (as actions are matched). */
const covers = (pattern: string, action: string) =>
  new RegExp(
    `^${pattern
      .replace(/[.+^${}()|[\]\\]/g, '\\$&')
      .replace(/\*/g, '.*')
      .replace(/\?/g, '.')}$`,
    'i',
  ).test(action);

/** Whether a statement's principal takes in the learner: everyone, or this account. */
const bindsLearner = (principal: unknown) =>
  principal === '*' ||
  (typeof principal === 'object' &&
    principal !== null &&
    listOf((principal as { AWS?: string | string[] }).AWS).some((name) => name === '*' || name === ROOT));

/** The actions the policy denies the learner on the table itself, without conditions. */
function deniedActions(statements: Statement[], tableArn: string): (action: string) => boolean {
  const denies = statements.filter(
    (s) =>
      s.Effect === 'Deny' &&
      s.Condition === undefined &&
      bindsLearner(s.Principal) &&
      listOf(s.Resource).some((resource) => resource === '*' || covers(resource, tableArn)),
  );
  return (action) => denies.some((s) => listOf(s.Action).some((pattern) => covers(pattern, action)));
}

async function check(engine: LessonEngine): Promise<CheckResult> {
  const read = await readTablePolicy(engine, LOG, LOG_ARN);
  if ('problem' in read) return read.problem;
  return afterRefusal(read, await judgeStored(engine, read.statements));
}

/** The verdict on the policy audit-log holds, and on what it refuses once in force. */
async function judgeStored(engine: LessonEngine, statements: Statement[]): Promise<CheckResult> {
  const denies = deniedActions(statements, LOG_ARN);
  if (denies('dynamodb:PutItem'))
    return notYet(
      'The policy denies PutItem too, so nobody can add entries any more: deny only what changes or removes them.',
    );
  const open = GUARDED.filter((action) => !denies(action));
  if (open.length > 0)
    return notYet(
      `The policy does not yet deny ${open.join(', ')} to everyone ("Principal": "*", no Condition) on audit-log.`,
    );
  const scanned = await allPages(engine, 'Scan', { TableName: LOG, ConsistentRead: true });
  if ('problem' in scanned) return scanned.problem;
  if (scanned.items.length < ENTRIES.length)
    return notYet(
      `audit-log holds ${scanned.items.length} of its ${ENTRIES.length} entries: one was removed before the policy applied. Press Set up to start again.`,
    );
  const [pk, sk] = ENTRIES[0];
  const probe = await engine.call('DeleteItem', {
    TableName: LOG,
    Key: { PK: { S: pk }, SK: { S: sk } },
    ConditionExpression: 'attribute_not_exists(PK)',
  });
  if (probe.ok || probe.type !== 'AccessDeniedException')
    return notYet(
      'The policy reads right, but is not in force yet: it is applied a moment after PutResourcePolicy answers. Let the clock run (or step it) and check again.',
    );
  return pass(
    `DynamoDB refused the check’s own DeleteItem: ${probe.message}. Nobody, not even the account’s root user, can now edit an entry with UpdateItem, delete one with DeleteItem or drop the table while the policy stands. Other ways to change an entry are still open, though. PutItem on a key that exists replaces that entry whole (and so does a Put in a transaction), and IAM has no condition key that limits PutItem to new keys: the writers must send every put with ConditionExpression attribute_not_exists(PK), or PutItem must be denied too and entries written by one trusted role. PartiQL’s UPDATE and DELETE ask for actions of their own: deny PartiQLUpdate and PartiQLDelete too. BatchWriteItem is one action for its puts and its deletes alike, so consider who may send it. And the policy itself can still be removed, by the root user (and by whoever IAM lets manage it), so guard PutResourcePolicy and DeleteResourcePolicy as carefully.`,
  );
}

export const appendOnlyPolicy: Exercise = {
  id: 'append-only-log',
  title: 'Make a table append-only',
  task:
    'Table `audit-log` records who did what, and its entries must never be edited or deleted, not even through ' +
    'a mistake by an administrator of this account. Attach a resource-based policy to `audit-log` that denies ' +
    'everyone `dynamodb:UpdateItem`, `dynamodb:DeleteItem` and `dynamodb:DeleteTable` on the table, while ' +
    '`PutItem` keeps adding entries. Then try to delete an entry and watch DynamoDB refuse it (the check’s answer lists the ways still left to change an entry).',
  hints: [
    'An explicit `Deny` in a resource-based policy binds every caller, the account’s root user included, and in the sandbox you are that root user. Block Public Access checks only what a policy allows, so `"Principal": "*"` is fine in a `Deny`.',
    'One statement: `"Effect": "Deny"`, `"Principal": "*"`, `"Action"` listing the three actions, `"Resource"` the table’s ARN (`TableArn` in `DescribeTable`).',
    'The policy is applied a moment after `PutResourcePolicy` answers: a `DeleteItem` sent at once can still go through. If that happens, Set up brings the entries back.',
  ],
  setup: {
    resetTables: [LOG],
    calls: [
      createTableCall(LOG, { hash: 'PK', range: 'SK' }),
      ...ENTRIES.map(([pk, sk]) => putCall(LOG, { PK: { S: pk }, SK: { S: sk } })),
    ],
  },
  check,
  solution: [
    {
      operation: 'PutResourcePolicy',
      body: {
        ResourceArn: LOG_ARN,
        Policy: JSON.stringify({
          Version: '2012-10-17',
          Statement: [
            { Sid: 'AppendOnly', Effect: 'Deny', Principal: '*', Action: GUARDED, Resource: LOG_ARN },
          ],
        }),
      },
    },
  ],
};
