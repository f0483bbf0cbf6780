/**
 * The Explorer's "Explore items" form as a DynamoDB request: a Scan or a Query of the table or one
 * of its indexes, with a key condition and filters written through #name and :value placeholders,
 * so any attribute name works — reserved words (`status`, `name`) and names with dots or spaces
 * alike. Pure: what it builds is what is sent, shown, and opened in the Console.
 *
 * Values are not checked here beyond what is needed to write them down: a number that is not one,
 * or a key of the wrong type, goes to DynamoDB, whose ValidationException the learner then reads.
 */
import type { AttributeValue, IndexDescription, TableDescription } from '../../client/wireTypes.ts';
import { writeKeyCondition } from './exploreKeyCondition.ts';

export type ExploreOperation = 'Scan' | 'Query';
export type KeyType = 'S' | 'N' | 'B';
export type SortOperator = '=' | '<' | '<=' | '>' | '>=' | 'between' | 'begins_with';
export type FilterOperator =
  | '='
  | '<>'
  | '<'
  | '<='
  | '>'
  | '>='
  | 'exists'
  | 'not_exists'
  | 'contains'
  | 'begins_with'
  | 'between';
/** The types a filter value can be typed as (sets, lists and maps are the Console's job). */
export type FilterType = 'S' | 'N' | 'B' | 'BOOL' | 'NULL';

const SORT_OPERATORS: readonly SortOperator[] = ['=', '<', '<=', '>', '>=', 'between', 'begins_with'];

/** The sort key conditions a key of `type` can take: begins_with tests strings and binaries only. */
export function sortOperatorsFor(type: string): readonly SortOperator[] {
  return type === 'N' ? SORT_OPERATORS.filter((operator) => operator !== 'begins_with') : SORT_OPERATORS;
}
export const FILTER_OPERATORS: readonly FilterOperator[] = [
  '=',
  '<>',
  '<',
  '<=',
  '>',
  '>=',
  'exists',
  'not_exists',
  'contains',
  'begins_with',
  'between',
];
export const FILTER_TYPES: readonly FilterType[] = ['S', 'N', 'B', 'BOOL', 'NULL'];

export interface FilterRow {
  name: string;
  operator: FilterOperator;
  type: FilterType;
  value: string;
  /** The upper bound of `between`. */
  value2: string;
}

/** A condition on one sort key attribute: none when `operator` is undefined. */
export interface SortCondition {
  operator?: SortOperator;
  value: string;
  /** The upper bound of `between`. */
  value2: string;
}

export interface ExploreForm {
  operation: ExploreOperation;
  /** The index read, or '' for the table itself. */
  indexName: string;
  /** The partition key's values, one per attribute in key schema order (several: a multi-attribute key). */
  partitionValues: string[];
  /**
   * The sort key's conditions, one per attribute in key schema order; none given for an attribute
   * whose operator is undefined, or missing from the list.
   */
  sortConditions: SortCondition[];
  filters: FilterRow[];
  /** Query only: ScanIndexForward false, the highest sort key first. */
  descending: boolean;
  /**
   * ConsistentRead on the table or a local index (a global index offers none). Off by default, as
   * in the API and the AWS console: such a read costs half, and with Stale reads on it may miss a
   * write the sandbox's replica lag has not yet carried. On, it reads the latest write, as the item
   * list above does.
   */
  consistentRead: boolean;
  /**
   * Limit, as typed: the most items each page reads, before the filter (empty or unset: the
   * Explorer's page size). A learner sets it to see a filtered page come back short, or empty.
   */
  limit?: string;
}

export const emptyExploreForm = (indexName = ''): ExploreForm => ({
  operation: 'Scan',
  indexName,
  partitionValues: [],
  sortConditions: [],
  filters: [],
  descending: false,
  consistentRead: false,
});

export const emptyFilter = (): FilterRow => ({ name: '', operator: '=', type: 'S', value: '', value2: '' });

export interface KeyAttribute {
  name: string;
  type: KeyType;
}

/**
 * The key a Query of the table or index names: its partition key attributes, and its sort key
 * attributes if it has any, in key schema order. One of each, but for a global index's
 * multi-attribute key (up to 4 and 4, since November 2025).
 */
export function exploreKeys(
  table: TableDescription,
  indexName: string,
): { partition: KeyAttribute[]; sort: KeyAttribute[] } {
  const index: IndexDescription | undefined = [
    ...(table.GlobalSecondaryIndexes ?? []),
    ...(table.LocalSecondaryIndexes ?? []),
  ].find((candidate) => candidate.IndexName === indexName);
  const schema = (index ?? table).KeySchema;
  // Typed as AttributeDefinitions says: that is the type DynamoDB checks the key values against.
  const typed = (name: string): KeyAttribute => ({
    name,
    type:
      table.AttributeDefinitions.find((definition) => definition.AttributeName === name)?.AttributeType ??
      'S',
  });
  const named = (keyType: string) =>
    schema.filter((element) => element.KeyType === keyType).map((element) => typed(element.AttributeName));
  return { partition: named('HASH'), sort: named('RANGE') };
}

