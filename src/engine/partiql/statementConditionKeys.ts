/**
 * The fine-grained access control keys of a PartiQL statement, for the policy check
 * (policies/statementReader.ts). The Service Authorization Reference ("Actions, resources, and
 * condition keys for Amazon DynamoDB", list_amazondynamodb.html) lists dynamodb:LeadingKeys and
 * dynamodb:Attributes for PartiQLSelect, PartiQLInsert, PartiQLUpdate and PartiQLDelete, and
 * dynamodb:ReturnValues for PartiQLUpdate and PartiQLDelete. AWS documents nothing of how a statement
 * fills them, so each statement gives what the operation it runs as gives
 * (policies/dynamodbConditionKeys.ts):
 *
 * - SELECT (and EXISTS), as the Queries it runs as (selectPlan.ts): the partition key values its
 *   WHERE pins, the index's partition key for an index; none for one that scans, as a Scan has none.
 *   Attributes: the top-level names of its projection; none for `*`, as for a read without one.
 * - INSERT, as its PutItem: the item's partition key value; the item's attribute names.
 * - UPDATE, as its UpdateItem: the partition key value of the key its WHERE names; the key's names
 *   and the top-level names SET and REMOVE change; RETURNING as the ReturnValues it stands for.
 * - DELETE, as its DeleteItem: the same key and names; RETURNING.
 *
 * As for the classic operations, the rest of a WHERE (a filter or a condition) adds no attribute.
 * Values are the bound ones: a `?` as its Parameter, S, N and B as their text.
 */
import type { Engine } from '../engine.ts';
import type { StatementKeys } from '../policies/statementReader.ts';
import { getAttribute, type AttributeValue } from '../values/types.ts';
import type { Expr, SelectStatement } from './ast.ts';
import type { Binder } from './bind.ts';
import { itemKey } from './keyConditions.ts';
import type { SelectPlan } from './selectPlan.ts';
import type { BoundStatement } from './statements.ts';
import { tableKeyNames } from './target.ts';
import { writeTable } from './writeRequests.ts';

/**
 * S, N and B as their text; undefined for another type (which no key attribute has). The policy check
 * runs before the request is validated: a malformed parameter ({"S": 5}) must give no key, as the
 * classic operations' lenient reading gives none, not a number that a string operator then throws on.
 */
function scalarText(value: AttributeValue | undefined): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  for (const type of ['S', 'N', 'B'] as const) {
    const text = (value as Partial<Record<typeof type, unknown>>)[type];
    if (typeof text === 'string') return text;
  }
  return undefined;
}

const texts = (values: (AttributeValue | undefined)[]) =>
  values.map(scalarText).filter((text): text is string => text !== undefined);

/**
 * The keys of a bound statement; `plan` is how a SELECT reads (undefined when it cannot run). Throws
 * for a statement that cannot run (the caller then gives it none: it is refused when it runs).
 */
export function statementKeys(
  engine: Engine,
  { statement, binder }: BoundStatement,
  plan: () => SelectPlan | undefined,
): StatementKeys {
  switch (statement.kind) {
    case 'select':
    case 'exists':
      return selectKeys(statement.kind === 'exists' ? statement.select : statement, plan());
    case 'insert': {
      if (statement.item.kind !== 'tuple') return { leadingKeys: [], attributes: [] };
      const table = writeTable(engine, statement.source);
      const item = binder.item(statement.item);
      return {
        leadingKeys: texts([getAttribute(item, table.keySchema.partition.name)]),
        attributes: Object.keys(item),
      };
    }
    case 'update':
    case 'delete': {
      const table = writeTable(engine, statement.source);
      const { leadingKeys, names } = keyOf(statement.where, tableKeyNames(table), binder);
      const changed = statement.kind === 'update' ? statement.actions.map((action) => action.path.name) : [];
      return {
        leadingKeys,
        attributes: [...new Set([...names, ...changed])],
        returnValues: statement.returning,
      };
    }
  }
}

function selectKeys(select: SelectStatement, plan: SelectPlan | undefined): StatementKeys {
  const projected = select.projection === '*' ? [] : select.projection.map((path) => path.name);
  return {
    leadingKeys: texts((plan?.queries ?? []).map((query) => query.partition)),
    attributes: [...new Set(projected)],
  };
}

/** The partition key value and the key names of the item a write's WHERE names (keyConditions.ts). */
function keyOf(where: Expr, keyNames: string[], binder: Binder) {
  const { key } = itemKey(where, keyNames, binder);
  return { leadingKeys: texts([getAttribute(key, keyNames[0])]), names: Object.keys(key) };
}
