/**
 * BatchExecuteStatement: up to 25 PartiQL statements, all reads or all writes. Reads name one item
 * each by its full primary key; writes are INSERT, UPDATE or DELETE. Every statement is prepared
 * before any runs — two on one item refuse the whole batch — and then each runs on its own: a
 * failing statement answers with its Error in Responses, in request order, and the rest still run.
 */
import type { Engine } from '../engine.ts';
import { validation } from '../errors.ts';
import { CapacityByTable } from '../partiql/capacity.ts';
import { bindSlot, itemIdentity, prepareSlot, runSlot, type Slot } from '../partiql/batchSlots.ts';
import { isRead } from '../partiql/statements.ts';
import { validateBatchExecuteStatement } from '../validation/partiql/batchExecuteStatement.ts';

export function batchExecuteStatement(engine: Engine, body: object) {
  const request = validateBatchExecuteStatement(body);
  const bound = request.Statements.map(bindSlot);
  const kinds = new Set(bound.flatMap((b) => ('statement' in b ? [isRead(b.statement)] : [])));
  if (kinds.size > 1)
    throw validation('Read and write requests together in the same batch is not supported.');
  const slots: Slot[] = bound.map((b, i) =>
    'statement' in b ? prepareSlot(engine, b, request.Statements[i]) : { kind: 'failed', error: b },
  );
  const seen = new Set<string>();
  for (const slot of slots) {
    const identity = itemIdentity(slot);
    if (identity === undefined) continue;
    if (seen.has(identity)) throw validation('Provided list of item keys contains duplicates');
    seen.add(identity);
  }
  const capacity = new CapacityByTable();
  const Responses = slots.map((slot) => runSlot(engine, slot, request.ReturnConsumedCapacity, capacity));
  return { Responses, ConsumedCapacity: capacity.list() };
}
