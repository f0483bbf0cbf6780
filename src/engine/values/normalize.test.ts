import { describe, expect, it } from 'vitest';
import { normalizeMap } from './normalize.ts';

describe('normalizeMap', () => {
  it('returns the same map when every value is canonical', () => {
    const map = { a: { N: '1' }, b: { SS: ['x', 'y'] } };
    expect(normalizeMap(map, 'current')).toBe(map);
  });

  it('copies a map with a changed value, keeping `__proto__` an ordinary own attribute', () => {
    const map = JSON.parse('{"__proto__": {"N": "1.50"}, "b": {"S": "x"}, "toString": {"N": "2E1"}}');
    const normal = normalizeMap(map, 'current');
    expect(normal).not.toBe(map);
    expect(Object.getPrototypeOf(normal)).toBe(Object.prototype);
    expect(Object.keys(normal)).toEqual(['__proto__', 'b', 'toString']);
    expect(JSON.stringify(normal)).toBe('{"__proto__":{"N":"1.5"},"b":{"S":"x"},"toString":{"N":"20"}}');
    expect(JSON.stringify(map)).toBe('{"__proto__":{"N":"1.50"},"b":{"S":"x"},"toString":{"N":"2E1"}}');
  });

  it('orders a set of canonical members in place, so neither the value nor the map is copied', () => {
    const map = { tags: { SS: ['early-adopter', 'beta'] }, n: { NS: ['10', '9'] } };
    const { tags, n } = map;
    expect(normalizeMap(map, 'current')).toBe(map);
    expect(map.tags).toBe(tags);
    expect(map.n).toBe(n);
    expect(JSON.stringify(map)).toBe('{"tags":{"SS":["beta","early-adopter"]},"n":{"NS":["9","10"]}}');
  });

  it('gives a set with non-canonical members a new value and leaves the request value as written', () => {
    const map = { n: { NS: ['1E1', '9'] } };
    const normal = normalizeMap(map, 'current');
    expect(JSON.stringify(normal)).toBe('{"n":{"NS":["9","10"]}}');
    expect(JSON.stringify(map)).toBe('{"n":{"NS":["1E1","9"]}}');
  });
});
