import { describe, expect, it } from 'vitest';
import { encodeTuple } from '../storage/tupleKey.ts';
import { numberOrderKey } from '../values/number.ts';
import { utf8OrderKey } from '../values/utf8.ts';
import { displayKey, displaySortKey } from './keyDisplay.ts';

describe('displayKey', () => {
  it('turns order-encoded strings and numbers back into their values', () => {
    expect(displayKey(utf8OrderKey('USER#1 \u{1F600} \uFFFD'), [{ name: 'pk', type: 'S' }])).toBe(
      'USER#1 \u{1F600} \uFFFD',
    );
    for (const number of ['0', '42', '150', '0.5', '1.5', '-7', '-0.025', '123456789012345678901234567890']) {
      expect(displayKey(numberOrderKey(number), [{ name: 'n', type: 'N' }])).toBe(number);
    }
  });

  it('shows binary keys as base64 and multi-attribute keys joined', () => {
    expect(displayKey('\u0001\u00ff', [{ name: 'b', type: 'B' }])).toBe('Af8=');
    const tuple = encodeTuple([utf8OrderKey('EU'), numberOrderKey('2026')]);
    expect(
      displayKey(tuple, [
        { name: 'region', type: 'S' },
        { name: 'year', type: 'N' },
      ]),
    ).toBe('EU | 2026');
  });

  it("shows a sort key where a split divided a collection: the table's, or an index entry's tuple", () => {
    expect(displaySortKey(numberOrderKey('17'), [{ name: 'n', type: 'N' }], false)).toBe('17');
    // An index entry of a table keyed (pk, sk), one index sort key: (score, pk, sk).
    const entry = encodeTuple([numberOrderKey('99'), utf8OrderKey('USER#1'), utf8OrderKey('GAME#2')]);
    const attributes = [
      { name: 'score', type: 'N' },
      { name: 'pk', type: 'S' },
      { name: 'sk', type: 'S' },
    ] as const;
    expect(displaySortKey(entry, attributes, true)).toBe('99 | USER#1 | GAME#2');
    // An index without a sort key on a table without one: the tuple holds the table's key alone.
    expect(displaySortKey(encodeTuple([utf8OrderKey('a')]), [{ name: 'id', type: 'S' }], true)).toBe('a');
  });
});
