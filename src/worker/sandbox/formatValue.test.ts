import { describe, expect, it } from 'vitest';
import { formatArgs, formatValue, nameExportedClasses } from './formatValue.ts';

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

  it('names an exported class as its package exports it, though the build shortened its name', () => {
    // What the production build makes of the SDK's NumberValue: a class named `e`.
    const e = class {
      value = '1';
    };
    expect(formatValue(new e())).toBe('e { value: "1" }');
    nameExportedClasses({ '@aws-sdk/lib-dynamodb': { NumberValue: e, marshallOptions: {} } });
    expect(formatValue(new e())).toBe('NumberValue { value: "1" }');
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

describe('format placeholders', () => {
  it('fills %s %d %i %f %j %o %O %c from the arguments, as Node does, and appends the rest', () => {
    expect(formatArgs(['%s has %d items', 'cart', 3])).toBe('cart has 3 items');
    expect(formatArgs(['%i / %f / %d', '42.9px', '1.5e3', '7'])).toBe('42 / 1500 / 7');
    expect(formatArgs(['%d %i', 10n, 11n])).toBe('10n 11n');
    expect(formatArgs(['%j', { a: [1, 'x'] }])).toBe('{"a":[1,"x"]}');
    expect(formatArgs(['%o and %O', { a: 1 }, ['b']])).toBe('{ a: 1 } and [ "b" ]');
    expect(formatArgs(['%cstyled', 'color: red'])).toBe('styled');
    expect(formatArgs(['%s:', 'item', { PK: 'A' }, 2])).toBe('item: { PK: "A" } 2');
  });

  it('leaves placeholders with no argument, percent signs and non-string firsts alone', () => {
    expect(formatArgs(['%s and %s', 'one'])).toBe('one and %s');
    expect(formatArgs(['100%% of %d', 5])).toBe('100% of 5');
    expect(formatArgs(['100%%'])).toBe('100%%');
    expect(formatArgs([1, '%s', 'x'])).toBe('1 %s x');
    const cycle: Record<string, unknown> = {};
    cycle.self = cycle;
    expect(formatArgs(['%j', cycle])).toBe('[Circular]');
  });
});