/** Whether a read of the table or index may be strongly consistent: not of a global index. */
export function offersConsistentRead(table: TableDescription, indexName: string): boolean {
  return !(table.GlobalSecondaryIndexes ?? []).some((index) => index.IndexName === indexName);
}

/** What the form asks for as a Scan or Query request, or what stops it being written down. */
export type BuiltRequest = { ok: true; request: Record<string, unknown> } | { ok: false; problem: string };

/**
 * The request for the form. Placeholders are numbered in order (#k0, #k1 … for the key attributes in
 * key schema order, so #k0 and #k1 for a partition and a sort key; #f0, #f1 … for the filters) so the
 * same form always gives the same text.
 */
export function buildExploreRequest(table: TableDescription, form: ExploreForm): BuiltRequest {
  const names: Record<string, string> = {};
  const values: Record<string, AttributeValue> = {};
  const request: Record<string, unknown> = { TableName: table.TableName };
  if (form.indexName) request.IndexName = form.indexName;
  if (form.consistentRead && offersConsistentRead(table, form.indexName)) request.ConsistentRead = true;

  if (form.operation === 'Query') {
    const condition = writeKeyCondition(exploreKeys(table, form.indexName), form, names, values);
    if (!condition.ok) return condition;
    request.KeyConditionExpression = condition.expression;
    if (form.descending) request.ScanIndexForward = false;
  }

  const filters: string[] = [];
  for (const [at, filter] of form.filters.entries()) {
    const name = filter.name.trim();
    if (!name) return { ok: false, problem: `Filter ${at + 1} needs an attribute name.` };
    const label = `#f${at}`;
    const placeholder = `:f${at}`;
    names[label] = name;
    if (filter.operator === 'exists' || filter.operator === 'not_exists') {
      filters.push(`attribute_${filter.operator}(${label})`);
      continue;
    }
    const value = typedValue(filter.type, filter.value);
    if (!value.ok) return { ok: false, problem: `Filter ${at + 1}: ${value.problem}` };
    values[placeholder] = value.value;
    if (filter.operator === 'between') {
      const upper = typedValue(filter.type, filter.value2);
      if (!upper.ok) return { ok: false, problem: `Filter ${at + 1}: ${upper.problem}` };
      values[`${placeholder}b`] = upper.value;
      filters.push(`${label} BETWEEN ${placeholder} AND ${placeholder}b`);
    } else if (filter.operator === 'contains' || filter.operator === 'begins_with') {
      filters.push(`${filter.operator}(${label}, ${placeholder})`);
    } else {
      filters.push(`${label} ${filter.operator} ${placeholder}`);
    }
  }
  if (filters.length > 0) request.FilterExpression = filters.join(' AND ');
  if (Object.keys(names).length > 0) request.ExpressionAttributeNames = names;
  if (Object.keys(values).length > 0) request.ExpressionAttributeValues = values;
  // Every page says what it read and what that cost: a filter narrows what is returned, not that.
  request.ReturnConsumedCapacity = 'TOTAL';
  const limit = form.limit?.trim() ?? '';
  if (limit !== '') {
    // A whole number goes as typed, 0 too (DynamoDB's ValidationException explains the minimum).
    if (!/^\d+$/.test(limit)) return { ok: false, problem: 'Limit is a whole number of items, such as 10.' };
    request.Limit = Number(limit);
  }
  return { ok: true, request };
}

/**
 * A filter value as an attribute value. S, N and B are written as typed (DynamoDB checks a number
 * or base64); BOOL and NULL have no text DynamoDB could be asked about, so they are checked here.
 */
function typedValue(
  type: FilterType,
  text: string,
): { ok: true; value: AttributeValue } | { ok: false; problem: string } {
  if (type === 'NULL') return { ok: true, value: { NULL: true } };
  if (type === 'BOOL') {
    const word = text.trim().toLowerCase();
    if (word !== 'true' && word !== 'false') return { ok: false, problem: 'a BOOL is true or false.' };
    return { ok: true, value: { BOOL: word === 'true' } };
  }
  return { ok: true, value: { [type]: type === 'N' ? text.trim() : text } as AttributeValue };
}

/**
 * One request of a page: the built request, continued from `start`, reading at most the request's
 * own Limit (the form's), else `limit` items.
 */
export function pageRequest(
  request: Record<string, unknown>,
  start: Record<string, AttributeValue> | undefined,
  limit: number,
): Record<string, unknown> {
  return {
    ...request,
    Limit: typeof request.Limit === 'number' ? request.Limit : limit,
    ...(start ? { ExclusiveStartKey: start } : {}),
  };
}
