import { describe, expect, it } from 'vitest';
import { compileRequest } from './compileRequest.ts';
import { renderValue } from './coral.ts';
import { integer, list, long, map, string, structure } from './shapes.ts';

const element = structure('KeySchemaElement', {
  AttributeName: string({ required: true }),
  KeyType: string({ required: true, enum: ['HASH', 'RANGE'] }),
});

const check = compileRequest(
  structure('TestInput', {
    Name: string({ required: true, pattern: '[a-z]+', min: 3, max: 5 }),
    Limit: integer({ min: 1, max: 100 }),
    Units: long({ min: 1 }),
    Keys: list(element, { min: 1, max: 2 }),
    Filters: map(structure('Condition', { Operator: string({ required: true, enum: ['EQ', 'NE'] }) })),
    Names: list(string({ required: true }), { min: 1 }),
  }),
);

function violations(body: object): string {
  try {
    check(body);
  } catch (error) {
    expect((error as Error).name).toBe('ValidationException');
    return (error as Error).message;
  }
  throw new Error('accepted');
}

describe('Coral constraint messages', () => {
  it("lists violations in the shape's order whatever order the request gives its fields", () => {
    expect(violations({ Units: 0, Limit: 0, Name: 'abcd' })).toBe(
      '2 validation errors detected: ' +
        "Value '0' at 'limit' failed to satisfy constraint: Member must have value greater than or equal to 1; " +
        "Value '0' at 'units' failed to satisfy constraint: Member must have value greater than or equal to 1",
    );
  });

  it('finds a required field missing among fields that are all valid', () => {
    expect(violations({ Keys: [{ KeyType: 'HASH' }], Name: 'abc' })).toBe(
      "1 validation error detected: Value null at 'keys.1.member.attributeName' failed to satisfy constraint: " +
        'Member must not be null',
    );
  });

  it('checks a pattern again after a text that matched it', () => {
    expect(check({ Name: 'abc' })).toEqual({ Name: 'abc' });
    expect(violations({ Name: 'ab1' })).toContain('Member must satisfy regular expression pattern: [a-z]+');
    expect(check({ Name: 'abc' })).toEqual({ Name: 'abc' });
  });

  it('reports one violation in the singular', () => {
    expect(violations({})).toBe(
      "1 validation error detected: Value null at 'name' failed to satisfy constraint: Member must not be null",
    );
  });

  it('joins several with "; " in member order, echoing the value', () => {
    expect(violations({ Name: 'A;', Limit: 0, Units: -1 })).toBe(
      '4 validation errors detected: ' +
        "Value 'A;' at 'name' failed to satisfy constraint: Member must satisfy regular expression pattern: [a-z]+; " +
        "Value 'A;' at 'name' failed to satisfy constraint: Member must have length greater than or equal to 3; " +
        "Value '0' at 'limit' failed to satisfy constraint: Member must have value greater than or equal to 1; " +
        "Value '-1' at 'units' failed to satisfy constraint: Member must have value greater than or equal to 1",
    );
  });

  it('names list members 1-based with .member, map members by key', () => {
    expect(
      violations({ Name: 'abc', Keys: [{ KeyType: 'HASH' }, { AttributeName: 'a', KeyType: 'Woop' }] }),
    ).toBe(
      '2 validation errors detected: ' +
        "Value null at 'keys.1.member.attributeName' failed to satisfy constraint: Member must not be null; " +
        "Value 'Woop' at 'keys.2.member.keyType' failed to satisfy constraint: Member must satisfy enum value set: [HASH, RANGE]",
    );
    expect(violations({ Name: 'abc', Filters: { a: {}, b: { Operator: 'X' } } })).toBe(
      '2 validation errors detected: ' +
        "Value null at 'filters.a.member.operator' failed to satisfy constraint: Member must not be null; " +
        "Value 'X' at 'filters.b.member.operator' failed to satisfy constraint: Member must satisfy enum value set: [EQ, NE]",
    );
  });

  it('reports a null member of a list of strings', () => {
    expect(violations({ Name: 'abc', Names: ['a', null] })).toBe(
      "1 validation error detected: Value null at 'names.2.member' failed to satisfy constraint: Member must not be null",
    );
  });

  it('echoes lists and structures the way Java prints them', () => {
    expect(violations({ Name: 'abc', Keys: [], Names: [] })).toBe(
      '2 validation errors detected: ' +
        "Value '[]' at 'keys' failed to satisfy constraint: Member must have length greater than or equal to 1; " +
        "Value '[]' at 'names' failed to satisfy constraint: Member must have length greater than or equal to 1",
    );
    const keys = [
      { AttributeName: 'pk', KeyType: 'HASH' },
      { AttributeName: 'sk', KeyType: 'RANGE' },
      { AttributeName: 'extra', KeyType: 'RANGE' },
    ];
    expect(violations({ Name: 'abc', Keys: keys })).toBe(
      "1 validation error detected: Value '[KeySchemaElement(attributeName=pk, keyType=HASH), " +
        'KeySchemaElement(attributeName=sk, keyType=RANGE), KeySchemaElement(attributeName=extra, keyType=RANGE)]' +
        "' at 'keys' failed to satisfy constraint: Member must have length less than or equal to 2",
    );
  });

  it('lists at most ten violations and counts only those', () => {
    const keys = Array.from({ length: 12 }, () => ({}));
    const message = violations({ Name: 'abc', Keys: keys });
    expect(message.startsWith('10 validation errors detected: ')).toBe(true);
    expect(message.split('; ')).toHaveLength(10);
  });

  it('renders maps as {k=v}', () => {
    expect(renderValue(map(string()), { a: 'x', b: 'y' })).toBe('{a=x, b=y}');
  });

  it('reports broken map keys once, listing every key rule', () => {
    const keyed = compileRequest(
      structure('KeyedInput', {
        Items: map(string(), {
          keys: {
            constraints: ['Member must have length less than or equal to 3', 'Rule two'],
            accepts: (key) => key.length <= 3,
          },
        }),
      }),
    );
    expect(() => keyed({ Items: { ok: 'a', long1: 'b', long2: 'c' } })).toThrow(
      "1 validation error detected: Value '{ok=a, long1=b, long2=c}' at 'items' failed to satisfy constraint: " +
        'Map keys must satisfy constraint: [Member must have length less than or equal to 3, Rule two]',
    );
    expect(() => keyed({ Items: { ok: 'a' } })).not.toThrow();
  });

  it('reports list lengths of map values once for the map, before the members', () => {
    const batch = compileRequest(
      structure('BatchInput', {
        Lists: map(list(string({ required: true }), { min: 1, max: 2 })),
      }),
    );
    expect(() => batch({ Lists: { a: ['x'], b: [], c: ['x', null] } })).toThrow(
      '2 validation errors detected: ' +
        "Value '{a=[x], b=[], c=[x, null]}' at 'lists' failed to satisfy constraint: " +
        'Map value must satisfy constraint: [Member must have length less than or equal to 2, Member must have length greater than or equal to 1]; ' +
        "Value null at 'lists.c.member.2.member' failed to satisfy constraint: Member must not be null",
    );
    expect(() => batch({ Lists: { a: ['x', 'y'] } })).not.toThrow();
  });
});

