/**
 * Key conditions for Query. A KeyConditionExpression is a condition of a restricted shape: one
 * condition on the partition key (=) and at most one on the sort key (= < <= > >= BETWEEN
 * begins_with), joined by AND. `keyConditionTerms` checks the shape with DynamoDB's messages (at
 * request validation, before the table is known); `analyzeKeyCondition` matches the terms to the
 * table's or index's key schema.
 */
import { invalidParameter, validation } from '../errors.ts';
import type { KeySchema, KeyAttribute } from '../storage/primaryKey.ts';
import type { AttributeValue } from '../values/types.ts';
import { typeOf } from '../values/types.ts';
import type { Comparator, Condition, Operand } from './ast.ts';

export type SortKeyOperator = '=' | '<' | '<=' | '>' | '>=' | 'between' | 'begins_with';

/** One condition on one attribute; `op` is undefined for a legacy operator no index can serve. */
export interface KeyTerm {
  name: string;
  op: SortKeyOperator | undefined;
  values: AttributeValue[];
}

export interface KeyConditionAnalysis {
  partitionValue: AttributeValue;
  sort?: { op: SortKeyOperator; values: AttributeValue[] };
}

/** Where the condition came from: an expression, or the legacy KeyConditions parameter. */
export type KeyConditionOrigin = 'expression' | 'legacy';

const FLIPPED: Readonly<Record<string, SortKeyOperator>> = {
  '=': '=',
  '<': '>',
  '<=': '>=',
  '>': '<',
  '>=': '<=',
};

const invalidOperator = (operator: string) =>
  validation(`Invalid operator used in KeyConditionExpression: ${operator}`);
const invalidCondition = (detail: string) =>
  validation(`Invalid condition in KeyConditionExpression: ${detail}`);
/**
 * Current DynamoDB prefixes these two (captured against eu-west-2 in 2026: nubo-db/dynoxide#127,
 * ExtendDB/extenddb#195, paritysuite/dynamodb-conformance; aws-amplify/amplify-category-api#3531
 * quotes the same at runtime). Before 2026 they came bare, as dynalite recorded them.
 */
const invalidKeyCondition = (detail: string) => validation(`Invalid KeyConditionExpression: ${detail}`);

/**
 * Up to 4 partition-key and 4 sort-key attributes since multi-attribute GSI keys (November 2025), so
 * before the key schema is known a condition may have up to 8 terms; with a one-attribute partition
 * and sort key, analyzeKeyCondition holds it to DynamoDB's 1 or 2.
 */
export const MAX_KEY_CONDITION_TERMS = 8;

/** The terms of a KeyConditionExpression, or DynamoDB's error for a shape it does not accept. */
export function keyConditionTerms(condition: Condition, maxTerms = MAX_KEY_CONDITION_TERMS): KeyTerm[] {
  const terms: KeyTerm[] = [];
  collectTerms(condition, terms);
  if (terms.length > maxTerms) throw validation('Conditions can be of length 1 or 2 only');
  return terms;
}

function collectTerms(node: Condition, terms: KeyTerm[]): void {
  switch (node.kind) {
    case 'or':
      throw invalidOperator('OR');
    case 'not':
      throw invalidOperator('NOT');
    case 'in':
      throw invalidOperator('IN');
    case 'attribute_exists':
    case 'attribute_not_exists':
    case 'attribute_type':
    case 'contains':
      throw invalidOperator(node.kind);
    case 'and':
      collectTerms(node.left, terms);
      collectTerms(node.right, terms);
      return;
    case 'compare':
      if (node.op === '<>') throw invalidOperator('<>');
      return addTerm(terms, node.op, [node.left, node.right]);
    case 'between':
      if (node.operand.kind !== 'path')
        throw invalidCondition('BETWEEN operator must have the key attribute as its first operand');
      return addTerm(terms, 'between', [node.operand, node.low, node.high]);
    case 'begins_with':
      if (node.operand.kind !== 'path')
        throw invalidCondition('begins_with operator must have the key attribute as its first operand');
      return addTerm(terms, 'begins_with', [node.operand, node.prefix]);
  }
}

