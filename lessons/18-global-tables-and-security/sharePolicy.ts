/**
 * Lesson 18's fifth exercise: a resource-based policy that lets one other account read a table, and
 * nothing more. The engine keeps and checks policies as DynamoDB does (Block Public Access, the
 * canonical form, a change that settles in the background: engine policies/), but has no other
 * account to let in, so the check reads the policy back and judges what it would allow.
 */
import { notYet, pass } from '../../src/features/lessons/checkHelpers.ts';
import { createTableCall, putCall } from '../../src/features/lessons/lessonCalls.ts';
import type { CheckResult, Exercise, LessonEngine } from '../../src/features/lessons/lessonTypes.ts';
import {
  afterRefusal,
  listOf,
  readTablePolicy,
  type PolicyStatement as Statement,
  type StoredPolicy,
} from './policyCheck.ts';

const CATALOG = 'catalog';
const ANALYTICS = '444455556666';
const ANALYTICS_ROOT = `arn:aws:iam::${ANALYTICS}:root`;
/** The sandbox's account and Region, as the browser's engine and `npm run serve` use by default. */
const CATALOG_ARN = `arn:aws:dynamodb:us-east-1:000000000000:table/${CATALOG}`;
/** The reads the analytics team gets. Action names are case-insensitive: compared so, shown as written. */
const READS = ['dynamodb:GetItem', 'dynamodb:Query'];
/** A principal of the analytics account other than the account itself: a user, a role, a session. */
const ANALYTICS_MEMBER = new RegExp(`^arn:aws:(?:iam|sts)::${ANALYTICS}:`);
const PRODUCTS = ['P-100', 'P-200', 'P-300'];

/**
 * The AWS principals a canonical statement names. "*" stays "*", unless a StringEquals condition on
 * aws:PrincipalAccount narrows it: then it is the root of each account that condition names, the
 * callers it lets in.
 */
function principalsOf(statement: Statement): string[] {
  const principal = statement.Principal;
  const named =
    principal === '*'
      ? ['*']
      : principal === null || typeof principal !== 'object'
        ? []
        : Object.values(principal as Record<string, string | string[]>).flatMap(listOf);
  const accounts = principalAccounts(statement);
  return named.flatMap((p) =>
    p === '*' && accounts ? accounts.map((account) => `arn:aws:iam::${account}:root`) : [p],
  );
}

/**
 * The accounts a statement's `StringEquals` condition on aws:PrincipalAccount allows, or undefined
 * when it has none. (Condition keys are case-insensitive; operators are not.)
 */
function principalAccounts(statement: Statement): string[] | undefined {
  const condition = statement.Condition as Record<string, Record<string, string | string[]>> | undefined;
  const equals = condition?.StringEquals;
  if (!equals || typeof equals !== 'object') return undefined;
  const key = Object.keys(equals).find((name) => name.toLowerCase() === 'aws:principalaccount');
  return key === undefined ? undefined : listOf(equals[key]);
}

/** Whether an allow lets everyone in and narrows them to accounts with aws:PrincipalAccount. */
const narrowedStar = (statement: Statement) =>
  principalAccounts(statement) !== undefined &&
  (statement.Principal === '*' ||
    listOf((statement.Principal as { AWS?: string | string[] } | undefined)?.AWS).includes('*'));

/**
 * What is wrong with the principals a policy's allows name, or undefined when the analytics account is
 * named and no one outside it. A user or role of that account lets in less than the task asks, not
 * another caller: the account is named by its ID or its root ARN, which stands for all its identities.
 */
function principalProblem(principals: string[]): string | undefined {
  const outsiders = principals.filter((p) => p !== ANALYTICS_ROOT && !ANALYTICS_MEMBER.test(p));
  if (outsiders.length > 0)
    return `it ${outsiders.length < principals.length ? 'also ' : ''}lets in ${outsiders.join(', ')}; only account ${ANALYTICS} should read the catalog`;
  const members = principals.filter((p) => p !== ANALYTICS_ROOT);
  if (members.length === 0) return undefined;
  return principals.includes(ANALYTICS_ROOT)
    ? `it names ${members.join(', ')} beside account ${ANALYTICS}, which already includes ${members.length === 1 ? 'it' : 'them'}: name the account alone`
    : `it lets in ${members.join(', ')}, not the whole account: the task shares the table with account ${ANALYTICS}, so name the account as the Principal (${ANALYTICS} or ${ANALYTICS_ROOT}), not ${members.length === 1 ? 'one user or role' : 'some users or roles'} of it`;
}

