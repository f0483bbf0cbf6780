/**
 * What the policy check needs of a PartiQL statement (policies/statementReader.ts), read by the
 * statement parser itself — every form, UPDATE's FROM-first one too, and never a name inside a string
 * or a comment — and, for a SELECT, the dynamodb:FullTableScan key: whether it reads its whole table or
 * index, with no equality or IN on the partition key in every branch of its WHERE (ql-reference.select;
 * ql-iam, "Allow select statements and deny full table scan statements"), decided by the plan the
 * SELECT then runs with (selectPlan.ts).
 */
import type { Engine } from '../engine.ts';
import type { StatementRead } from '../policies/statementReader.ts';
import type { AttributeValue } from '../values/types.ts';
import type { ParsedStatement } from './ast.ts';
import { parsePartiQL } from './parsePartiQL.ts';
import { planSelect } from './selectPlan.ts';
import { bindParsed } from './statements.ts';
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
  return {
    kind,
    table: source.table,
    index: source.index,
    fullTableScan: () => (kind === 'select' ? scansWholeTable(engine, text, parsed, parameters) : undefined),
  };
}

/**
 * True for a SELECT read as a Scan, false for one read as Queries; undefined for one that cannot run
 * (read from the raw request, before it is validated: the statement refuses itself when it runs).
 */
function scansWholeTable(
  engine: Engine,
  text: string,
  parsed: ParsedStatement,
  parameters: unknown,
): boolean | undefined {
  if (parameters !== undefined && !Array.isArray(parameters)) return undefined;
  try {
    const { statement, binder } = bindParsed(text, parsed, parameters as AttributeValue[] | undefined);
    if (statement.kind !== 'select') return undefined;
    return planSelect(statement.where, resolveTarget(engine, statement.source), binder).queries === undefined;
  } catch {
    return undefined;
  }
}