describe("the current layer's wording (BaseRules.layer)", () => {
  const entry = structure('Entry', {
    Keys: list(string(), { required: true, min: 1, layer: 'current' }),
    Mode: string({ enum: ['A'] }),
  });
  const check = compileRequest(
    structure('LayeredInput', {
      Tables: map(entry, {
        min: 1,
        layer: 'current',
        keys: { constraints: ['Rule'], accepts: (key) => !key.includes('!') },
      }),
      Count: integer({ min: 1, layer: 'current' }),
      Name: string({ max: 3, layer: 'current' }),
    }),
  );
  const violationsOf = (body: object) => {
    try {
      check(body);
    } catch (error) {
      return (error as Error).message;
    }
    throw new Error('accepted');
  };

  it('names a member breaking a length or range rule as sent, with no value', () => {
    expect(violationsOf({ Tables: {}, Count: 0, Name: 'abcd' })).toBe(
      '3 validation errors detected: ' +
        "Value at 'Tables' failed to satisfy constraint: Member must have length greater than or equal to 1; " +
        "Value at 'Count' failed to satisfy constraint: Member must have value greater than or equal to 1; " +
        "Value at 'Name' failed to satisfy constraint: Member must have length less than or equal to 3",
    );
  });

  it('spells the whole path as sent, keys as they are, and leaves other rules in the older wording', () => {
    expect(violationsOf({ Tables: { 'my.t': { Keys: [], Mode: 'B' }, u: {} } })).toBe(
      '3 validation errors detected: ' +
        "Value at 'Tables.my.t.member.Keys' failed to satisfy constraint: Member must have length greater than or equal to 1; " +
        "Value 'B' at 'tables.my.t.member.mode' failed to satisfy constraint: Member must satisfy enum value set: [A]; " +
        "Value null at 'tables.u.member.keys' failed to satisfy constraint: Member must not be null",
    );
  });

  it('echoes a member breaking another rule as JSON', () => {
    expect(violationsOf({ Tables: { 'x!': { Keys: ['a'] } } })).toBe(
      `1 validation error detected: Value '{"x!":{"Keys":["a"]}}' at 'tables' failed to satisfy constraint: ` +
        'Map keys must satisfy constraint: [Rule]',
    );
  });
});