function addTerm(terms: KeyTerm[], op: Comparator | 'between' | 'begins_with', operands: Operand[]): void {
  let name: string | undefined;
  let nameAt = 0;
  const values: AttributeValue[] = [];
  for (let i = 0; i < operands.length; i++) {
    const operand = operands[i];
    if (operand.kind === 'size') throw validation('KeyConditionExpressions cannot contain nested operations');
    if (operand.kind === 'value') {
      values.push(operand.value);
      continue;
    }
    if (name !== undefined) throw invalidCondition('Multiple attribute names used in one condition');
    if (operand.path.length > 1)
      throw invalidKeyCondition('KeyConditionExpressions cannot have conditions on nested attributes');
    name = operand.path[0] as string;
    nameAt = i;
  }
  if (name === undefined) throw invalidCondition('No key attribute specified');
  for (const term of terms) {
    if (term.name === name)
      throw invalidKeyCondition('KeyConditionExpressions must only contain one condition per key');
  }
  // `:v < sk` is `sk > :v`.
  terms.push({ name, op: nameAt === 0 ? (op as SortKeyOperator) : FLIPPED[op], values });
}

/**
 * Terms of a condition built from legacy KeyConditions: one condition per attribute, joined by AND.
 * Operators a key cannot serve (NE, NULL, CONTAINS, IN …) are kept and reported when they meet a key.
 */
function legacyTerms(condition: Condition): KeyTerm[] {
  const terms: KeyTerm[] = [];
  const visit = (node: Condition): void => {
    const notContains = notContainsOf(node);
    if (notContains) terms.push(legacyTerm(notContains));
    else if (node.kind === 'and') {
      visit(node.left);
      visit(node.right);
    } else terms.push(legacyTerm(node));
  };
  visit(condition);
  if (terms.length > 2) throw validation('Conditions can be of length 1 or 2 only');
  return terms;
}

/**
 * NOT_CONTAINS is the one legacy condition built of two: `attribute_exists(a) AND NOT contains(a, v)`
 * (legacy/comparison.ts). It is still one condition, on one attribute — and not an indexable one.
 */
function notContainsOf(node: Condition): Condition | undefined {
  const built = node.kind === 'and' && node.left.kind === 'attribute_exists' && node.right.kind === 'not';
  return built ? node.right : undefined;
}

function legacyTerm(node: Condition): KeyTerm {
  const leaf = node.kind === 'not' ? node.operand : node;
  let operands: Operand[] = [];
  let op: SortKeyOperator | undefined;
  switch (leaf.kind) {
    case 'compare':
      operands = [leaf.left, leaf.right];
      if (leaf.op !== '<>' && leaf === node) op = leaf.op;
      break;
    case 'between':
      operands = [leaf.operand, leaf.low, leaf.high];
      if (leaf === node) op = 'between';
      break;
    case 'begins_with':
      operands = [leaf.operand, leaf.prefix];
      if (leaf === node) op = 'begins_with';
      break;
    case 'in':
      operands = [leaf.operand, ...leaf.list];
      break;
    case 'contains':
      operands = [leaf.operand, leaf.value];
      break;
    case 'attribute_exists':
    case 'attribute_not_exists':
      operands = [{ kind: 'path', path: leaf.path }];
      break;
  }
  const path = operands.find((operand) => operand.kind === 'path');
  const values = operands.flatMap((operand) => (operand.kind === 'value' ? [operand.value] : []));
  return { name: path && path.kind === 'path' ? String(path.path[0]) : '', op, values };
}

