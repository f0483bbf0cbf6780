import { describe, expect, it } from 'vitest';
import { ProblemSignal } from './errors.ts';
import { parseProjection } from './projectionParser.ts';
import { parseUpdate } from './updateParser.ts';

function syntaxError(parse: (source: string) => unknown, source: string): string {
  try {
    parse(source);
  } catch (error) {
    if (error instanceof ProblemSignal) return error.problem.detail;
    throw error;
  }
  throw new Error(`parsed: ${source}`);
}

describe('parseUpdate', () => {
  it('reads the four sections in any order and in any letter case', () => {
    const tree = parseUpdate('remove x, y[2] ADD n :one SET a = :v, b = c + :d Delete s :e');
    expect(
      tree.sections.map((section) => [section.keyword, section.actions.map((action) => action.kind)]),
    ).toEqual([
      ['REMOVE', ['remove', 'remove']],
      ['ADD', ['add']],
      ['SET', ['set', 'set']],
      ['DELETE', ['delete']],
    ]);
  });

  it('reads SET values: operands, + and -, functions, and parentheses', () => {
    const [section] = parseUpdate(
      'SET a = list_append(if_not_exists(l, :e), :t), b = (c - :d), c = (c) + :d',
    ).sections;
    expect(section.actions.map((action) => (action.kind === 'set' ? action.value.kind : ''))).toEqual([
      'call',
      'arithmetic',
      'arithmetic',
    ]);
  });

  it('keeps offsets of sections and actions', () => {
    const [set] = parseUpdate('SET a = :v').sections;
    expect([set.start, set.end, set.actions[0].start, set.actions[0].end]).toEqual([0, 10, 4, 10]);
  });

  it('reports DynamoDB syntax errors', () => {
    const cases: [string, string][] = [
      ['ADD numx', 'Syntax error; token: "<EOF>", near: "numx"'],
      ['SET note = :v +', 'Syntax error; token: "<EOF>", near: "+"'],
      ['SET numx = numx * :v', 'Syntax error; token: "*", near: "numx * :v"'],
      ['SET numx = numx / :v', 'Syntax error; token: "/", near: "numx / :v"'],
      ['DELETE setx', 'Syntax error; token: "<EOF>", near: "setx"'],
      ['ADD numx 1', 'Syntax error; token: "1", near: "numx 1"'],
      ['DELETE setx a', 'Syntax error; token: "a", near: "setx a"'],
      ['SET #list[0.#comment = :value', 'Syntax error; token: ".", near: "0.#comment"'],
      ['INVALID SYNTAX HERE', 'Syntax error; token: "INVALID", near: "INVALID SYNTAX"'],
      ['ADD hits : incr', 'Syntax error; token: ":", near: "hits : incr"'],
      ['SET', 'Syntax error; token: "<EOF>", near: "SET"'],
    ];
    for (const [source, message] of cases) expect(syntaxError(parseUpdate, source), source).toBe(message);
  });

  it('rejects what DynamoDB rejects as syntax', () => {
    for (const source of [
      'whatever',
      'set a',
      'add a',
      'delete a',
      'set a=set',
      'remove a = b',
      'add a = b',
      'delete a = b',
      'delete a b',
      'delete a if_not_exist(b)',
      'add abort b',
      'add a if_not_exist(b)',
      'remove a b',
      'set a b',
      'set :a = b',
      'add :a b',
      'delete :a b',
      'remove :a',
      'set a = b / c',
      'set a = b * c',
      'set a[1] = "eight"',
      'set a[1] = 1',
      'SET a = if_not_exist(a, 100)',
      'SET if_not_exist(a, b) = a',
      'set (a = (b + c))',
      'set a = (b.c).d + e',
      'set a = (b.c)[0] + e',
      'set a = b + c + d',
      'set a = (b + c) + d',
    ]) {
      expect(syntaxError(parseUpdate, source), source).toMatch(/^Syntax error; token: /);
    }
  });

  it('reports redundant parentheses', () => {
    expect(syntaxError(parseUpdate, 'SET a = ((b)) + c')).toBe('The expression has redundant parentheses;');
    expect(syntaxError(parseUpdate, 'SET a = ((b + c))')).toBe('The expression has redundant parentheses;');
  });
});

describe('parseProjection', () => {
  it('reads a list of document paths', () => {
    const tree = parseProjection('a, #b.c[0], d [ 1 ] . e');
    expect(tree.paths.map((path) => path.elements.length)).toEqual([1, 3, 3]);
  });

  it('reports syntax errors', () => {
    expect(syntaxError(parseProjection, '#list[].#comment')).toBe('Syntax error; token: "]", near: "[]."');
    expect(syntaxError(parseProjection, 'l[a]')).toBe('Syntax error; token: "a", near: "[a]"');
    expect(syntaxError(parseProjection, 'a,')).toBe('Syntax error; token: "<EOF>", near: ","');
    expect(syntaxError(parseProjection, 'size(a)')).toBe('Syntax error; token: "(", near: "size(a"');
  });
});
