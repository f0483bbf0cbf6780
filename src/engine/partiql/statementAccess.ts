/**
 * What the policy check needs of a PartiQL statement (policies/statementReader.ts), read by the
 * statement parser itself — every form, UPDATE's FROM-first one too, and never a name inside a string
 * or a comment — and, for a SELECT, the dynamodb:FullTableScan key: whether it reads its whole table or
 * index, with no equality or IN on the partition key in every branch of its WHERE (ql-reference.select;
 * ql-iam, "Allow select statements and deny full table scan statements"), decided by the plan the
 * SELECT then runs with (selectPlan.ts). The keys of fine-grained access control (LeadingKeys,
 * Attributes, ReturnValues) come from statementConditionKeys.ts.
 */
import type { Engine } from '../engine.ts';
import type { StatementKeys, StatementRead } from '../policies/statementReader.ts';
import type { AttributeValue } from '../values/types.ts';
import { parsePartiQL } from './parsePartiQL.ts';
import { planSelect, type SelectPlan } from './selectPlan.ts';
import { statementKeys } from './statementConditionKeys.ts';
import { bindParsed, type BoundStatement } from './statements.ts';
import { resolveTarget } from './target.ts';

export function readStatementAccess(
  engine: Engine,
  text: string,
  parameters: unknown,
): StatementRead | undefined {
  const parsed = parsePartiQL(text);
  if (!parsed.ok) return undefined;
  const { kind } = parsed.statement;
  const { source } = kind === 'exists' ? parsed.statement.select : parsed.statement;
  // Read from the raw request, before it is validated: a statement that cannot run gives nothing
  // (undefined), and refuses itself when it runs.
  const attempt = <T>(read: () => T): T | undefined => {
    try {
      return read();
    } catch {
      return undefined;
    }
  };
  const bound = once(() =>
    parameters !== undefined && !Array.isArray(parameters)
      ? undefined
      : attempt(() => bindParsed(text, parsed, parameters as AttributeValue[] | undefined)),
  );
  const plan = once(() => {
    const statement = bound();
    if (statement?.statement.kind !== 'select' && statement?.statement.kind !== 'exists') return undefined;
    return attempt(() => selectPlan(engine, statement));
  });
  return {
    kind,
    table: source.table,
    index: source.index,
    // True for a SELECT read as a Scan, false for one read as Queries.
    fullTableScan: () => {
      const read = kind === 'select' ? plan() : undefined;
      return read && read.queries === undefined;
    },
    conditionKeys: (): StatementKeys | undefined => {
      const statement = bound();
      return statement && attempt(() => statementKeys(engine, statement, plan));
    },
  };
}

/** How a SELECT (or an EXISTS's SELECT) reads its table or index. */
function selectPlan(engine: Engine, { statement, binder }: BoundStatement): SelectPlan {
  const select = statement.kind === 'exists' ? statement.select : statement;
  if (select.kind !== 'select') throw new Error(`not a read: ${select.kind}`);
  return planSelect(select.where, resolveTarget(engine, select.source), binder);
}

/** `read`, run the first time it is asked for, its answer kept. */
function once<T>(read: () => T): () => T {
  let done = false;
  let value: T;
  return () => {
    if (!done) {
      value = read();
      done = true;
    }
    return value;
  };
}