/** Matches a key condition to a key schema; throws DynamoDB's Query errors. */
export function analyzeKeyCondition(
  condition: Condition,
  schema: KeySchema,
  origin: KeyConditionOrigin = 'expression',
): KeyConditionAnalysis {
  const terms = origin === 'legacy' ? legacyTerms(condition) : keyConditionTerms(condition);
  const keyCount = schema.sort ? 2 : 1;
  if (origin === 'expression' && terms.length > keyCount) {
    // Counted against the schema since multi-attribute keys, before any term is matched to a key
    // (captured against eu-west-2 in 2026, paritysuite/dynamodb-conformance; seen in the wild as
    // "(2) exceeds … (1)" on a partition-key-only table).
    throw validation(
      `The number of query conditions (${terms.length}) exceeds the number of key attributes defined in the schema (${keyCount})`,
    );
  }
  if (!schema.sort && terms.length > 1) throw validation('Query key condition not supported');
  const partition = terms.find((term) => term.name === schema.partition.name);
  if (!partition) throw validation(`Query condition missed key schema element: ${schema.partition.name}`);
  const partitionOp = checkTerm(partition, schema.partition);
  if (partitionOp !== '=') throw validation('Query key condition not supported');
  const result: KeyConditionAnalysis = { partitionValue: partition.values[0] };
  if (!schema.sort) return result;
  const sort = terms.find((term) => term.name === schema.sort!.name);
  if (!sort) {
    if (terms.length > 1) throw validation(`Query condition missed key schema element: ${schema.sort.name}`);
    return result;
  }
  result.sort = { op: checkTerm(sort, schema.sort), values: sort.values };
  return result;
}

function checkTerm(term: KeyTerm, key: KeyAttribute): SortKeyOperator {
  if (!term.op) throw validation('Attempted conditional constraint is not an indexable operation');
  if (term.values.some((value) => typeOf(value) !== key.type)) {
    throw invalidParameter('Condition parameter type does not match schema type');
  }
  return term.op;
}

/** The analysis of a key condition on a multi-attribute key (global secondary indexes). */
export interface MultiKeyConditionAnalysis {
  /** One value per partition-key attribute, in key-schema order. */
  partitionValues: AttributeValue[];
  /** Equality values on the leading sort-key attributes. */
  sortEquals: AttributeValue[];
  /** The condition on the next sort-key attribute, if any (any operator). */
  sortLast?: { op: SortKeyOperator; values: AttributeValue[]; attribute: KeyAttribute };
}

/**
 * Matches a key condition to a multi-attribute key: equality on every partition-key attribute, and
 * conditions on sort-key attributes from left to right — equality on each but the last one given,
 * which may use any key operator.
 */
export function analyzeMultiKeyCondition(
  condition: Condition,
  partition: readonly KeyAttribute[],
  sort: readonly KeyAttribute[],
): MultiKeyConditionAnalysis {
  const terms = keyConditionTerms(condition);
  const byName = new Map(terms.map((term) => [term.name, term]));
  for (const term of terms) {
    if (!partition.some((a) => a.name === term.name) && !sort.some((a) => a.name === term.name)) {
      throw validation('Query key condition not supported');
    }
  }
  const partitionValues = partition.map((attribute) => {
    const term = byName.get(attribute.name);
    if (!term) throw validation(`Query condition missed key schema element: ${attribute.name}`);
    if (checkTerm(term, attribute) !== '=') throw validation('Query key condition not supported');
    return term.values[0];
  });
  const given = sort.filter((attribute) => byName.has(attribute.name)).length;
  const sortEquals: AttributeValue[] = [];
  let sortLast: MultiKeyConditionAnalysis['sortLast'];
  for (let i = 0; i < given; i++) {
    const attribute = sort[i];
    const term = byName.get(attribute.name);
    if (!term) throw validation(`Query condition missed key schema element: ${attribute.name}`);
    const op = checkTerm(term, attribute);
    if (i < given - 1) {
      if (op !== '=') throw validation('Query key condition not supported');
      sortEquals.push(term.values[0]);
    } else sortLast = { op, values: term.values, attribute };
  }
  return { partitionValues, sortEquals, sortLast };
}
