import { describe, expect, it } from 'vitest';
import { parseCondition } from './conditionParser.ts';
import { ProblemSignal } from './errors.ts';
import type { SyntaxCondition } from './syntax.ts';

/** A compact rendering of a parsed condition: operators and operands only. */
function show(node: SyntaxCondition | { kind: string; [key: string]: unknown }): string {
  const n = node as SyntaxCondition;
  switch (n.kind) {
    case 'and':
    case 'or':
      return `(${show(n.left)} ${n.kind.toUpperCase()} ${show(n.right)})`;
    case 'not':
      return `NOT ${show(n.operand)}`;
    case 'compare':
      return `${operand(n.left)} ${n.op} ${operand(n.right)}`;
    case 'between':
      return `${operand(n.operand)} BETWEEN ${operand(n.low)} AND ${operand(n.high)}`;
    case 'in':
      return `${operand(n.operand)} IN [${n.list.map(operand).join(',')}]`;
    default:
      return operand(n);
  }
}

function operand(node: unknown): string {
  const n = node as { kind: string; ref?: string; name?: string; args?: unknown[]; elements?: unknown[] };
  if (n.kind === 'value') return n.ref!;
  if (n.kind === 'call') return `${n.name}(${n.args!.map(operand).join(',')})`;
  return (n.elements as { kind: string; name?: string; ref?: string; index?: number }[])
    .map((e) => (e.kind === 'index' ? `[${e.index}]` : e.kind === 'ref' ? e.ref : e.name))
    .join('.')
    .replace(/\.\[/g, '[');
}

function syntaxError(source: string): string {
  try {
    parseCondition(source);
  } catch (error) {
    if (error instanceof ProblemSignal) return error.problem.detail;
    throw error;
  }
  throw new Error(`parsed: ${source}`);
}

describe('parseCondition', () => {
  it('gives NOT precedence over AND, and AND over OR', () => {
    expect(show(parseCondition('a = :a OR b = :b AND NOT c = :c'))).toBe(
      '(a = :a OR (b = :b AND NOT c = :c))',
    );
    expect(show(parseCondition('NOT a = :a AND b = :b'))).toBe('(NOT a = :a AND b = :b)');
  });

  it('groups AND and OR to the left, and follows parentheses', () => {
    expect(show(parseCondition('a = :a AND b = :b AND c = :c'))).toBe('((a = :a AND b = :b) AND c = :c)');
    expect(show(parseCondition('a = :a AND (b = :b OR c = :c)'))).toBe('(a = :a AND (b = :b OR c = :c))');
  });

  it('reads every comparator, BETWEEN and IN', () => {
    for (const op of ['=', '<>', '<', '<=', '>', '>='])
      expect(show(parseCondition(`a ${op} :v`))).toBe(`a ${op} :v`);
    expect(show(parseCondition('a between :lo and :hi'))).toBe('a BETWEEN :lo AND :hi');
    expect(show(parseCondition('a IN (:x, b.c, :z)'))).toBe('a IN [:x,b.c,:z]');
  });

  it('reads functions as conditions and as operands', () => {
    expect(show(parseCondition('attribute_exists(#a.b[3])'))).toBe('attribute_exists(#a.b[3])');
    expect(show(parseCondition('size(a) > :n'))).toBe('size(a) > :n');
    expect(show(parseCondition('contains((a), :v)'))).toBe('contains(a,:v)');
  });

  it('accepts parenthesized operands and paths that go on after the group', () => {
    expect(show(parseCondition('(a)between(b.c)and(:c)'))).toBe('a BETWEEN b.c AND :c');
    expect(show(parseCondition('(b.c).d[1] = :v'))).toBe('b.c.d[1] = :v');
    expect(show(parseCondition('((a = :a) OR b = :b)'))).toBe('(a = :a OR b = :b)');
  });

  it('records source offsets for every node', () => {
    const tree = parseCondition('x = :v AND begins_with(#n, :p)');
    expect(tree).toMatchObject({ kind: 'and', start: 0, end: 30 });
    const right = (tree as { right: { start: number; end: number; nameEnd: number } }).right;
    expect([right.start, right.nameEnd, right.end]).toEqual([11, 22, 30]);
  });

  it('reports syntax errors with the token and its neighbours, as DynamoDB does', () => {
    expect(syntaxError('a = ')).toBe('Syntax error; token: "<EOF>", near: "= "');
    expect(syntaxError('a > 4')).toBe('Syntax error; token: "4", near: "> 4"');
    expect(syntaxError('attribute_type()')).toBe('Syntax error; token: ")", near: "()"');
    expect(syntaxError('#list[abc].x = :v')).toBe('Syntax error; token: "abc", near: "[abc]"');
    expect(syntaxError('#list[-1].x = :v')).toBe('Syntax error; token: "-", near: "[-1"');
    expect(syntaxError('contains (themes, :theme')).toBe('Syntax error; token: "<EOF>", near: ":theme"');
    expect(syntaxError('#l[].#c = :v')).toBe('Syntax error; token: "]", near: "[]."');
  });

  it('rejects what DynamoDB rejects as syntax', () => {
    for (const source of [
      'things are not gonna be ok',
      'attribute_exists(Pictures-RearView)',
      'attribute_exists("Pictures.RearView")',
      'attribute_exists(Pictures..RearView)',
      'attribute_exists(Pi#ctures.RearView)',
      'attribute_exists(asdf[a])',
      'a in b, c',
      'a > between',
      'a in b',
      'a in (b,c,)',
      '(a)between(b.(c.d))and(c)',
      '(a)between(b.c.d)and((c)',
      '#$.b > a',
      'a > :things.stuff',
      'b[:a] > a',
      'b[#_] > a',
      'ü > a',
      '(a)between(b.c[4.5].#d)and(:a)',
      'size(a).b > a',
      '(size(a)).b > a',
      'size(a)[0] > a',
      '(size(a))[0] > a',
      'a',
      '(a)',
      'a AND b = :b',
      'a = :a AND b',
      'NOT a',
      'a = (b = :c)',
    ]) {
      expect(syntaxError(source), source).toMatch(/^Syntax error; token: /);
    }
  });

  it('reports redundant parentheses', () => {
    for (const source of [
      'a=a and a > ((views))',
      '(a)between(((b.c)).d)and(c)',
      'a > whatever((:things), ((a)))',
      'a=a AND ((a=a AND a=a)) AND a=a',
      'a=a OR ((a=a OR (a=a OR a=a)))',
      '((#name = :value))',
      '((#name)) = :value',
    ]) {
      expect(syntaxError(source), source).toBe('The expression has redundant parentheses;');
    }
  });

  // Nesting has no bound (deepNesting.test.ts pins DynamoDB's answers): deep input is read to the
  // end, so 4,096 "(" fail where any run of "(" does, at the end of the input.
  it('reads deep nesting to the end without a depth bound', () => {
    expect(syntaxError('('.repeat(4096))).toBe(syntaxError('((('));
    const node = parseCondition('size('.repeat(800) + 'a' + ')'.repeat(800) + ' = :v');
    let depth = 0;
    if (node.kind !== 'compare') throw new Error(node.kind);
    for (let operand = node.left; operand.kind === 'call'; operand = operand.args[0]) depth++;
    expect(depth).toBe(800);
  });

  it('reads long NOT chains without recursion', () => {
    const tree = parseCondition('NOT '.repeat(1000) + 'a = :v');
    let depth = 0;
    let node: SyntaxCondition = tree;
    while (node.kind === 'not') {
      node = node.operand;
      depth++;
    }
    expect(depth).toBe(1000);
  });
});
