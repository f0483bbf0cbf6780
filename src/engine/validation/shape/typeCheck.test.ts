import { describe, expect, it } from 'vitest';
import { compileTypeCheck } from './typeCheck.ts';
import { attributeValue, boolean, integer, list, map, string, structure } from './shapes.ts';

const request = compileTypeCheck(
  structure('TestInput', {
    Name: string(),
    Flag: boolean(),
    Count: integer(),
    Names: list(string()),
    Labels: map(string()),
    Item: map(attributeValue()),
    Elements: list(structure('Element', { Id: string() })),
    Nested: structure('Nested', { Value: attributeValue() }),
  }),
);

function serializationMessage(value: unknown): string {
  try {
    request(value);
  } catch (error) {
    expect((error as Error).name).toBe('SerializationException');
    return (error as Error).message;
  }
  throw new Error(`accepted ${JSON.stringify(value)}`);
}

describe('structures', () => {
  it('keeps known fields, drops unknown ones and treats null as absent', () => {
    expect(request({ Name: 'a', Other: 1, Flag: null, Count: 2.5 })).toEqual({ Name: 'a', Count: 2 });
  });

  it('returns a copy of a request it needs not change, so the caller keeps its object', () => {
    const body = { Name: 'a', Item: { id: { S: '1' } } };
    const checked = request(body) as typeof body;
    expect(checked).toEqual(body);
    expect(checked).not.toBe(body);
    expect(checked.Item).toBe(body.Item);
  });

  it("raises the first wrong type in the shape's order, not the request's", () => {
    expect(serializationMessage({ Names: {}, Flag: 1.5, Name: 5 })).toBe(
      'NUMBER_VALUE cannot be converted to String',
    );
    expect(serializationMessage({ Nested: '23', Elements: ['23'] })).toBe('Unexpected value type in payload');
  });

  it('converts boolean strings', () => {
    expect(request({ Flag: 'yes' })).toEqual({ Flag: true });
  });

  it('words a struct as a list value and as a field differently', () => {
    expect(serializationMessage({ Elements: ['23'] })).toBe('Unexpected value type in payload');
    expect(serializationMessage({ Nested: '23' })).toBe('Unexpected field type');
    expect(serializationMessage({ Elements: [[]] })).toBe(
      'Unrecognized collection type class com.amazonaws.dynamodb.v20120810.Element',
    );
  });

  it('reads a null list member of structure type as an empty structure', () => {
    expect(request({ Elements: [null] })).toEqual({ Elements: [{}] });
  });
});

describe('lists and maps', () => {
  it.each([
    [{ Names: '23' }, 'Unexpected field type'],
    [{ Names: 23 }, 'Unexpected field type'],
    [{ Names: {} }, 'Start of structure or map found where not expected'],
    [{ Names: [true] }, 'TRUE_VALUE cannot be converted to String'],
    [{ Labels: true }, 'Unexpected field type'],
    [{ Labels: [] }, 'Unrecognized collection type java.util.Map<java.lang.String, java.lang.String>'],
    [{ Labels: { a: 1 } }, 'NUMBER_VALUE cannot be converted to String'],
    [
      { Item: [] },
      'Unrecognized collection type java.util.Map<java.lang.String, com.amazonaws.dynamodb.v20120810.AttributeValue>',
    ],
  ])('rejects %j', (value, message) => {
    expect(serializationMessage(value)).toBe(message);
  });

  it('returns unchanged maps and lists as they were', () => {
    const names = ['a', 'b'];
    const labels = { x: 'y' };
    const checked = request({ Names: names, Labels: labels }) as Record<string, unknown>;
    expect(checked.Names).toBe(names);
    expect(checked.Labels).toBe(labels);
  });

  it('keeps __proto__ and constructor as ordinary map keys', () => {
    const body = JSON.parse('{"Labels":{"__proto__":"x","constructor":"y"},"Item":{"__proto__":{"S":"p"}}}');
    const checked = request(body) as { Labels: Record<string, string>; Item: Record<string, unknown> };
    expect(Object.keys(checked.Labels)).toEqual(['__proto__', 'constructor']);
    expect(Object.getOwnPropertyDescriptor(checked.Labels, '__proto__')?.value).toBe('x');
    expect(Object.getOwnPropertyDescriptor(checked.Item, '__proto__')?.value).toEqual({ S: 'p' });
  });
});

