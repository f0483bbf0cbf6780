import { describe, expect, it } from 'vitest';
import type { AttributeValue } from '../values/types.ts';
import { ExpressionError } from './errors.ts';
import type { ExpressionOptions, ExpressionRequest } from './requestExpressions.ts';
import { parseRequestExpressions } from './requestExpressions.ts';

function messageOf(request: ExpressionRequest, options?: ExpressionOptions): string {
  try {
    parseRequestExpressions(request, options);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('accepted: ' + JSON.stringify(request));
}

const S = (s: string): AttributeValue => ({ S: s });
const N = (n: string): AttributeValue => ({ N: n });

describe('ExpressionAttributeNames and ExpressionAttributeValues', () => {
  it('rejects malformed keys with DynamoDB messages', () => {
    expect(messageOf({ ConditionExpression: 'a = :a', ExpressionAttributeNames: { a: 'a' } })).toBe(
      'ExpressionAttributeNames contains invalid key: Syntax error; key: "a"',
    );
    expect(messageOf({ ConditionExpression: 'a = :a', ExpressionAttributeNames: { '#a-b': 'a' } })).toBe(
      'ExpressionAttributeNames contains invalid key: Syntax error; key: "#a-b"',
    );
    expect(messageOf({ ConditionExpression: 'a = :a', ExpressionAttributeNames: { '': 'a' } })).toBe(
      'ExpressionAttributeNames contains invalid key: The expression attribute map contains an empty key;',
    );
    expect(
      messageOf({
        ConditionExpression: 'a = :a',
        ExpressionAttributeNames: { ['#' + 'a'.repeat(255)]: 'a' },
      }),
    ).toBe(
      'ExpressionAttributeNames contains invalid key: The expression attribute map contains a key that is too long; size of key: 256',
    );
    // Length is checked before syntax.
    expect(
      messageOf({
        ConditionExpression: 'a = :a',
        ExpressionAttributeNames: { ['#' + 'a'.repeat(255) + '-x']: 'a' },
      }),
    ).toMatch(/too long; size of key: 258$/);
    expect(
      messageOf({ ConditionExpression: 'a = :a', ExpressionAttributeValues: { ':b': S('a'), b: S('a') } }),
    ).toBe('ExpressionAttributeValues contains invalid key: Syntax error; key: "b"');
    expect(
      messageOf({
        ConditionExpression: 'a = :a',
        ExpressionAttributeValues: { [':' + 'v'.repeat(255)]: S('a') },
      }),
    ).toBe(
      'ExpressionAttributeValues contains invalid key: The expression attribute map contains a key that is too long;',
    );
  });

  it('rejects empty attribute names', () => {
    expect(messageOf({ ProjectionExpression: '#DE', ExpressionAttributeNames: { '#DE': '' } })).toBe(
      'ExpressionAttributeNames contains invalid value: Empty attribute name for key #DE',
    );
  });

  it('accepts 255-character placeholders', () => {
    const name = '#' + 'n'.repeat(254);
    const value = ':' + 'v'.repeat(254);
    const result = parseRequestExpressions({
      ConditionExpression: `${name} = ${value}`,
      ExpressionAttributeNames: { [name]: 'x'.repeat(300) },
      ExpressionAttributeValues: { [value]: S('a') },
    });
    expect(result.condition).toMatchObject({ kind: 'compare', left: { path: ['x'.repeat(300)] } });
  });

  it('wraps invalid values the way DynamoDB does', () => {
    const check = (value: unknown) =>
      messageOf({
        ConditionExpression: 'a = :b',
        ExpressionAttributeValues: { ':b': value as AttributeValue },
      });
    expect(check({})).toBe(
      'ExpressionAttributeValues contains invalid value: Supplied AttributeValue is empty, must contain exactly one of the supported datatypes for key :b',
    );
    expect(check({ S: 'a', N: '1' })).toBe(
      'ExpressionAttributeValues contains invalid value: Supplied AttributeValue has more than one datatypes set, must contain exactly one of the supported datatypes for key :b',
    );
    expect(check({ NS: [] })).toBe(
      'ExpressionAttributeValues contains invalid value: One or more parameter values were invalid: An number set  may not be empty for key :b',
    );
    expect(check({ N: 'b' })).toBe(
      'ExpressionAttributeValues contains invalid value: The parameter cannot be converted to a numeric value: b for key :b',
    );
  });

  it('normalises values before use', () => {
    const result = parseRequestExpressions({
      ConditionExpression: 'a = :n',
      ExpressionAttributeValues: { ':n': N('1.50E1') },
    });
    expect(result.condition).toMatchObject({ right: { kind: 'value', value: { N: '15' } } });
  });

  it('reports names and then values that no expression used, in map order', () => {
    expect(
      messageOf({
        UpdateExpression: 'remove a set b = list_append(b, if_not_exists(a, :a))',
        ConditionExpression: 'a = :b',
        ExpressionAttributeValues: { ':a': S('a'), ':b': S('a'), ':c': S('c') },
        ExpressionAttributeNames: { '#a': 'a', '#b': 'b' },
      }),
    ).toBe('Value provided in ExpressionAttributeNames unused in expressions: keys: {#a, #b}');
    expect(
      messageOf({
        UpdateExpression: 'remove a',
        ConditionExpression: 'a = :b',
        ExpressionAttributeValues: { ':a': S('a'), ':b': S('a'), ':c': S('a') },
      }),
    ).toBe('Value provided in ExpressionAttributeValues unused in expressions: keys: {:a, :c}');
  });

  it('treats __proto__, constructor and toString as ordinary names and keys', () => {
    const names = JSON.parse('{"#p": "__proto__", "#__proto__": "constructor", "#t": "toString"}');
    const values = JSON.parse('{":__proto__": {"S": "x"}}');
    const result = parseRequestExpressions({
      ConditionExpression: '#p.#__proto__ = :__proto__ AND attribute_exists(#t)',
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    });
    expect(result.condition).toEqual({
      kind: 'and',
      left: {
        kind: 'compare',
        op: '=',
        left: { kind: 'path', path: ['__proto__', 'constructor'] },
        right: { kind: 'value', value: { S: 'x' } },
      },
      right: { kind: 'attribute_exists', path: ['toString'] },
    });
    // Inherited properties are not definitions.
    expect(
      messageOf({ ConditionExpression: 'a = :toString', ExpressionAttributeValues: { ':a': S('a') } }),
    ).toBe(
      'Invalid ConditionExpression: An expression attribute value used in expression is not defined; attribute value: :toString',
    );
  });
});

describe('expression checks common to all kinds', () => {
  it('rejects empty expressions, UpdateExpression first', () => {
    expect(messageOf({ ConditionExpression: '', UpdateExpression: '' })).toBe(
      'Invalid UpdateExpression: The expression can not be empty;',
    );
    expect(messageOf({ KeyConditionExpression: '', FilterExpression: '', ProjectionExpression: '' })).toBe(
      'Invalid KeyConditionExpression: The expression can not be empty;',
    );
    expect(messageOf({ FilterExpression: 'a > b', ProjectionExpression: '' })).toBe(
      'Invalid ProjectionExpression: The expression can not be empty;',
    );
  });

  it('reports undefined placeholders with the expression they are in', () => {
    expect(messageOf({ ProjectionExpression: '#comment' })).toBe(
      'Invalid ProjectionExpression: An expression attribute name used in the document path is not defined; attribute name: #comment',
    );
    expect(messageOf({ UpdateExpression: 'SET #a = :v', ExpressionAttributeNames: { '#a': 'a' } })).toBe(
      'Invalid UpdateExpression: An expression attribute value used in expression is not defined; attribute value: :v',
    );
    for (const [expression, name] of [
      ['attribute_exists(#Pictures.RearView, :a) and a=a', '#Pictures'],
      ['begins_with(Pictures.#RearView)', '#RearView'],
      ['(#P between :lo and :hi) and (#PC in (:cat1, :cat2))', '#P'],
      ['#4g > a', '#4g'],
      ['#_ > a', '#_'],
      ['(a)between(b.c[45].#d)and(:a)', '#d'],
    ]) {
      expect(messageOf({ FilterExpression: expression })).toBe(
        `Invalid FilterExpression: An expression attribute name used in the document path is not defined; attribute name: ${name}`,
      );
    }
    for (const [expression, value] of [
      ['begins_with(:hello, #a, #b)', ':hello'],
      [':a < :b', ':a'],
      [':_ > a', ':_'],
    ]) {
      expect(
        messageOf({ FilterExpression: expression, ExpressionAttributeNames: { '#a': 'a', '#b': 'b' } }),
      ).toBe(
        `Invalid FilterExpression: An expression attribute value used in expression is not defined; attribute value: ${value}`,
      );
    }
  });

  it('rejects reserved words as bare names, at any depth, in any expression', () => {
    expect(
      messageOf({ ConditionExpression: 'COUNT = :value', ExpressionAttributeValues: { ':value': S('1') } }),
    ).toBe('Invalid ConditionExpression: Attribute name is a reserved keyword; reserved keyword: COUNT');
    expect(messageOf({ FilterExpression: 'attribute_exists(views, #a)' })).toBe(
      'Invalid FilterExpression: Attribute name is a reserved keyword; reserved keyword: views',
    );
    expect(messageOf({ FilterExpression: ':a < abOrT' })).toBe(
      'Invalid FilterExpression: Attribute name is a reserved keyword; reserved keyword: abOrT',
    );
    expect(messageOf({ ProjectionExpression: 'list[0].COMMENT' })).toBe(
      'Invalid ProjectionExpression: Attribute name is a reserved keyword; reserved keyword: list',
    );
    expect(messageOf({ UpdateExpression: ' set #c = :c set abOrt = true ' })).toBe(
      'Invalid UpdateExpression: Attribute name is a reserved keyword; reserved keyword: abOrt',
    );
    expect(messageOf({ UpdateExpression: ' remove Absolute ' })).toBe(
      'Invalid UpdateExpression: Attribute name is a reserved keyword; reserved keyword: Absolute',
    );
    // Through a placeholder, a reserved word is fine.
    const result = parseRequestExpressions({
      ProjectionExpression: '#list[0].#comment',
      ExpressionAttributeNames: { '#list': 'list', '#comment': 'COMMENT' },
    });
    expect(result.projection).toEqual([['list', 0, 'COMMENT']]);
  });

  it('rejects list indexes past 4,294,967,294', () => {
    expect(messageOf({ ProjectionExpression: 'a[4294967295]' })).toBe(
      'Invalid ProjectionExpression: List index is not within the allowable range; index: [4294967295]',
    );
    expect(parseRequestExpressions({ ProjectionExpression: 'a[4294967294]' }).projection).toEqual([
      ['a', 4294967294],
    ]);
  });

  it('carries source offsets for editor markers, outside the wire body', () => {
    let caught: unknown;
    try {
      parseRequestExpressions({
        ConditionExpression: 'a = :v AND #missing = :v',
        ExpressionAttributeValues: { ':v': S('x') },
      });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ExpressionError);
    const error = caught as ExpressionError;
    expect([error.start, error.end, error.kind]).toEqual([11, 19, 'ConditionExpression']);
    expect(error.toWire()).toEqual({
      __type: 'com.amazon.coral.validate#ValidationException',
      message:
        'Invalid ConditionExpression: An expression attribute name used in the document path is not defined; attribute name: #missing',
    });
  });
});
