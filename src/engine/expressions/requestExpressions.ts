/**
 * A request's expressions, parsed, resolved and checked in DynamoDB's order:
 *   1. ExpressionAttributeNames (not empty, its keys, no empty name), then ExpressionAttributeValues
 *      (not empty, its keys, then the values themselves);
 *   2. every expression present must not be empty;
 *   3. each expression: size, syntax, structure, then its names and values
 *      (ConditionExpression before UpdateExpression, except in transactions);
 *   4. names, then values, that no expression used;
 *   5. the shape of a KeyConditionExpression.
 * The request validator has already checked JSON types and mixing with legacy parameters.
 */
import { DynamoDBError, validation } from '../errors.ts';
import {
  containerLevels,
  KEY_NAMING_CONTAINER_LEVEL,
  MAX_CONTAINER_LEVEL,
  MAX_TRANSACTION_VALUE_CONTAINER_LEVEL,
  NESTING_EXCEEDED,
} from '../values/nesting.ts';
import { checkAttributeNameSize, NAME_TOO_LARGE } from '../values/attributeName.ts';
import { normalizeValue, NULL_MUST_BE_TRUE } from '../values/normalize.ts';
import type { AttributeMap, AttributeValue } from '../values/types.ts';
import type { ValueLayer } from '../values/valueLayer.ts';
import type { ExpressionKind } from './errors.ts';
import { describe, ProblemSignal, toExpressionError } from './errors.ts';
import type { RequestExpressions } from './index.ts';
import { keyConditionTerms } from './keyCondition.ts';
import { parseExpression } from './parse.ts';
import { resolveCondition } from './resolveCondition.ts';
import { resolveOverLimit } from './resolveOverLimit.ts';
import { Resolver } from './resolver.ts';
import { resolveProjection } from './resolveProjection.ts';
import { resolveUpdate } from './resolveUpdate.ts';
import { isOverOperatorLimit } from './structureChecks.ts';

export interface ExpressionRequest {
  ConditionExpression?: string;
  FilterExpression?: string;
  KeyConditionExpression?: string;
  /** SearchVectors' condition: the condition grammar, restricted afterwards (vectors/searchCondition.ts). */
  SearchConditionExpression?: string;
  UpdateExpression?: string;
  ProjectionExpression?: string;
  ExpressionAttributeNames?: Record<string, string>;
  ExpressionAttributeValues?: Record<string, AttributeValue>;
}

export interface ExpressionOptions {
  /** TransactWriteItems checks an item's UpdateExpression before its ConditionExpression. */
  transaction?: boolean;
  /** The layer checking ExpressionAttributeValues (values/valueLayer.ts); the older one by default. */
  layer?: ValueLayer;
}

/** Placeholder keys are at most 255 characters. */
export const MAX_PLACEHOLDER_LENGTH = 255;

const NAME_KEY = /^#[A-Za-z0-9_]+$/;
const VALUE_KEY = /^:[A-Za-z0-9_]+$/;

type ConditionKind =
  | 'ConditionExpression'
  | 'FilterExpression'
  | 'KeyConditionExpression'
  | 'SearchConditionExpression';

/** The expressions a request may hold; the orders below are positions in this list. */
const KINDS: readonly ExpressionKind[] = [
  'ConditionExpression',
  'UpdateExpression',
  'KeyConditionExpression',
  'SearchConditionExpression',
  'FilterExpression',
  'ProjectionExpression',
];
const CONDITION = 0;
const UPDATE = 1;
const KEY_CONDITION = 2;
const SEARCH_CONDITION = 3;
const FILTER = 4;
const PROJECTION = 5;

const EMPTINESS_ORDER = [UPDATE, CONDITION, KEY_CONDITION, SEARCH_CONDITION, FILTER, PROJECTION];
const CHECK_ORDER = [CONDITION, UPDATE, KEY_CONDITION, SEARCH_CONDITION, FILTER, PROJECTION];
const TRANSACTION_ORDER = [UPDATE, CONDITION, KEY_CONDITION, FILTER, PROJECTION];

/**
 * The request's expression strings, by position in KINDS. Read by name, once: every operation's
 * request passes through here, each of its own shape, so a read by a computed name
 * (`request[kind]`) would be a megamorphic keyed load — about 130 machine instructions each, twelve
 * of them per request (callgrind).
 */
function expressionTexts(request: ExpressionRequest): (string | undefined)[] {
  return [
    request.ConditionExpression,
    request.UpdateExpression,
    request.KeyConditionExpression,
    request.SearchConditionExpression,
    request.FilterExpression,
    request.ProjectionExpression,
  ];
}

