/**
 * The parsers keep nested levels on a heap stack (trampoline.ts), so the native stack a parse needs
 * does not grow with nesting: the engine runs in Web Workers, whose stacks can be small, and a 4 KB
 * expression can nest about 2,000 levels. These run each grammar's deepest 4 KB inputs, first with
 * the stack the test has and then with almost none of it left.
 */
import { describe, expect, it } from 'vitest';
import { ExpressionError } from './errors.ts';
import { MAX_EXPRESSION_LENGTH } from './parse.ts';
import type { ExpressionRequest } from './requestExpressions.ts';
import { parseRequestExpressions } from './requestExpressions.ts';

const v = { ':v': { N: '1' } } as const;
const nest = (open: string, inner: string, close: string, depth: number) =>
  open.repeat(depth) + inner + close.repeat(depth);

/** The deepest nesting of each shape that fits in 4,096 characters, per grammar. */
const WORST_CASES: Record<string, ExpressionRequest> = {
  'condition: "(" only': { ConditionExpression: '('.repeat(MAX_EXPRESSION_LENGTH) },
  'condition: groups': { ConditionExpression: nest('(', 'a<b', ')', 2046) },
  'condition: NOT chain': { ConditionExpression: 'NOT '.repeat(1023) + 'a<b' },
  'condition: NOT groups': { ConditionExpression: nest('NOT(', 'a<b', ')', 818) },
  'condition: calls': { ConditionExpression: 'a<' + nest('f(', 'b', ')', 1364) },
  'condition: size calls': { ConditionExpression: 'a<' + nest('size(', 'b', ')', 682) },
  'condition: operand groups in calls': { ConditionExpression: 'a<' + nest('f((', 'b', '))', 818) },
  'condition: OR groups': { ConditionExpression: 'a<b ' + nest('or (a<b ', '', ')', 454) },
  'key condition: groups': {
    KeyConditionExpression: nest('(', 'a=:v', ')', 2045),
    ExpressionAttributeValues: v,
  },
  'update: "(" only': { UpdateExpression: 'SET a=' + '('.repeat(MAX_EXPRESSION_LENGTH - 6) },
  'update: groups': { UpdateExpression: 'SET a=' + nest('(', ':v', ')', 2044), ExpressionAttributeValues: v },
  'update: calls': { UpdateExpression: 'SET a=' + nest('f(', ':v', ')', 1362), ExpressionAttributeValues: v },
  'update: if_not_exists': {
    UpdateExpression: 'SET a=' + nest('if_not_exists(a,', ':v', ')', 240),
    ExpressionAttributeValues: v,
  },
  'projection: "(" only': { ProjectionExpression: '('.repeat(MAX_EXPRESSION_LENGTH) },
};

function outcome(request: ExpressionRequest): unknown {
  try {
    parseRequestExpressions(request);
    return 'accepted';
  } catch (error) {
    return error;
  }
}

let depthReached = 0;

/** Recurses `frames` times, then runs `fn`; probing with Infinity measures the stack left. */
function descend<T>(frames: number, fn: () => T): T {
  depthReached++;
  return frames <= 0 ? fn() : descend(frames - 1, fn);
}

/** Runs `fn` with about `headroom` of descend's frames of native stack left unused. */
function withLittleStack<T>(headroom: number, fn: () => T): T {
  depthReached = 0;
  try {
    descend(Infinity, () => 0);
  } catch {
    // RangeError: depthReached is how deep the stack goes from here.
  }
  return descend(depthReached - headroom, fn);
}

describe('parsing 4 KB worst cases', () => {
  for (const [name, request] of Object.entries(WORST_CASES)) {
    it(`${name}: answers with an expression error, not a RangeError`, () => {
      const text = Object.values(request).find((value) => typeof value === 'string')!;
      expect(text.length).toBeLessThanOrEqual(MAX_EXPRESSION_LENGTH);
      const result = outcome(request);
      // 240 nested if_not_exists() (all that fit) are 240 functions, within the 300 operators.
      if (result !== 'accepted') expect(result).toBeInstanceOf(ExpressionError);
    });
  }

  // These fail in the parser itself (a syntax error, redundant parentheses) or right after it, at
  // the outermost unknown function, so they need the same few frames whatever their depth.
  it('parses thousands of levels with little stack left', () => {
    const parserOnly = [
      'condition: "(" only',
      'condition: groups',
      'condition: calls',
      'condition: operand groups in calls',
      'key condition: groups',
      'update: "(" only',
      'update: groups',
      'update: calls',
    ];
    for (const name of parserOnly) {
      const request = WORST_CASES[name];
      const expected = outcome(request) as ExpressionError;
      const actual = withLittleStack(1500, () => outcome(request));
      expect(actual, name).toBeInstanceOf(ExpressionError);
      expect((actual as ExpressionError).message, name).toBe(expected.message);
    }
  });

  // These pass the parser and fail while resolving, over the operator limit: resolveOverLimit.ts
  // recurses at most 301 levels (as for any condition DynamoDB could accept), not 1,000.
  it('resolves conditions far over the operator limit with little stack left', () => {
    for (const name of ['condition: NOT chain', 'condition: NOT groups', 'condition: size calls']) {
      const request = WORST_CASES[name];
      const expected = outcome(request) as ExpressionError;
      const actual = withLittleStack(2500, () => outcome(request));
      expect(actual, name).toBeInstanceOf(ExpressionError);
      expect((actual as ExpressionError).message, name).toBe(expected.message);
    }
  });
});
