/**
 * Expressions: the public surface other engine modules use.
 * Pipeline (as in moto's notes): tokenize → parse (tree with offsets) → resolve #names/:values and
 * check them → evaluate or apply. Nothing is changed until an expression has fully validated.
 */
import type { Condition, Projection, UpdateActions } from './ast.ts';

/** The expressions of one request, parsed and resolved (from strings or from legacy parameters). */
export interface RequestExpressions {
  condition?: Condition;
  filter?: Condition;
  keyCondition?: Condition;
  searchCondition?: Condition;
  update?: UpdateActions;
  projection?: Projection;
}

export type {
  Condition,
  DocumentPath,
  Operand,
  PathElement,
  Projection,
  SetValue,
  UpdateActions,
} from './ast.ts';
export type { ExpressionKind } from './errors.ts';
export { ExpressionError } from './errors.ts';
export type { ExpressionOptions, ExpressionRequest } from './requestExpressions.ts';
export { parseRequestExpressions } from './requestExpressions.ts';
export { parseExpression, parseCacheStats, clearParseCache } from './parse.ts';
export { evaluateCondition, getPath } from './evaluate.ts';
export { applyUpdate } from './update.ts';
export type { UpdateResult } from './update.ts';
export { project } from './projection.ts';
export { analyzeKeyCondition, keyConditionTerms } from './keyCondition.ts';
export type { KeyConditionAnalysis, KeyConditionOrigin, KeyTerm, SortKeyOperator } from './keyCondition.ts';
export { isReservedWord } from './reservedWords.ts';
