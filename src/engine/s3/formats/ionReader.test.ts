import fc from 'fast-check';
import { loadAll, type dom } from 'ion-js';
import { describe, expect, it } from 'vitest';
import { validatePutItem } from '../../validation/putItem.ts';
import { canonicalNumber } from '../../values/number.ts';
import type { AttributeMap, AttributeValue } from '../../values/types.ts';
import { ionRecords } from './ionItems.ts';
import { IonSyntaxError, readIon, type IonNode } from './ionReader.ts';
import { ionLine } from './ionText.ts';

/** A node as a short comparable text: `type:value`, annotations first. */
function summary(node: IonNode): unknown {
  const tag = (text: string) => (node.annotations.length ? `${node.annotations.join('::')}::${text}` : text);
  switch (node.type) {
    case 'null':
      return tag('null');
    case 'bool':
      return tag(`bool:${node.value}`);
    case 'int':
    case 'decimal':
    case 'float':
      return tag(
        `${node.type}:${node.text === 'nan' || /inf$/.test(node.text) ? node.text : canonicalNumber(node.text, 'current')}`,
      );
    case 'timestamp':
      return tag(`timestamp`);
    case 'string':
    case 'symbol':
      return tag(`${node.type}:${node.value}`);
    case 'blob':
      return tag(`blob:${node.base64}`);
    case 'clob':
      return tag(`clob:${Buffer.from(node.bytes).toString('base64')}`);
    case 'list':
    case 'sexp':
      return [tag(node.type), ...node.items.map(summary)];
    case 'struct':
      return [tag('struct'), ...node.fields.map(([name, value]) => [name, summary(value)])];
  }
}

/** The same summary of ion-js's reading: an implementation this project did not write. */
function ionJsSummary(value: dom.Value): unknown {
  const annotations = value.getAnnotations();
  const tag = (text: string) => (annotations.length ? `${annotations.join('::')}::${text}` : text);
  const type = value.getType().name;
  if (value.isNull()) return tag('null');
  switch (type) {
    case 'bool':
      return tag(`bool:${value.booleanValue()}`);
    case 'int':
      return tag(`int:${value.bigIntValue()}`);
    case 'decimal':
      return tag(`decimal:${canonicalNumber(value.decimalValue()!.toString(), 'current')}`);
    case 'float': {
      const n = value.numberValue()!;
      return tag(
        `float:${Number.isNaN(n) ? 'nan' : n === Infinity ? '+inf' : n === -Infinity ? '-inf' : canonicalNumber(String(n), 'current')}`,
      );
    }
    case 'timestamp':
      return tag('timestamp');
    case 'string':
    case 'symbol':
      return tag(`${type}:${value.stringValue()}`);
    case 'blob':
      return tag(`blob:${Buffer.from(value.uInt8ArrayValue()!).toString('base64')}`);
    case 'clob':
      return tag(`clob:${Buffer.from(value.uInt8ArrayValue()!).toString('base64')}`);
    case 'list':
    case 'sexp':
      return [tag(type), ...value.elements().map(ionJsSummary)];
    case 'struct':
      return [tag('struct'), ...value.fields().map(([name, field]) => [name, ionJsSummary(field)])];
  }
  throw new Error(`unexpected ${type}`);
}

const SAMPLES = [
  '$ion_1_0 {Item:{pk:"a",n:42.,d:1.5d-3,e:2d3,f:1.5e3,i:-17,h:0x1F}}',
  "{'quoted field':'quoted symbol', \"string field\": sym, $dollar: true, nul: null.string, t: null}",
  '// a comment\n{ list: [1, 2., "three", [nested]], /* block */ s: (a + b \'c\' -1 +inf), }',
  "{ long: '''first ''' '''second''', esc: \"tab\\t quote\\\" uni\\u00e9 \\U0001F600 hex\\x41\" }",
  'ann::other::{ blob: {{ aGVs bG8= }}, clob: {{ "raw" }}, when: 2026-01-01T12:30:00Z, day: 2026-12-03T }',
  '{ sets: $dynamodb_SS::["a","b"], nums: $dynamodb_NS::[1., 2.5], floats: [nan, +inf, -inf, -0e0] }',
  // Base64 may begin with "//", which inside {{ }} is no comment.
  '{ slashes: {{//A=}}, spaced: {{ //8= }}, set: $dynamodb_BS::[{{//8=}}] }',
];

