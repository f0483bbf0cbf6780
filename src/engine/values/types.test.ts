import { describe, expect, it } from 'vitest';
import { getAttribute, hasAttribute, newAttributeMap, setAttribute } from './types.ts';

describe('attribute maps', () => {
  it("reads only a map's own attributes, whatever their names", () => {
    const map = newAttributeMap();
    for (const name of ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf']) {
      expect(getAttribute(map, name)).toBeUndefined();
      expect(hasAttribute(map, name)).toBe(false);
    }
    setAttribute(map, 'constructor', { S: 'c' });
    setAttribute(map, '__proto__', { N: '1' });
    expect(getAttribute(map, 'constructor')).toEqual({ S: 'c' });
    expect(getAttribute(map, '__proto__')).toEqual({ N: '1' });
    expect(getAttribute(map, 'toString')).toBeUndefined();
  });

  it('reads the attributes of a map parsed from JSON', () => {
    const map = JSON.parse('{"__proto__":{"S":"p"},"id":{"N":"7"}}') as Record<string, never>;
    expect(getAttribute(map, '__proto__')).toEqual({ S: 'p' });
    expect(getAttribute(map, 'id')).toEqual({ N: '7' });
    expect(getAttribute(map, 'missing')).toBeUndefined();
  });
});
