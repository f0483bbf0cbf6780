/**
 * DynamoDB's own condition keys for one item request, as the Developer Guide describes them ("Using
 * IAM policy conditions for fine-grained access control") and the Service Authorization Reference
 * lists them ("Actions, resources, and condition keys for Amazon DynamoDB"):
 *
 * - dynamodb:LeadingKeys — the partition key value of the item asked for: from Key (GetItem,
 *   UpdateItem, DeleteItem, a batch's or a transaction's entries), from Item (PutItem, a PutRequest),
 *   and for Query the value the key condition sets the partition key to (the index's partition key
 *   for a Query of an index). Multivalued (a policy tests it with ForAllValues / ForAnyValue); a Scan
 *   has none. Values are written as the API writes them: the string, the number's digits, the
 *   binary's base64.
 * - dynamodb:Attributes — the top-level attribute names a request names: the key's and the item's,
 *   those of ProjectionExpression / AttributesToGet, and those UpdateExpression / AttributeUpdates
 *   change (a nested path counts as its top-level attribute). Missing when the request names none.
 * - dynamodb:Select, dynamodb:ReturnValues, dynamodb:ReturnConsumedCapacity — the request's
 *   parameter of that name, when it is given.
 *
 * Read leniently from the raw request, like requestResources.ts: a malformed one is refused by its own
 * validation after this, and contributes only what can be read. A PartiQL statement gives its own
 * (addStatementKeys, below).
 */
import { parseExpression } from '../expressions/parse.ts';
import type { SyntaxCondition, SyntaxPath } from '../expressions/syntax.ts';
import type { Table } from '../storage/table.ts';
import { fieldsOf, type Fields } from './lenientFields.ts';
import type { StatementKeys } from './statementReader.ts';

/** An AttributeValue as a condition value: S, N and B as written; undefined for other types. */
function scalarText(value: unknown): string | undefined {
  const fields = fieldsOf(value);
  if (!fields) return undefined;
  for (const type of ['S', 'N', 'B']) if (typeof fields[type] === 'string') return fields[type] as string;
  return undefined;
}

/** Adds DynamoDB's keys for `request` (one item's worth of a request) to `context`. */
export function addDynamoDBKeys(
  context: Map<string, string[]>,
  table: Table,
  action: string,
  request: Fields,
): void {
  const leading = leadingKeys(table, action, request);
  if (leading.length > 0) context.set('dynamodb:leadingkeys', leading);
  const attributes = attributeNames(request);
  if (attributes.length > 0) context.set('dynamodb:attributes', attributes);
  for (const name of ['Select', 'ReturnValues', 'ReturnConsumedCapacity']) {
    const value = request[name];
    if (typeof value === 'string') context.set(`dynamodb:${name.toLowerCase()}`, [value]);
  }
}

/**
 * A PartiQL statement's keys, read from the statement (partiql/statementConditionKeys.ts); none for
 * one that cannot run, which is refused when it does. The request's other members name no item: a
 * stray Key or Item (or Select, ReturnValues) beside the Statement is ignored by the operation, so it
 * gives no key either. ReturnConsumedCapacity is the operation's own parameter.
 */
export function addStatementKeys(
  context: Map<string, string[]>,
  keys: StatementKeys | undefined,
  request: Fields,
): void {
  if (keys && keys.leadingKeys.length > 0) context.set('dynamodb:leadingkeys', keys.leadingKeys);
  if (keys && keys.attributes.length > 0) context.set('dynamodb:attributes', keys.attributes);
  if (keys?.returnValues !== undefined) context.set('dynamodb:returnvalues', [keys.returnValues]);
  if (typeof request.ReturnConsumedCapacity === 'string')
    context.set('dynamodb:returnconsumedcapacity', [request.ReturnConsumedCapacity]);
}

/**
 * Each action's key is read from the member that action takes, and only from it: the engine ignores a
 * member an operation does not take, as DynamoDB does, so a stray `Key` beside a PutItem's `Item` (or a
 * Query's key condition) named one tenant's key while the item written was another's, and a Deny on
 * dynamodb:LeadingKeys let it through.
 */
const ITEM_MEMBER: Record<string, 'Key' | 'Item' | undefined> = {
  'dynamodb:GetItem': 'Key',
  'dynamodb:UpdateItem': 'Key',
  'dynamodb:DeleteItem': 'Key',
  'dynamodb:ConditionCheckItem': 'Key',
  'dynamodb:BatchGetItem': 'Key',
  'dynamodb:PutItem': 'Item',
};

