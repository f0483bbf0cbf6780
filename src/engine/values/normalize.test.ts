import { describe, expect, it } from 'vitest';
import { normalizeMap } from './normalize.ts';

describe('normalizeMap', () => {
  it('returns the same map when every value is canonical', () => {
    const map = { a: { N: '1' }, b: { SS: ['x', 'y'] } };
    expect(normalizeMap(map)).toBe(map);
  });

  it('copies a map with a changed value, keeping `__proto__` an ordinary own attribute', () => {
    const map = JSON.parse('{"__proto__": {"N": "1.50"}, "b": {"S": "x"}, "toString": {"N": "2E1"}}');
    const normal = normalizeMap(map);
    expect(normal).not.toBe(map);
    expect(Object.getPrototypeOf(normal)).toBe(Object.prototype);
    expect(Object.keys(normal)).toEqual(['__proto__', 'b', 'toString']);
    expect(JSON.stringify(normal)).toBe('{"__proto__":{"N":"1.5"},"b":{"S":"x"},"toString":{"N":"20"}}');
    expect(JSON.stringify(map)).toBe('{"__proto__":{"N":"1.50"},"b":{"S":"x"},"toString":{"N":"2E1"}}');
  });
});
