/**
 * What lesson 18's resource-policy checks share: reading a table's policy back as the learner left
 * it, and saying why there is none to judge yet — the table is missing, the learner's
 * PutResourcePolicy failed, or it has not been applied yet (DynamoDB applies a policy a moment after
 * PutResourcePolicy answers) — or that the one judged is older than a change DynamoDB refused.
 */
import { describeTable, learnerCalls, notYet } from '../../src/features/lessons/checkHelpers.ts';
import type { CheckResult, LessonEngine } from '../../src/features/lessons/lessonTypes.ts';

/** A statement as GetResourcePolicy returns it (canonical: one-element lists as plain values). */
export interface PolicyStatement {
  Effect?: string;
  Principal?: unknown;
  NotPrincipal?: unknown;
  Action?: string | string[];
  NotAction?: unknown;
  Resource?: string | string[];
  Condition?: unknown;
}

export const listOf = (value: string | string[] | undefined): string[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

export interface StoredPolicy {
  statements: PolicyStatement[];
  revisionId: string;
  /** Said first when the learner's latest PutResourcePolicy was refused: the stored policy is an older one. */
  refused?: string;
}

/**
 * When the learner's newest PutResourcePolicy on the table was refused (by Block Public Access, a
 * malformed document, a change made too soon …), the policy still stored is one put before it: the
 * check judges that one, and must say so, or a pass would seem to approve the refused policy.
 */
function refusalNote(engine: LessonEngine, table: string, arn: string) {
  const [latest] = learnerCalls(engine, 'PutResourcePolicy').filter(
    (call) => call.request.ResourceArn === arn,
  );
  if (!latest?.error) return undefined;
  return `Your latest PutResourcePolicy was refused (${latest.error.type}: ${latest.error.message}), so ${table} keeps the policy it had before, and that is the policy judged here.`;
}

/** A check's verdict on the stored policy, preceded by the refusal of the latest PutResourcePolicy if any. */
export const afterRefusal = (read: StoredPolicy, verdict: CheckResult): CheckResult =>
  read.refused ? { ...verdict, feedback: `${read.refused} ${verdict.feedback}` } : verdict;

/**
 * The policy's statements and RevisionId, or the feedback to give instead. GetResourcePolicy comes
 * first: a Deny may refuse even DescribeTable, never the root user's reading of the policy.
 */
export async function readTablePolicy(
  engine: LessonEngine,
  table: string,
  arn: string,
): Promise<StoredPolicy | { problem: CheckResult }> {
  const read = await engine.call('GetResourcePolicy', { ResourceArn: arn });
  if (read.ok) {
    const document = JSON.parse(String(read.reply.Policy)) as { Statement: PolicyStatement[] };
    const revisionId = String(read.reply.RevisionId);
    return {
      statements: document.Statement,
      revisionId,
      refused: refusalNote(engine, table, arn),
    };
  }
  if (read.type === 'ResourceNotFoundException') {
    const described = await describeTable(engine, table);
    if ('problem' in described) return described;
  }
  if (read.type !== 'PolicyNotFoundException')
    return { problem: notYet(`GetResourcePolicy failed: ${read.type}: ${read.message}`) };
  const [latest] = learnerCalls(engine, 'PutResourcePolicy');
  if (latest?.error)
    return {
      problem: notYet(
        `${table} has no policy yet. Your latest PutResourcePolicy failed: ${latest.error.message}`,
      ),
    };
  return {
    problem: notYet(
      latest
        ? 'GetResourcePolicy does not show your policy yet: DynamoDB applies it in the background, a moment after PutResourcePolicy answers. Let the clock run (or step it) and check again.'
        : `${table} has no resource-based policy yet: attach one with PutResourcePolicy.`,
    ),
  };
}