/** The member that names the item: for a batch write, its one entry's PutRequest Item or DeleteRequest Key. */
function itemMember(action: string, request: Fields): 'Key' | 'Item' | undefined {
  if (action === 'dynamodb:BatchWriteItem') return request.Item !== undefined ? 'Item' : 'Key';
  return Object.hasOwn(ITEM_MEMBER, action) ? ITEM_MEMBER[action] : undefined;
}

function leadingKeys(table: Table, action: string, request: Fields): string[] {
  const partition = table.keySchema.partition.name;
  const member = itemMember(action, request);
  if (member !== undefined) {
    const value = scalarText(fieldsOf(request[member])?.[partition]);
    return value === undefined ? [] : [value];
  }
  if (action !== 'dynamodb:Query') return [];
  const index =
    typeof request.IndexName === 'string'
      ? table.indexes.find((candidate) => candidate.name === request.IndexName)
      : undefined;
  const names = index ? index.keySchema.partition.map((key) => key.name) : [partition];
  return queriedPartitionValues(request, new Set(names));
}

/** The values a Query's key condition sets its partition key attributes to (`=` or legacy `EQ`). */
function queriedPartitionValues(request: Fields, partitionNames: ReadonlySet<string>): string[] {
  const legacy = fieldsOf(request.KeyConditions);
  if (legacy) {
    return [...partitionNames].flatMap((name) => {
      const condition = fieldsOf(legacy[name]);
      const list = condition?.ComparisonOperator === 'EQ' ? condition.AttributeValueList : undefined;
      const value = Array.isArray(list) ? scalarText(list[0]) : undefined;
      return value === undefined ? [] : [value];
    });
  }
  if (typeof request.KeyConditionExpression !== 'string') return [];
  let tree: SyntaxCondition;
  try {
    tree = parseExpression('KeyConditionExpression', request.KeyConditionExpression);
  } catch {
    return [];
  }
  const names = fieldsOf(request.ExpressionAttributeNames) ?? {};
  const values = fieldsOf(request.ExpressionAttributeValues) ?? {};
  const found: string[] = [];
  const visit = (node: SyntaxCondition): void => {
    if (node.kind === 'and') {
      visit(node.left);
      visit(node.right);
    } else if (node.kind === 'compare' && node.op === '=') {
      for (const [side, other] of [
        [node.left, node.right],
        [node.right, node.left],
      ]) {
        if (side.kind !== 'path' || other.kind !== 'value') continue;
        const name = topLevelName(side, names);
        const value = scalarText(values[other.ref]);
        if (name !== undefined && partitionNames.has(name) && value !== undefined) found.push(value);
      }
    }
  };
  visit(tree);
  return found;
}

/** The top-level attribute a path starts with, its `#name` resolved. */
function topLevelName(path: SyntaxPath, names: Fields): string | undefined {
  const first = path.elements[0];
  if (first?.kind === 'name') return first.name;
  if (first?.kind === 'ref' && typeof names[first.ref] === 'string') return names[first.ref] as string;
  return undefined;
}

function attributeNames(request: Fields): string[] {
  const names = new Set<string>();
  const exprNames = fieldsOf(request.ExpressionAttributeNames) ?? {};
  for (const source of [request.Key, request.Item, request.AttributeUpdates]) {
    for (const name of Object.keys(fieldsOf(source) ?? {})) names.add(name);
  }
  if (Array.isArray(request.AttributesToGet)) {
    for (const name of request.AttributesToGet) if (typeof name === 'string') names.add(name);
  }
  const paths = (read: () => SyntaxPath[]) => {
    try {
      for (const path of read()) {
        const name = topLevelName(path, exprNames);
        if (name !== undefined) names.add(name);
      }
    } catch {
      // A malformed expression: its own validation refuses the request.
    }
  };
  const projection = request.ProjectionExpression;
  if (typeof projection === 'string') {
    paths(() => parseExpression('ProjectionExpression', projection).paths);
  }
  const update = request.UpdateExpression;
  if (typeof update === 'string') {
    paths(() =>
      parseExpression('UpdateExpression', update).sections.flatMap((section) =>
        section.actions.map((action) => action.path),
      ),
    );
  }
  return [...names];
}