describe('attribute values', () => {
  it.each([
    [{ Item: { a: '23' } }, 'Unexpected value type in payload'],
    [
      { Item: { a: [] } },
      'Unrecognized collection type class com.amazonaws.dynamodb.v20120810.AttributeValue',
    ],
    [{ Nested: { Value: 23 } }, 'Unexpected field type'],
    [{ Item: { a: { S: 23 } } }, 'NUMBER_VALUE cannot be converted to String'],
    [{ Item: { a: { N: true } } }, 'TRUE_VALUE cannot be converted to String'],
    [{ Item: { a: { B: 12 } } }, 'only base-64-encoded strings are convertible to bytes'],
    [{ Item: { a: { BOOL: '23' } } }, 'Unexpected token received from parser'],
    [{ Item: { a: { SS: '23' } } }, 'Unexpected field type'],
    [{ Item: { a: { SS: [1] } } }, 'NUMBER_VALUE cannot be converted to String'],
    [
      { Item: { a: { BS: ['23456'] } } },
      'Base64 encoded length is expected a multiple of 4 bytes but found: 5',
    ],
    [{ Item: { a: { L: {} } } }, 'Start of structure or map found where not expected'],
    [{ Item: { a: { L: ['23'] } } }, 'Unexpected value type in payload'],
    [
      { Item: { a: { M: [] } } },
      'Unrecognized collection type java.util.Map<java.lang.String, com.amazonaws.dynamodb.v20120810.AttributeValue>',
    ],
    [{ Item: { a: { M: { b: true } } } }, 'Unexpected value type in payload'],
  ])('rejects %j', (value, message) => {
    expect(serializationMessage(value)).toBe(message);
  });

  it('returns a well-formed item untouched', () => {
    const item = { a: { S: 'x' }, b: { L: [{ N: '1' }, { M: { c: { BOOL: true } } }] } };
    expect((request({ Item: item }) as { Item: unknown }).Item).toBe(item);
  });

  it('drops unknown and null members and converts boolean strings, copying only what changed', () => {
    const kept = { S: 'x' };
    const item = { a: kept, b: { S: 'y', N: null, foo: 1 }, c: { NULL: '1' }, d: { L: [{ BOOL: 'no' }] } };
    const checked = (request({ Item: item }) as { Item: Record<string, unknown> }).Item;
    expect(checked).toEqual({ a: { S: 'x' }, b: { S: 'y' }, c: { NULL: true }, d: { L: [{ BOOL: false }] } });
    expect(checked.a).toBe(kept);
    expect(item.b).toEqual({ S: 'y', N: null, foo: 1 });
  });

  it('reads a null attribute value as one with no type (rejected later as empty)', () => {
    expect(request({ Item: { a: null } })).toEqual({ Item: { a: {} } });
  });

  it('rejects null set members', () => {
    expect(() => request({ Item: { a: { NS: ['1', null] } } })).toThrow(
      'The parameter cannot be converted to a numeric value',
    );
  });

  it('stops at the nesting limit instead of recursing without bound', () => {
    let value: unknown = { S: 'leaf' };
    for (let i = 0; i < 5000; i++) value = { L: [value] };
    expect(() => request({ Item: { a: value } })).toThrow('Nesting Levels have exceeded supported limits');
  });
});

describe('collections inside collections', () => {
  const nested = compileTypeCheck(
    structure('NestedInput', { Lists: map(list(string())), Maps: list(map(attributeValue())) }),
  );
  const CAST =
    'class sun.reflect.generics.reflectiveObjects.ParameterizedTypeImpl cannot be cast to class java.lang.Class ' +
    "(sun.reflect.generics.reflectiveObjects.ParameterizedTypeImpl and java.lang.Class are in module java.base of loader 'bootstrap')";

  it.each([
    [{ Lists: { a: '23' } }, CAST],
    [{ Lists: { a: 23 } }, CAST],
    [{ Lists: { a: {} } }, 'Start of structure or map found where not expected'],
    [
      { Lists: [] },
      'Unrecognized collection type java.util.Map<java.lang.String, java.util.List<java.lang.String>>',
    ],
    [{ Maps: [true] }, CAST],
    [
      { Maps: [[]] },
      'Unrecognized collection type java.util.Map<java.lang.String, com.amazonaws.dynamodb.v20120810.AttributeValue>',
    ],
  ])('rejects %j', (value, message) => {
    expect(() => nested(value)).toThrow(message);
  });

  it('keeps null members for the constraints to report', () => {
    expect(nested({ Lists: { a: null }, Maps: [null] })).toEqual({ Lists: { a: null }, Maps: [null] });
  });
});
