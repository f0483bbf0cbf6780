import { describe, expect, it } from 'vitest';
import { compareUtf8, utf8Length, utf8OrderKey } from './utf8.ts';

const encoder = new TextEncoder();

function byteCompare(a: string, b: string): number {
  const x = encoder.encode(a);
  const y = encoder.encode(b);
  for (let i = 0; i < Math.min(x.length, y.length); i++) if (x[i] !== y[i]) return x[i] - y[i];
  return x.length - y.length;
}

describe('UTF-8', () => {
  it('measures bytes like an encoder', () => {
    const long = 'x'.repeat(40);
    for (const text of [
      '',
      'a',
      'é',
      '€',
      '𝄞',
      'a𝄞b€',
      '\uffff',
      '\ud800x',
      long,
      `${long}é𝄞`,
      `é${long}`,
      `${long}\ud800`,
    ]) {
      expect(utf8Length(text)).toBe(encoder.encode(text).length);
    }
  });

  it('measures a string again, or another of the same length, as an encoder would (the last-length memo)', () => {
    const ascii = 'y'.repeat(40);
    const accented = `${'y'.repeat(39)}é`;
    const rebuilt = ['y'.repeat(20), 'y'.repeat(20)].join('');
    for (const text of [ascii, ascii, accented, ascii, rebuilt, accented, accented]) {
      expect(utf8Length(text)).toBe(encoder.encode(text).length);
    }
  });

  it('orders by UTF-8 bytes, not UTF-16 code units', () => {
    // U+FF21 (fullwidth A) is 0xEF 0xBC 0xA1; U+1F600 is 0xF0 …: bytes put the emoji last,
    // while JavaScript's < puts it first (surrogate 0xD83D < 0xFF21).
    const fullwidth = '\uff21';
    const emoji = '😀';
    expect(emoji < fullwidth).toBe(true);
    expect(compareUtf8(emoji, fullwidth)).toBeGreaterThan(0);
    const words = ['z', 'a', emoji, fullwidth, '', 'é', 'ab', '\ue000', '𝄞'];
    const byKey = [...words].sort((a, b) => (utf8OrderKey(a) < utf8OrderKey(b) ? -1 : 1));
    const byBytes = [...words].sort(byteCompare);
    expect(byKey).toEqual(byBytes);
  });

  it('leaves plain strings untouched', () => {
    const text = 'CUSTOMER#42';
    expect(utf8OrderKey(text)).toBe(text);
  });
});
