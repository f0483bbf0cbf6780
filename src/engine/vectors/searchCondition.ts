/**
 * SearchVectors' SearchConditionExpression: equality conditions joined by AND, one per search-schema
 * attribute, on top-level attributes only; the HASH attribute is required when the index has one
 * (SearchVectors API reference). It is parsed with the condition grammar and then held to that
 * subset, with DynamoDB's messages (nubo-db/dynamodb-conformance; nubo-db/dynoxide, captured
 * 2026-08-13 and 19).
 */
import { validation } from '../errors.ts';
import type { Condition, Operand } from '../expressions/index.ts';
import { isEmptyKeyValue } from '../storage/emptyKeyValues.ts';
import { encodeKeyValue } from '../storage/primaryKey.ts';
import { typeOf, type AttributeValue } from '../values/types.ts';
import { hashAttribute, type VectorIndex } from './vectorIndex.ts';

export interface SearchFilter {
  /** The encoded HASH value to search under; undefined for an index without a HASH attribute. */
  partition?: string;
  /** INLINE_FILTER attributes and the values they must equal. */
  filters: { name: string; value: AttributeValue }[];
}

const HASH_REQUIRED = 'SearchConditionExpression must be provided when SearchSchema has a HASH key';

export function searchFilter(index: VectorIndex, condition: Condition | undefined): SearchFilter {
  const hash = hashAttribute(index);
  const terms = condition ? equalities(condition) : [];
  const seen = new Set<string>();
  let partition: string | undefined;
  const filters: SearchFilter['filters'] = [];
  for (const { path, value } of terms) {
    const name = path[0] as string;
    const attribute = index.searchSchema.find((candidate) => candidate.name === name);
    if (!attribute) {
      throw validation(
        `SearchConditionExpression must not contain any attributes that is not in SearchSchema. Invalid attribute: ${name}`,
      );
    }
    if (path.length > 1) {
      throw invalidCondition('SearchConditionExpression cannot have conditions on nested attributes');
    }
    if (seen.has(name)) {
      throw invalidCondition('SearchConditionExpression must only contain one condition per attribute');
    }
    seen.add(name);
    const type = typeOf(value);
    if (type !== attribute.type) {
      throw validation(
        `Type of '${name}' attribute in SearchConditionExpression (${type}) does not match type in search schema (${attribute.type})`,
      );
    }
    if (attribute.role === 'HASH') {
      if (isEmptyKeyValue(value)) {
        throw validation(
          `One or more parameter values are not valid. The AttributeValue for a key attribute cannot contain an empty ${type === 'S' ? 'string' : 'binary'} value. Key: ${name}`,
        );
      }
      partition = encodeKeyValue(value, attribute.type);
    } else filters.push({ name, value });
  }
  if (hash && partition === undefined) throw validation(HASH_REQUIRED);
  return { partition, filters };
}

/** The `path = value` terms of a conjunction; anything else is a comparator DynamoDB refuses. */
function equalities(condition: Condition): { path: (string | number)[]; value: AttributeValue }[] {
  if (condition.kind === 'and') return [...equalities(condition.left), ...equalities(condition.right)];
  if (condition.kind === 'compare' && condition.op === '=') {
    const path = pathOf(condition.left) ?? pathOf(condition.right);
    const value = valueOf(condition.left) ?? valueOf(condition.right);
    if (path && value) return [{ path, value }];
  }
  throw invalidCondition('Invalid comparator used in SearchConditionExpression');
}

const pathOf = (operand: Operand) => (operand.kind === 'path' ? operand.path : undefined);
const valueOf = (operand: Operand) => (operand.kind === 'value' ? operand.value : undefined);

const invalidCondition = (detail: string) => validation(`Invalid SearchConditionExpression: ${detail}`);
