import { describe, expect, it } from 'vitest';
import type { AttributeValue } from '../values/types.ts';
import type { ExpressionOptions, ExpressionRequest } from './requestExpressions.ts';
import { parseRequestExpressions } from './requestExpressions.ts';

function updateError(
  expression: string,
  values?: Record<string, AttributeValue>,
  names?: Record<string, string>,
): string {
  try {
    parseRequestExpressions({
      UpdateExpression: expression,
      ExpressionAttributeValues: values,
      ExpressionAttributeNames: names,
    });
  } catch (error) {
    return (error as Error).message.replace(/^Invalid UpdateExpression: /, '');
  }
  throw new Error('accepted: ' + expression);
}

function messageOf(request: ExpressionRequest, options?: ExpressionOptions): string {
  try {
    parseRequestExpressions(request, options);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('accepted');
}

const overlap = (one: string, two: string) =>
  `Two document paths overlap with each other; must remove or rewrite one of these paths; path one: ${one}, path two: ${two}`;
const conflict = (one: string, two: string) =>
  `Two document paths conflict with each other; must remove or rewrite one of these paths; path one: ${one}, path two: ${two}`;

describe('update expression checks', () => {
  it('allows each section once', () => {
    for (const [expression, section] of [
      ['set a = #c set c = :d', 'SET'],
      ['remove #d set a = b remove e', 'REMOVE'],
      ['add #d :e set a = b add e :f', 'ADD'],
      ['delete #d :e set a = b delete #e :f', 'DELETE'],
    ]) {
      expect(updateError(expression), expression).toBe(
        `The "${section}" section can only be used once in an update expression;`,
      );
    }
  });

  it('rejects condition functions, unknown functions and nesting other than if_not_exists', () => {
    expect(updateError('SET #r = contains(s, :n)')).toBe(
      'The function is not allowed in an update expression; function: contains',
    );
    expect(updateError('SET #r = size(s)')).toBe(
      'The function is not allowed in an update expression; function: size',
    );
    expect(updateError('set #c = if_not_exist(:c) set c = d')).toBe(
      'Invalid function name; function: if_not_exist',
    );
    expect(updateError('SET r = list_append(list_append(l, :t), :t)')).toBe(
      'The function is not allowed to be used this way in an expression; function: list_append',
    );
    expect(updateError('SET r = list_append(l, :t) + :n')).toBe(
      'The function is not allowed to be used this way in an expression; function: list_append',
    );
    const accepted = parseRequestExpressions({
      UpdateExpression: 'SET r = list_append(if_not_exists(l, :e), :t), n = if_not_exists(n, :z) + :one',
      ExpressionAttributeValues: {
        ':e': { L: [] },
        ':t': { L: [{ S: 'b' }] },
        ':z': { N: '0' },
        ':one': { N: '1' },
      },
    });
    expect(accepted.update!.set.map((action) => action.value.kind)).toEqual(['list_append', 'plus']);
  });

  it('checks function operands', () => {
    expect(updateError('set a = if_not_exists(c)')).toBe(
      'Incorrect number of operands for operator or function; operator or function: if_not_exists, number of operands: 1',
    );
    expect(updateError('set a = list_append(c)')).toBe(
      'Incorrect number of operands for operator or function; operator or function: list_append, number of operands: 1',
    );
    expect(updateError('set a = if_not_exists(:a, c)', { ':a': { S: 'a' } })).toBe(
      'Operator or function requires a document path; operator or function: if_not_exists',
    );
    expect(
      updateError('SET r = if_not_exists(if_not_exists(n, :z), :o)', { ':z': { N: '0' }, ':o': { N: '1' } }),
    ).toBe('Operator or function requires a document path; operator or function: if_not_exists');
    expect(updateError('set a = if_not_exists(a, a)')).toBe(
      'The first operand must be distinct from the remaining operands for this operator or function; operator: if_not_exists, first operand: [a]',
    );
  });

  it('checks literal operand types of list_append, + and -', () => {
    const values: Record<string, AttributeValue> = {
      ':a': { S: 'a' },
      ':b': { N: '1' },
      ':c': { B: 'YQ==' },
      ':d': { BOOL: false },
      ':e': { NULL: true },
      ':f': { SS: ['a'] },
      ':i': { M: {} },
      ':j': { L: [] },
    };
    const cases: [string, string, string][] = [
      ['set a = list_append(:a, a)', 'list_append', 'S'],
      ['set a = list_append(a, :b)', 'list_append', 'N'],
      ['set a = list_append(:i, a)', 'list_append', 'M'],
      ['set a = a + :a', '+', 'S'],
      ['set a = :c + a', '+', 'B'],
      ['set a = a + :j', '+', 'L'],
      ['set a = a - :d', '-', 'BOOL'],
      ['set a = a - :e', '-', 'NULL'],
      ['set a = a - :f', '-', 'SS'],
    ];
    for (const [expression, name, type] of cases) {
      const used = Object.fromEntries(Object.entries(values).filter(([key]) => expression.includes(key)));
      expect(updateError(expression, used), expression).toBe(
        `Incorrect operand type for operator or function; operator or function: ${name}, operand type: ${type}`,
      );
    }
  });

  it('checks ADD and DELETE operand types with long type names', () => {
    const cases: [string, AttributeValue, string, string][] = [
      ['add a.b :a', { S: 'a' }, 'ADD', 'STRING'],
      ['add a.b :a', { NULL: true }, 'ADD', 'NULL'],
      ['add a.b :a', { BOOL: false }, 'ADD', 'BOOLEAN'],
      ['add a.b :a', { B: 'YQ==' }, 'ADD', 'BINARY'],
      ['add a.b :a', { M: {} }, 'ADD', 'MAP'],
      ['add a.b :a', { L: [] }, 'ADD', 'LIST'],
      ['delete a.b :a', { S: 'a' }, 'DELETE', 'STRING'],
      ['delete a.b :a', { N: '1' }, 'DELETE', 'NUMBER'],
      ['delete a.b :a', { L: [] }, 'DELETE', 'LIST'],
    ];
    for (const [expression, value, operator, type] of cases) {
      expect(updateError(expression, { ':a': value }), expression).toBe(
        `Incorrect operand type for operator or function; operator: ${operator}, operand type: ${type}, typeSet: ALLOWED_FOR_${operator}_OPERAND`,
      );
    }
    for (const value of [{ N: '1' }, { SS: ['a'] }, { NS: ['1'] }, { BS: ['YQ=='] }]) {
      expect(() =>
        parseRequestExpressions({ UpdateExpression: 'ADD a :a', ExpressionAttributeValues: { ':a': value } }),
      ).not.toThrow();
    }
  });

  it('reports overlapping paths as DynamoDB does, checking the actions last to first', () => {
    const names = { '#c': 'c', '#d': '[3]' };
    const cases: [string, string, string][] = [
      ['set d[1] = a, d.b = a, c[1].a = a, #c = if_not_exists(a)', '[c, [1], a]', '[c]'],
      ['set c.b.#c = a, c = a, #d = a', '[c, b, c]', '[c]'],
      ['set a = b remove a, #c, #d', '[a]', '[a]'],
      ['set #c[3].#d = a, #c[3] = a', '[c, [3], [3]]', '[c, [3]]'],
      ['remove c, #c.a, #d', '[c]', '[c, a]'],
      ['remove a, #c, a, #d', '[a]', '[a]'],
      ['SET fieldx = :s, fieldx = :o', '[fieldx]', '[fieldx]'],
      ['SET mapx = :s, mapx.num = :o', '[mapx]', '[mapx, num]'],
      ['SET lst[0] = :s, lst[0].ok = :o', '[lst, [0]]', '[lst, [0], ok]'],
    ];
    for (const [expression, one, two] of cases) {
      const values = expression.includes(':s') ? { ':s': { S: 's' }, ':o': { S: 'o' } } : undefined;
      const used = expression.includes('#') ? names : undefined;
      expect(updateError(expression, values, used), expression).toBe(overlap(one, two));
    }
    expect(
      updateError('SET #attribute = :v, fieldx = :v', { ':v': { S: 'v' } }, { '#attribute': 'fieldx' }),
    ).toBe(overlap('[fieldx]', '[fieldx]'));
  });

  it('reports conflicting paths', () => {
    expect(
      updateError('set #c[3].#d = a, #c.#d[3] = if_not_exists(a)', undefined, { '#c': 'c', '#d': '[3]' }),
    ).toBe(conflict('[c, [3], [3]]', '[c, [3], [3]]'));
    expect(updateError('remove a.#c set a[1] = #d', undefined, { '#c': 'c', '#d': '[3]' })).toBe(
      conflict('[a, c]', '[a, [1]]'),
    );
  });

  it('reports problems in DynamoDB order: structure, then paths, then values and types', () => {
    // An unknown function (structure) beats a repeated section.
    expect(updateError('set #c = if_not_exist(:c) set c = d')).toMatch(/^Invalid function name/);
    // Undefined names in target paths come before undefined values.
    expect(updateError('SET #c = if_not_exists(:c)', { ':a': { S: 'a' } }, { '#a': 'a' })).toMatch(
      /attribute name: #c$/,
    );
    expect(updateError('SET #a = if_not_exists(:c)', { ':a': { S: 'a' } }, { '#a': 'a' })).toMatch(
      /attribute value: :c$/,
    );
    // Right-hand sides are checked last to first: the ADD operand type is found before list_append's.
    expect(
      updateError('set b = list_append(:a, a), c = if_not_exists(a) add a.b :a', {
        ':a': { S: 'a' },
        ':b': { S: 'a' },
      }),
    ).toBe(
      'Incorrect operand type for operator or function; operator: ADD, operand type: STRING, typeSet: ALLOWED_FOR_ADD_OPERAND',
    );
  });

  it('checks the ConditionExpression before the UpdateExpression, and the other way round in transactions', () => {
    const request: ExpressionRequest = {
      UpdateExpression: 'SET #r = contains(s, :needle)',
      ConditionExpression: 'if_not_exists(s, :fallback) = :fallback',
      ExpressionAttributeNames: { '#r': 'result' },
      ExpressionAttributeValues: { ':needle': { S: 'e' }, ':fallback': { S: 'f' } },
    };
    expect(messageOf(request)).toBe(
      'Invalid ConditionExpression: The function is not allowed in a condition expression; function: if_not_exists',
    );
    expect(messageOf(request, { transaction: true })).toBe(
      'Invalid UpdateExpression: The function is not allowed in an update expression; function: contains',
    );
  });

  it('resolves every action kind, in source order within each kind', () => {
    const result = parseRequestExpressions({
      UpdateExpression: 'ADD #e :e,#d :d DELETE #c :c REMOVE #b, x[2] SET #f = :f, g = h - :d',
      ExpressionAttributeValues: {
        ':c': { SS: ['a', 'b'] },
        ':d': { N: '5' },
        ':e': { SS: ['a', 'b'] },
        ':f': { L: [] },
      },
      ExpressionAttributeNames: { '#b': 'b', '#c': 'c', '#d': 'd', '#e': 'e', '#f': 'f' },
    });
    expect(result.update).toEqual({
      set: [
        { path: ['f'], value: { kind: 'operand', operand: { kind: 'value', value: { L: [] } } } },
        {
          path: ['g'],
          value: {
            kind: 'minus',
            left: { kind: 'operand', operand: { kind: 'path', path: ['h'] } },
            right: { kind: 'operand', operand: { kind: 'value', value: { N: '5' } } },
          },
        },
      ],
      remove: [['b'], ['x', 2]],
      add: [
        { path: ['e'], value: { SS: ['a', 'b'] } },
        { path: ['d'], value: { N: '5' } },
      ],
      delete: [{ path: ['c'], value: { SS: ['a', 'b'] } }],
    });
  });
});
