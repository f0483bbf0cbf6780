/**
 * DynamoDB's answers for expressions nested far deeper than any it accepts, up to what fits in its
 * 4 KB limit (about 2,000 levels of "(" or 1,350 of "f("). It answers them with the errors it gives
 * shallow ones: nesting itself has no limit of its own. The recorded answers are from ScyllaDB's
 * Alternator suite, test/alternator/test_limits.py, whose comments quote DynamoDB's messages.
 */
import { describe, expect, it } from 'vitest';
import type { AttributeValue } from '../values/types.ts';
import { MAX_EXPRESSION_LENGTH } from './parse.ts';
import type { ExpressionRequest } from './requestExpressions.ts';
import { parseRequestExpressions } from './requestExpressions.ts';

function messageOf(request: ExpressionRequest): string {
  try {
    parseRequestExpressions(request);
  } catch (error) {
    return (error as Error).message;
  }
  return 'accepted';
}

const condition = (text: string) => messageOf({ ConditionExpression: text });
const update = (text: string) =>
  messageOf({ UpdateExpression: text, ExpressionAttributeValues: { ':v': { N: '1' } as AttributeValue } });
const nest = (open: string, inner: string, close: string, depth: number) =>
  open.repeat(depth) + inner + close.repeat(depth);

describe('deeply nested condition expressions', () => {
  it('answers 2,046 parentheses around one comparison with redundant parentheses', () => {
    // test_limits.py test_deeply_nested_expression_3: DynamoDB "complains that 'Invalid
    // ConditionExpression: The expression has redundant parentheses'".
    const text = nest('(', 'a<b', ')', 2046);
    expect(text.length).toBeLessThanOrEqual(MAX_EXPRESSION_LENGTH);
    expect(condition(text)).toBe('Invalid ConditionExpression: The expression has redundant parentheses;');
  });

  it('counts operators however deep they are nested', () => {
    // test_deeply_nested_expression_2: depth 454 of `a<b or (…)` is rejected with "Invalid
    // ConditionExpression: The expression contains too many operators; operator count: 301";
    // depth 149 (299 operators) is accepted.
    expect(condition('a<b ' + nest('or (a<b ', '', ')', 454))).toBe(
      'Invalid ConditionExpression: The expression contains too many operators; operator count: 301',
    );
    expect(condition('a<b ' + nest('or (a<b ', '', ')', 149))).toBe('accepted');
    // test_deeply_nested_expression_4 (1,000 NOTs, "more than 300 operators"), here with parentheses
    // so that every NOT opens a level: the 301st operator is still what DynamoDB reports.
    expect(condition(nest('NOT (', 'a<b', ')', 600))).toBe(
      'Invalid ConditionExpression: The expression contains too many operators; operator count: 301',
    );
  });

  it('names an unknown function however deep the calls nest', () => {
    // test_deeply_nested_expression_5: `a < f(f(…(b)…))` 1,355 deep — "DynamoDB prints: 'Invalid
    // ConditionExpression: Invalid function name; function: f'".
    const text = 'a < ' + nest('f(', 'b', ')', 1355);
    expect(text.length).toBeLessThanOrEqual(MAX_EXPRESSION_LENGTH);
    expect(condition(text)).toBe('Invalid ConditionExpression: Invalid function name; function: f');
  });

  it('rejects size() of size() at any depth as it does two levels deep', () => {
    // test_deeply_nested_expression_5, 680 nested size(): "the innermost size returns an integer,
    // which the surrounding size() doesn't like" — the operand-type error two levels give.
    const shallow = condition('a < size(size(b))');
    expect(shallow).toBe(
      'Invalid ConditionExpression: Incorrect operand type for operator or function; ' +
        'operator or function: size, operand type: N',
    );
    expect(condition('a < ' + nest('size(', 'b', ')', 680))).toBe(shallow);
  });

  it('answers an unclosed run of 4,096 "(" with the syntax error a short run gets', () => {
    // test_deeply_nested_expression_1 / _1a: for "(" * 4096 DynamoDB reports a syntax error and
    // "doesn't make this distinction" between deep and shallow runs; the token is the end of input.
    expect(condition('('.repeat(MAX_EXPRESSION_LENGTH))).toBe(condition('((('));
    expect(condition('(((')).toBe('Invalid ConditionExpression: Syntax error; token: "<EOF>", near: "("');
  });
});

describe('deeply nested update expressions', () => {
  // The update grammar nests the same way (groups around values and operands, function arguments)
  // and answers like the condition grammar: the shallow error, at any depth.
  it('answers deep groups, calls and unclosed runs as it answers shallow ones', () => {
    expect(update('SET a = ' + nest('(', ':v', ')', 2000))).toBe(update('SET a = ((:v))'));
    expect(update('SET a = ((:v))')).toBe(
      'Invalid UpdateExpression: The expression has redundant parentheses;',
    );
    expect(update('SET a = ' + nest('f(', ':v', ')', 1300))).toBe(
      'Invalid UpdateExpression: Invalid function name; function: f',
    );
    expect(update('SET a = ' + '('.repeat(4000))).toBe(update('SET a = ((('));
  });
});
