/**
 * Parsing an expression string into the parser's tree, with DynamoDB's pre-checks (empty, too long)
 * and the structure checks, behind a bounded cache per grammar: the same expression strings repeat in
 * hot loops, and a parse result depends only on the grammar and the text (names and values are
 * resolved per request, afterwards). Failures are cached too, as the problem without the parameter
 * name. A hit is one Map lookup — no key building, no reordering; when a grammar's cache is full the
 * oldest entries go first.
 */
import { parseCondition } from './conditionParser.ts';
import type { ExpressionKind, ExpressionProblem } from './errors.ts';
import { describe, ProblemSignal, toExpressionError } from './errors.ts';
import { parseProjection } from './projectionParser.ts';
import { parseUpdate } from './updateParser.ts';
import {
  checkConditionStructure,
  checkProjectionStructure,
  checkUpdateStructure,
} from './structureChecks.ts';
import type { SyntaxCondition, SyntaxProjection, SyntaxUpdate } from './syntax.ts';

/** DynamoDB's limit on an expression string (it counts UTF-16 code units, as Java does). */
export const MAX_EXPRESSION_LENGTH = 4096;
export const PARSE_CACHE_SIZE = 1000;

export type SyntaxTree<K extends ExpressionKind> = K extends 'UpdateExpression'
  ? SyntaxUpdate
  : K extends 'ProjectionExpression'
    ? SyntaxProjection
    : SyntaxCondition;

type Grammar = 'condition' | 'update' | 'projection';
type CacheEntry =
  | { tree: SyntaxCondition | SyntaxUpdate | SyntaxProjection }
  | { problem: ExpressionProblem };

const caches: Record<Grammar, Map<string, CacheEntry>> = {
  condition: new Map(),
  update: new Map(),
  projection: new Map(),
};
let hits = 0;
let misses = 0;

function grammarOf(kind: ExpressionKind): Grammar {
  if (kind === 'UpdateExpression') return 'update';
  if (kind === 'ProjectionExpression') return 'projection';
  return 'condition';
}

/** Parses `text` as a `kind` expression; throws ExpressionError with DynamoDB's message. */
export function parseExpression<K extends ExpressionKind>(kind: K, text: string): SyntaxTree<K> {
  if (text.length === 0) {
    throw toExpressionError(kind, { detail: describe('The expression can not be empty'), start: 0, end: 0 });
  }
  if (text.length > MAX_EXPRESSION_LENGTH) {
    // DynamoDB adds the size for condition expressions only.
    const detail =
      grammarOf(kind) === 'condition'
        ? describe('Expression size has exceeded the maximum allowed size', ['expression size', text.length])
        : describe('Expression size has exceeded the maximum allowed size');
    throw toExpressionError(kind, { detail, start: 0, end: text.length });
  }
  const grammar = grammarOf(kind);
  const cache = caches[grammar];
  let entry = cache.get(text);
  if (entry) hits++;
  else {
    misses++;
    entry = parseUncached(grammar, text);
    if (cache.size >= PARSE_CACHE_SIZE) cache.delete(cache.keys().next().value!);
    cache.set(text, entry);
  }
  if ('problem' in entry) throw toExpressionError(kind, entry.problem);
  return entry.tree as SyntaxTree<K>;
}

function parseUncached(grammar: Grammar, text: string): CacheEntry {
  try {
    if (grammar === 'update') {
      const tree = parseUpdate(text);
      checkUpdateStructure(tree);
      return { tree };
    }
    if (grammar === 'projection') {
      const tree = parseProjection(text);
      checkProjectionStructure(tree);
      return { tree };
    }
    const tree = parseCondition(text);
    checkConditionStructure(tree);
    return { tree };
  } catch (error) {
    if (error instanceof ProblemSignal) return { problem: error.problem };
    throw error;
  }
}

/** Cache statistics, for tests and the bench. */
export function parseCacheStats(): { size: number; hits: number; misses: number } {
  const size = caches.condition.size + caches.update.size + caches.projection.size;
  return { size, hits, misses };
}

export function clearParseCache(): void {
  for (const cache of Object.values(caches)) cache.clear();
  hits = 0;
  misses = 0;
}
