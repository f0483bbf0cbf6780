/**
 * What lesson 18's resource-policy checks share: reading a table's policy back as the learner left
 * it, and saying why there is none to judge yet — the table is missing, the learner's
 * PutResourcePolicy failed, or it has not been applied yet (DynamoDB applies a policy a moment after
 * PutResourcePolicy answers).
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

/**
 * The policy's statements and RevisionId, or the feedback to give instead. GetResourcePolicy comes
 * first: a Deny may refuse even DescribeTable, never the root user's reading of the policy.
 */
export async function readTablePolicy(
  engine: LessonEngine,
  table: string,
  arn: string,
): Promise<{ statements: PolicyStatement[]; revisionId: string } | { problem: CheckResult }> {
  const read = await engine.call('GetResourcePolicy', { ResourceArn: arn });
  if (read.ok) {
    const document = JSON.parse(String(read.reply.Policy)) as { Statement: PolicyStatement[] };
    return { statements: document.Statement, revisionId: String(read.reply.RevisionId) };
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
