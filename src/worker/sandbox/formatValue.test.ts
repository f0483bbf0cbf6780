import { describe, expect, it } from 'vitest';
import { formatArgs, formatValue } from './formatValue.ts';

describe('formatArgs', () => {
  it('prints strings as they are and other values readably, separated by spaces', () => {
    expect(formatArgs(['ok', 1, true, null, undefined, 10n])).toBe('ok 1 true null undefined 10n');
    expect(formatArgs([['ORDER#2026-10-02#A17', 'PROFILE']])).toBe('[ "ORDER#2026-10-02#A17", "PROFILE" ]');
    expect(formatArgs([{ PK: 'CUSTOMER#42', ver: 1 }])).toBe('{ PK: "CUSTOMER#42", ver: 1 }');
  });

  it('shows sets, maps, byte arrays, errors and class instances', () => {
    expect(formatValue(new Set(['a', 'b']))).toBe('Set(2) { "a", "b" }');
    expect(formatValue(new Map([['k', 1]]))).toBe('Map(1) { "k" => 1 }');
    expect(formatValue(new Uint8Array([1, 2]))).toBe('Uint8Array(2) [ 1, 2 ]');
    const error = new Error('The conditional request failed');
    error.name = 'ConditionalCheckFailedException';
    expect(formatValue(error)).toBe('ConditionalCheckFailedException: The conditional request failed');
    class NumberValue {
      value = '12345678901234567890';
    }
    expect(formatValue(new NumberValue())).toBe('NumberValue { value: "12345678901234567890" }');
  });

  it('breaks long values over lines, and stops at cycles and depth', () => {
    const long = { description: 'x'.repeat(80), n: 1 };
    expect(formatValue(long)).toBe(`{\n  description: "${'x'.repeat(80)}",\n  n: 1\n}`);
    const cyclic: Record<string, unknown> = { name: 'loop' };
    cyclic.self = cyclic;
    expect(formatValue(cyclic)).toBe('{ name: "loop", self: [Circular] }');
    expect(formatValue({ a: { b: { c: { d: { e: { f: { g: 1 } } } } } } })).toContain('[Object]');
  });

  it('keeps attribute names such as __proto__ and quotes names that are not identifiers', () => {
    const item = JSON.parse('{"__proto__": {"S": "x"}, "my-attr": 1}') as unknown;
    expect(formatValue(item)).toBe('{ __proto__: { S: "x" }, "my-attr": 1 }');
  });

  it('truncates enormous output', () => {
    expect(formatArgs(['y'.repeat(30_000)])).toMatch(/… \(10000 more characters\)$/);
  });
});