describe('readIon', () => {
  it.each(SAMPLES)('reads as ion-js reads: %s', (text) => {
    expect(readIon(text).map(summary)).toEqual(loadAll(text).map(ionJsSummary));
  });

  it('reads binary ints and digits grouped with underscores (which ion-js does not)', () => {
    expect(readIon('[1_000, 1_000.5, 0xf_f, 0b101, -0b1_0]').map(summary)).toEqual([
      ['list', 'int:1000', 'decimal:1000.5', 'int:255', 'int:5', 'int:-2'],
    ]);
  });

  it('skips the version marker and local symbol tables at the top level', () => {
    const values = readIon('$ion_1_0 $ion_symbol_table::{symbols:["x"]} {a:1} $ion_1_0 {b:2}');
    expect(values.map(summary)).toEqual([
      ['struct', ['a', 'int:1']],
      ['struct', ['b', 'int:2']],
    ]);
  });

  it.each([
    ['{a:"unterminated', 'an unterminated string'],
    ['{a:1', '"," or "}" expected in a struct'],
    ['[1 2]', '"," or "]" expected in a list'],
    ['{a::}', 'unexpected ":"'],
    ['{a:"bad \\q escape"}', 'a bad escape "\\q"'],
    ['{a:{{not base64!}}}', 'a blob that is not base64'],
    ['{a:12abc}', '"12abc" is no Ion value'],
    ['/* open', 'an unterminated comment'],
  ])('refuses %s: %s', (text, message) => {
    expect(() => readIon(text)).toThrow(IonSyntaxError);
    expect(() => readIon(text)).toThrow(message);
  });
});

const name = fc.oneof(
  fc.constantFrom('pk', 'sk', 'null', 'true', '$x', 'a b', '__proto__'),
  fc.string({ minLength: 1 }),
);
const number = fc
  .tuple(fc.integer({ min: -1e9, max: 1e9 }), fc.integer({ min: 0, max: 6 }))
  .map(([n, scale]) => canonicalNumber(`${n}e-${scale}`, 'current'));
const bytes = fc.uint8Array({ maxLength: 8 }).map((b) => Buffer.from(b).toString('base64'));
const { value } = fc.letrec<{ value: AttributeValue }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    fc.string().map((S) => ({ S })),
    number.map((N) => ({ N })),
    bytes.map((B) => ({ B })),
    fc.boolean().map((BOOL) => ({ BOOL })),
    fc.constant({ NULL: true as const }),
    fc.uniqueArray(fc.string(), { minLength: 1, maxLength: 3 }).map((SS) => ({ SS })),
    fc.uniqueArray(number, { minLength: 1, maxLength: 3 }).map((NS) => ({ NS })),
    fc.array(tie('value'), { maxLength: 3 }).map((L) => ({ L })),
    fc.dictionary(name, tie('value'), { maxKeys: 3 }).map((M) => ({ M })),
  ),
}));

it('reads back every item the Ion export writes', () => {
  fc.assert(
    fc.property(fc.dictionary(name, value, { minKeys: 1, maxKeys: 5 }), (item: AttributeMap) => {
      const [record] = ionRecords(ionLine({ Item: item }));
      // Read back, the item is the one written once checked as a PutItem checks it (numbers canonical).
      const checked = (Item: unknown) => validatePutItem({ TableName: 'items', Item }).Item;
      expect('item' in record && checked(record.item)).toEqual(checked(item));
    }),
  );
});
