/**
 * INSERT, UPDATE and DELETE as the single-item requests they are in DynamoDB:
 *   INSERT → PutItem conditioned on no item having the key (else DuplicateItemException);
 *   UPDATE → UpdateItem of the item the WHERE names, conditioned on that item existing and on the
 *            rest of the WHERE (else ConditionalCheckFailedException);
 *   DELETE → DeleteItem of that item, conditioned on the rest of the WHERE when the item exists
 *            (deleting an item that is not there succeeds).
 * The bodies are what PutItem, UpdateItem, DeleteItem and TransactWriteItems accept.
 */
import type { Engine } from '../engine.ts';
import type { Table } from '../storage/table.ts';
import type { AttributeValue } from '../values/types.ts';
import type {
  CallExpr,
  DeleteStatement,
  InsertStatement,
  PathExpr,
  UpdateAction,
  UpdateStatement,
} from './ast.ts';
import type { Binder } from './bind.ts';
import { locatedError, statementError } from './errors.ts';
import { ExpressionWriter } from './expressionWriter.ts';
import { itemKey } from './keyConditions.ts';
import { resolveTarget, tableKeyNames } from './target.ts';
import type { Source } from './ast.ts';

export type WriteKind = 'Put' | 'Update' | 'Delete' | 'ConditionCheck';

export interface WriteRequest {
  kind: WriteKind;
  table: Table;
  /** The request body, without ReturnConsumedCapacity (the caller adds what its operation takes). */
  body: Record<string, unknown>;
}

const INSERT_MANY =
  'Unsupported operation: Inserting multiple items in a single statement is not supported, use "INSERT INTO tableName VALUE item" instead';
const ITEM_FORMAT =
  'Unsupported format in item expression. Please use struct format {...} to express item values for insert statement.';

/** The table a write names; an index cannot be written. */
export function writeTable(engine: Engine, source: Source): Table {
  if (source.index !== undefined)
    throw statementError('This operation is not supported on an index', source.span);
  return resolveTarget(engine, source).table;
}

export function insertRequest(engine: Engine, statement: InsertStatement, binder: Binder): WriteRequest {
  if (!statement.valueKeyword) throw statementError(INSERT_MANY, statement.item.span);
  if (statement.item.kind !== 'tuple') throw statementError(ITEM_FORMAT, statement.item.span);
  const table = writeTable(engine, statement.source);
  const Item = binder.item(statement.item);
  const writer = new ExpressionWriter(binder);
  const ConditionExpression = `attribute_not_exists(${writer.name(table.keySchema.partition.name)})`;
  return {
    kind: 'Put',
    table,
    body: { TableName: table.name, Item, ConditionExpression, ...writer.parameters() },
  };
}

export function updateRequest(engine: Engine, statement: UpdateStatement, binder: Binder): WriteRequest {
  const table = writeTable(engine, statement.source);
  const { key, rest } = itemKey(statement.where, tableKeyNames(table), binder);
  const writer = new ExpressionWriter(binder);
  const UpdateExpression = updateExpression(statement.actions, writer);
  let ConditionExpression = `attribute_exists(${writer.name(table.keySchema.partition.name)})`;
  if (rest) ConditionExpression += ` AND ${writer.conjunct(rest)}`;
  return {
    kind: 'Update',
    table,
    body: {
      TableName: table.name,
      Key: key,
      UpdateExpression,
      ConditionExpression,
      ...writer.parameters(),
      ReturnValues: statement.returning,
    },
  };
}

export function deleteRequest(engine: Engine, statement: DeleteStatement, binder: Binder): WriteRequest {
  const table = writeTable(engine, statement.source);
  const { key, rest } = itemKey(statement.where, tableKeyNames(table), binder);
  const writer = new ExpressionWriter(binder);
  const ConditionExpression = rest
    ? `attribute_not_exists(${writer.name(table.keySchema.partition.name)}) OR ${writer.condition(rest)}`
    : undefined;
  return {
    kind: 'Delete',
    table,
    body: {
      TableName: table.name,
      Key: key,
      ConditionExpression,
      ...writer.parameters(),
      ReturnValues: statement.returning,
    },
  };
}

/** SET and REMOVE actions as an UpdateExpression; set_add / set_delete become ADD / DELETE. */
function updateExpression(actions: UpdateAction[], writer: ExpressionWriter): string {
  const clauses: Record<'SET' | 'REMOVE' | 'ADD' | 'DELETE', string[]> = {
    SET: [],
    REMOVE: [],
    ADD: [],
    DELETE: [],
  };
  for (const action of actions) {
    if (action.kind === 'remove') {
      clauses.REMOVE.push(writer.path(action.path));
      continue;
    }
    const value = action.value;
    if (value.kind === 'call' && (value.name === 'set_add' || value.name === 'set_delete')) {
      const set = setFunctionOperand(action.path, value, writer.binder);
      clauses[value.name === 'set_add' ? 'ADD' : 'DELETE'].push(
        `${writer.path(action.path)} ${writer.value(set)}`,
      );
    } else {
      clauses.SET.push(`${writer.path(action.path)} = ${writer.setValue(value)}`);
    }
  }
  return (['SET', 'REMOVE', 'ADD', 'DELETE'] as const)
    .filter((clause) => clauses[clause].length > 0)
    .map((clause) => `${clause} ${clauses[clause].join(', ')}`)
    .join(' ');
}

/** `a = set_add(a, <<…>>)`: the set to add (or remove), checked as DynamoDB checks the call. */
function setFunctionOperand(target: PathExpr, call: CallExpr, binder: Binder): AttributeValue {
  const name = call.name.toUpperCase();
  if (call.args.length !== 2)
    throw locatedError(`${name} must have exactly two arguments`, binder.text, call.nameSpan);
  const [first, second] = call.args;
  if (first.kind !== 'path' || !samePath(first, target)) {
    throw locatedError(
      `The first argument to ${name} must equal the assignment value`,
      binder.text,
      call.nameSpan,
    );
  }
  const set = second.kind === 'bag' || second.kind === 'parameter' ? binder.value(second) : undefined;
  if (!set || !('SS' in set || 'NS' in set || 'BS' in set)) {
    throw locatedError(
      `The second argument to ${name} must be a value with type SET`,
      binder.text,
      first.span,
    );
  }
  return set;
}

function samePath(a: PathExpr, b: PathExpr): boolean {
  if (a.name !== b.name || a.steps.length !== b.steps.length) return false;
  return a.steps.every((step, i) => {
    const other = b.steps[i];
    return step.kind === 'name'
      ? other.kind === 'name' && other.name === step.name
      : other.kind === 'index' && other.index === step.index;
  });
}