/** What is wrong with the allows a policy grants, or undefined when they are exactly the reads asked for. */
function judge(statements: Statement[], tableArn: string): string | undefined {
  const allows = statements.filter((s) => s.Effect === 'Allow');
  if (allows.some((s) => s.NotPrincipal !== undefined || s.NotAction !== undefined))
    return 'a statement uses NotPrincipal or NotAction, which allow everything they do not name: list the principal and the actions instead';
  const problem = principalProblem([...new Set(allows.flatMap(principalsOf))]);
  if (problem) return problem;
  const actions = allows.flatMap((s) => listOf(s.Action));
  const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
  // Each action once, as the policy first spells it.
  const extra = actions.filter(
    (a, i) => !READS.some((read) => same(read, a)) && actions.findIndex((b) => same(a, b)) === i,
  );
  if (extra.length > 0)
    return `it allows ${extra.join(', ')} as well; the analytics team gets GetItem and Query, nothing that writes, scans or changes the table`;
  const missing = READS.filter((a) => !actions.some((action) => same(action, a)));
  if (missing.length > 0) return `it does not allow ${missing.join(' or ')} yet`;
  const resources = allows.flatMap((s) => listOf(s.Resource));
  if (!resources.some((r) => r === tableArn || r === '*'))
    return `no statement names the table itself as its Resource (${tableArn})`;
  return undefined;
}

async function check(engine: LessonEngine): Promise<CheckResult> {
  const read = await readTablePolicy(engine, CATALOG, CATALOG_ARN);
  if ('problem' in read) return read.problem;
  return afterRefusal(read, judgeStored(read));
}

/** The verdict on the policy catalog holds. */
function judgeStored(read: StoredPolicy): CheckResult {
  const problem = judge(read.statements, CATALOG_ARN);
  if (problem) return notYet(`The policy on catalog is not right yet: ${problem}.`);
  const allows = read.statements.filter((s) => s.Effect === 'Allow');
  const stored = allows.every(narrowedStar)
    ? `Your "Principal": "*" lets in only callers whose aws:PrincipalAccount is ${ANALYTICS}, which Block Public Access accepts as narrow enough; naming the account as the Principal says the same more plainly, and GetResourcePolicy would show it as ${ANALYTICS_ROOT}.`
    : `DynamoDB stored your policy in its canonical form: GetResourcePolicy shows the account as ${ANALYTICS_ROOT}.`;
  return pass(
    `Account ${ANALYTICS} may now read catalog with GetItem and Query (revision ${read.revisionId}). ${stored} That account's own IAM policies must allow the same actions, or its users still cannot read.`,
  );
}

export const sharePolicy: Exercise = {
  id: 'share-with-an-account',
  title: 'Let another account read a table',
  task:
    'The analytics team works in AWS account `' +
    ANALYTICS +
    '` and needs to read table `catalog`, which lives in this account. Attach a resource-based policy to ' +
    '`catalog` that allows that account `dynamodb:GetItem` and `dynamodb:Query` on the table, and nothing ' +
    'else: no other caller, no Scan, no writes. Read it back with `GetResourcePolicy` to see how DynamoDB keeps it.',
  hints: [
    '`PutResourcePolicy` takes the table’s ARN (`TableArn` in `DescribeTable`) as `ResourceArn`, and the policy document as a string of JSON in `Policy`.',
    'One statement will do: `"Effect": "Allow"`, `"Principal": {"AWS": "' +
      ANALYTICS +
      '"}`, `"Action"` listing the two reads and `"Resource"` the table’s ARN. A `"Principal": "*"` is refused by Block Public Access unless a condition on `aws:PrincipalAccount` narrows it to the account.',
    'Right after `PutResourcePolicy`, `GetResourcePolicy` may still answer `PolicyNotFoundException`: the policy is applied in the background. A second change is refused while the first settles (`ResourceInUseException`), and after that until 15 seconds have passed since it (`ThrottlingException`).',
  ],
  setup: {
    resetTables: [CATALOG],
    calls: [
      createTableCall(CATALOG, { hash: 'PK' }),
      ...PRODUCTS.map((id) => putCall(CATALOG, { PK: { S: id }, title: { S: `Product ${id}` } })),
    ],
  },
  check,
  solution: [
    {
      operation: 'PutResourcePolicy',
      body: {
        ResourceArn: CATALOG_ARN,
        Policy: JSON.stringify({
          Version: '2012-10-17',
          Statement: [
            {
              Sid: 'AnalyticsReads',
              Effect: 'Allow',
              Principal: { AWS: ANALYTICS },
              Action: ['dynamodb:GetItem', 'dynamodb:Query'],
              Resource: CATALOG_ARN,
            },
          ],
        }),
      },
    },
  ],
};
