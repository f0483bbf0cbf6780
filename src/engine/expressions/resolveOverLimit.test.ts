/**
 * resolveOverLimit.ts must answer exactly as the recursive resolveCondition would (same problem, same
 * offsets) for conditions over the operator limit: these compare the two on trees whose first fault
 * sits before, inside and after the 301st operator, in large and small subtrees.
 */
import { describe, expect, it } from 'vitest';
import type { AttributeMap } from '../values/types.ts';
import { parseCondition } from './conditionParser.ts';
import { ProblemSignal } from './errors.ts';
import { resolveCondition } from './resolveCondition.ts';
import { resolveOverLimit } from './resolveOverLimit.ts';
import { Resolver } from './resolver.ts';
import { checkConditionStructure, isOverOperatorLimit } from './structureChecks.ts';

const values: AttributeMap = { ':v': { N: '1' }, ':w': { N: '2' }, ':s': { S: 'x' } };
const names = { '#n': 'n' };

function problemOf(resolve: typeof resolveCondition, text: string) {
  const tree = parseCondition(text);
  checkConditionStructure(tree);
  expect(isOverOperatorLimit(tree)).toBe(true);
  try {
    resolve(tree, new Resolver(names, values));
  } catch (error) {
    if (error instanceof ProblemSignal) return error.problem;
    throw error;
  }
  throw new Error('resolved');
}

const comparisons = (count: number, join: string) => Array.from({ length: count }, () => 'a = :v').join(join);

describe('resolveOverLimit', () => {
  it('notes conditions with more than 301 operators, and only those', () => {
    const flagged = (text: string) => {
      const tree = parseCondition(text);
      checkConditionStructure(tree);
      return isOverOperatorLimit(tree);
    };
    // 151 comparisons and 150 ANDs are 301 operators; one more comparison and AND make 303.
    expect(flagged(comparisons(151, ' AND '))).toBe(false);
    expect(flagged(comparisons(152, ' AND '))).toBe(true);
  });

  const cases: Record<string, string> = {
    'the 301st operator, left-deep': comparisons(400, ' OR '),
    'the 301st operator, right-deep': comparisons(200, ' AND (') + ')'.repeat(199),
    'the 301st operator, in a NOT chain': 'NOT '.repeat(500) + 'a = :v',
    'an undefined value early': ':u = a AND ' + comparisons(400, ' OR '),
    'an undefined name late but before the limit':
      comparisons(100, ' OR ') + ' OR #x = :v OR ' + comparisons(300, ' OR '),
    'an undefined value after the limit': comparisons(300, ' OR ') + ' OR :u = a',
    'a BETWEEN fault in a small subtree': 'NOT '.repeat(400) + '(a BETWEEN :w AND :v)',
    'size() of a number, deep in a size chain': 'a < ' + 'size('.repeat(600) + 'b' + ')'.repeat(600),
    'size() of size(), under a NOT chain': 'NOT '.repeat(310) + 'a < size(size(b))',
    'a path too deep, before the limit':
      comparisons(100, ' AND ') + ' AND a' + '.b'.repeat(40) + ' = :v AND ' + comparisons(300, ' AND '),
  };
  for (const [name, text] of Object.entries(cases)) {
    it(`answers as the recursive walk does: ${name}`, () => {
      expect(problemOf(resolveOverLimit, text)).toEqual(problemOf(resolveCondition, text));
    });
  }
});
