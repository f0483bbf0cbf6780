/**
 * How the policy check reads a PartiQL statement: the kind that names its action, the table and index
 * it names, for a SELECT whether it reads them whole (dynamodb:FullTableScan), and the keys of
 * fine-grained access control it gives (partiql/statementConditionKeys.ts). The PartiQL code
 * supplies the reader (partiql/statementAccess.ts) as it loads (protocol/firstUseHandlers.ts): in the
 * browser that code is a chunk of its own, loaded before any PartiQL request can run, and the policy
 * check, which every request passes, must not pull it into the engine's first chunk.
 */
import type { Engine } from '../engine.ts';

export interface StatementRead {
  kind: 'select' | 'exists' | 'insert' | 'update' | 'delete';
  table: string;
  index?: string;
  /** For a SELECT, whether it reads its whole table or index; undefined when that cannot be known. */
  fullTableScan(): boolean | undefined;
  /** dynamodb:LeadingKeys, dynamodb:Attributes and dynamodb:ReturnValues; undefined when it cannot run. */
  conditionKeys(): StatementKeys | undefined;
}

export interface StatementKeys {
  /** The partition key values the statement reads or writes (none for a SELECT that scans). */
  leadingKeys: string[];
  /** The top-level attribute names it projects, inserts, sets or removes, and its item's key names. */
  attributes: string[];
  /** An UPDATE's or a DELETE's RETURNING, as the ReturnValues it stands for. */
  returnValues?: string;
}

/** Undefined for a statement that does not parse: it asks for nothing, and is refused when it runs. */
export type StatementReader = (
  engine: Engine,
  text: string,
  parameters: unknown,
) => StatementRead | undefined;

let reader: StatementReader | undefined;

export function installStatementReader(read: StatementReader): void {
  reader = read;
}

export function readStatement(engine: Engine, text: string, parameters: unknown): StatementRead | undefined {
  return reader?.(engine, text, parameters);
}
