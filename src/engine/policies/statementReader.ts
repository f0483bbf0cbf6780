/**
 * How the policy check reads a PartiQL statement: the kind that names its action, the table and index
 * it names, and for a SELECT whether it reads them whole (dynamodb:FullTableScan). The PartiQL code
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