export function parseRequestExpressions(
  request: ExpressionRequest,
  options: ExpressionOptions = {},
): RequestExpressions {
  const names = request.ExpressionAttributeNames;
  if (names) checkNames(names);
  const rawValues = request.ExpressionAttributeValues;
  if (rawValues) {
    checkNotEmpty('ExpressionAttributeValues', rawValues);
    checkKeys('ExpressionAttributeValues', rawValues, VALUE_KEY, false);
  }
  const values =
    rawValues && normalizeValues(rawValues, options.transaction === true, options.layer ?? 'older');

  const texts = expressionTexts(request);
  for (const position of EMPTINESS_ORDER) {
    if (texts[position] === '') parseExpression(KINDS[position], '');
  }
  const resolver = new Resolver(names, values);
  const result: RequestExpressions = {};
  for (const position of options.transaction ? TRANSACTION_ORDER : CHECK_ORDER) {
    const text = texts[position];
    if (text === undefined) continue;
    const kind = KINDS[position];
    resolver.startExpression();
    try {
      if (position === UPDATE)
        result.update = resolveUpdate(parseExpression('UpdateExpression', text), resolver);
      else if (position === PROJECTION)
        result.projection = resolveProjection(parseExpression('ProjectionExpression', text), resolver);
      else {
        const tree = parseExpression(kind as ConditionKind, text);
        const condition = isOverOperatorLimit(tree)
          ? resolveOverLimit(tree, resolver)
          : resolveCondition(tree, resolver);
        if (position === CONDITION) result.condition = condition;
        else if (position === KEY_CONDITION) result.keyCondition = condition;
        else if (position === SEARCH_CONDITION) result.searchCondition = condition;
        else result.filter = condition;
      }
    } catch (error) {
      if (error instanceof ProblemSignal) throw toExpressionError(kind, error.problem);
      throw error;
    }
  }
  reportUnused('ExpressionAttributeNames', names, resolver.usedNames);
  reportUnused('ExpressionAttributeValues', rawValues, resolver.usedValues);
  if (result.keyCondition) keyConditionTerms(result.keyCondition);
  return result;
}

function checkNames(names: Record<string, string>): void {
  checkNotEmpty('ExpressionAttributeNames', names);
  checkKeys('ExpressionAttributeNames', names, NAME_KEY, true);
  for (const key of Object.keys(names)) {
    // A null name survives the JSON type check (Coral keeps null map values); DynamoDB calls it empty.
    const name = names[key] as string | null;
    if (name === null || name === '') {
      throw validation(
        `ExpressionAttributeNames contains invalid value: Empty attribute name for key ${key}`,
      );
    }
    checkAttributeNameSize(name);
  }
}

function checkNotEmpty(parameter: string, map: object): void {
  if (Object.keys(map).length === 0) throw validation(`${parameter} must not be empty`);
}

function checkKeys(parameter: string, map: object, syntax: RegExp, quoteSize: boolean): void {
  for (const key of Object.keys(map)) {
    let problem: string | undefined;
    if (key.length === 0) problem = describe('The expression attribute map contains an empty key');
    else if (key.length > MAX_PLACEHOLDER_LENGTH) {
      // DynamoDB quotes the size for names only.
      problem = quoteSize
        ? describe('The expression attribute map contains a key that is too long', [
            'size of key',
            key.length,
          ])
        : describe('The expression attribute map contains a key that is too long');
    } else if (!syntax.test(key)) problem = describe('Syntax error', ['key', `"${key}"`]);
    if (problem) throw validation(`${parameter} contains invalid key: ${problem}`);
  }
}

function normalizeValues(
  values: Record<string, AttributeValue>,
  transaction: boolean,
  layer: ValueLayer,
): AttributeMap {
  // Keys are `:placeholders` (checked above), never `__proto__`: a plain object is safe and fast.
  const normal: AttributeMap = {};
  for (const key of Object.keys(values)) {
    const value = values[key];
    // Nesting is judged first, its own way (nesting.ts): only far past the limit is the key named.
    const levels = containerLevels(value);
    const limit = transaction ? MAX_TRANSACTION_VALUE_CONTAINER_LEVEL : MAX_CONTAINER_LEVEL;
    if (levels > limit) {
      const named = transaction || levels >= KEY_NAMING_CONTAINER_LEVEL;
      throw validation(named ? invalidValue(NESTING_EXCEEDED, key) : NESTING_EXCEEDED);
    }
    try {
      // A transaction's value may hold a list or map one level deeper than an item.
      normal[key] = normalizeValue(value, layer, transaction ? 0 : 1);
    } catch (error) {
      if (!(error instanceof DynamoDBError)) throw error;
      // The current layer names no key; in the older one {NULL: false} and a map key over the name
      // limit are refused as they are too (captured: nubo-db/dynoxide#145, #151; ExtendDB/extenddb#365).
      if (layer === 'current') throw error;
      if (error.message.endsWith(NULL_MUST_BE_TRUE) || error.message === NAME_TOO_LARGE) throw error;
      throw validation(invalidValue(error.message, key));
    }
  }
  return normal;
}

const invalidValue = (problem: string, key: string) =>
  `ExpressionAttributeValues contains invalid value: ${problem} for key ${key}`;

function reportUnused(parameter: string, map: object | undefined, used: ReadonlySet<string>): void {
  if (!map) return;
  const unused = Object.keys(map).filter((key) => !used.has(key));
  if (unused.length > 0) {
    throw validation(`Value provided in ${parameter} unused in expressions: keys: {${unused.join(', ')}}`);
  }
}
