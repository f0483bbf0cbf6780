import { describe, expect, it } from 'vitest';
import type { AttributeMap } from '../values/types.ts';
import { project } from './projection.ts';
import { parseRequestExpressions } from './requestExpressions.ts';

const item: AttributeMap = JSON.parse(
  JSON.stringify({
    a: { S: 'a' },
    m: { M: { x: { N: '1' }, y: { N: '2' }, z: { M: { deep: { S: 'd' } } } } },
    l: { L: [{ S: 'l0' }, { M: { k: { S: 'k1' }, j: { S: 'j1' } } }, { S: 'l2' }, { S: 'l3' }] },
    s: { S: 'scalar' },
  }).replace(/}$/, ', "__proto__": {"S": "p"}}'),
);

function projected(expression: string, names?: Record<string, string>) {
  const { projection } = parseRequestExpressions({
    ProjectionExpression: expression,
    ExpressionAttributeNames: names,
  });
  return project(item, projection!);
}

describe('project', () => {
  it('keeps top-level attributes and leaves out missing ones', () => {
    expect(projected('a, nope, s')).toEqual({ a: { S: 'a' }, s: { S: 'scalar' } });
  });

  it('keeps the structure of nested map paths', () => {
    expect(projected('m.x, m.z.deep')).toEqual({
      m: { M: { x: { N: '1' }, z: { M: { deep: { S: 'd' } } } } },
    });
  });

  it('returns selected list elements in index order, compacted', () => {
    expect(projected('l[3], l[1].k, l[9]')).toEqual({ l: { L: [{ M: { k: { S: 'k1' } } }, { S: 'l3' }] } });
  });

  it('leaves out paths that are missing or pass through a scalar, and containers left empty', () => {
    expect(projected('m.nope, s.x, l[7], a[0]')).toEqual({});
    expect(projected('m[0]')).toEqual({});
  });

  it('selects __proto__ as an ordinary attribute', () => {
    const result = projected('#p', { '#p': '__proto__' });
    expect(Object.keys(result)).toEqual(['__proto__']);
    expect(result['__proto__']).toEqual({ S: 'p' });
  });

  it('takes a whole value when one path covers another (as for ReturnValues paths)', () => {
    expect(project(item, [['m'], ['m', 'x']])).toEqual({ m: item.m });
    expect(project(item, [['m', 'x'], ['m']])).toEqual({ m: item.m });
  });

  it('returns an empty map for an empty projection result', () => {
    expect(Object.keys(project({}, [['a']]))).toEqual([]);
  });
});

describe('ProjectionExpression checks', () => {
  const error = (expression: string, names?: Record<string, string>) => {
    try {
      parseRequestExpressions({ ProjectionExpression: expression, ExpressionAttributeNames: names });
    } catch (caught) {
      return (caught as Error).message;
    }
    throw new Error('accepted');
  };

  it('reports overlapping and conflicting paths, last to first', () => {
    expect(error('a, a.b')).toBe(
      'Invalid ProjectionExpression: Two document paths overlap with each other; must remove or rewrite one of these paths; path one: [a], path two: [a, b]',
    );
    expect(error('a.b, a')).toBe(
      'Invalid ProjectionExpression: Two document paths overlap with each other; must remove or rewrite one of these paths; path one: [a, b], path two: [a]',
    );
    expect(error('a[0], a.b')).toBe(
      'Invalid ProjectionExpression: Two document paths conflict with each other; must remove or rewrite one of these paths; path one: [a, [0]], path two: [a, b]',
    );
  });

  it('checks undefined names last to first', () => {
    expect(error('#a, #b')).toBe(
      'Invalid ProjectionExpression: An expression attribute name used in the document path is not defined; attribute name: #b',
    );
  });

  it('accepts 32 levels of nesting and rejects 33', () => {
    expect(() => parseRequestExpressions({ ProjectionExpression: 'a' + '.b'.repeat(31) })).not.toThrow();
    expect(error('a' + '.b'.repeat(32))).toBe(
      'Invalid ProjectionExpression: The document path has too many nesting levels; nesting levels: 33',
    );
  });
});
