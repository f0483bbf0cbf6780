/**
 * How wide the item collections' attributes column must be for its widest entry in the whole list,
 * in characters (ItemCollections.tsx turns them into a minimum width while rows are left out of the
 * document). Without it the column is as wide as the rows drawn need: a row with a long value coming
 * into the document would widen the table, and every row on screen would wrap anew.
 *
 * An attribute's name and its value may go on lines of their own (a soft wrap opportunity comes
 * before and after an inline-block, CSS Text 3), so the column needs the widest name and the widest
 * value, not the widest pair. Widths are counted in characters of each part's font: exact for a
 * value cut at the cap, and for monospaced text; an estimate for a shorter value in a proportional
 * font (a character about as wide as the font's "0").
 */
import { typeOf, type AttributeValue, type Item } from '../../client/wireTypes.ts';
import { opensInspector, shownValue } from '../../ui/AttributeCell.tsx';

/** The most characters a value shows before its ellipsis (collections.css, .collections__attributes). */
export const VALUE_CHARS = 40;

export interface AttributeWidths {
  /** The widest name, with its colon (in the names' font). */
  names: number;
  /** The widest value shown in the text font (strings, binaries, sets, lists and maps). */
  text: number;
  /** The widest value shown in the monospaced font (numbers, true/false, null, an empty string). */
  mono: number;
}

/** The widest entry of the attributes column over `items`, leaving out the key attributes (`shownKeys`). */
export function attributeWidths(items: readonly Item[], shownKeys: readonly string[]): AttributeWidths {
  const widths = { names: 0, text: 0, mono: 0 };
  for (const item of items)
    for (const [name, value] of Object.entries(item)) {
      if (shownKeys.includes(name)) continue;
      // The name breaks at its spaces; the colon (collections.css) stays with its last word.
      widths.names = Math.max(widths.names, ...name.split(/\s+/).map((word) => word.length + 1));
      const { chars, mono } = valueWidth(value);
      if (mono) widths.mono = Math.max(widths.mono, chars);
      else widths.text = Math.max(widths.text, chars);
    }
  return widths;
}

/** A value's width in characters as AttributeCell shows it, and whether in the monospaced font (attributes.css). */
function valueWidth(value: AttributeValue): { chars: number; mono: boolean } {
  const type = typeOf(value);
  const { tag, text } = shownValue(value);
  // A type tag: smaller monospaced letters, padded, and a margin after it (attributes.css), about a
  // character more than its letters.
  const chars = text.length + (tag === undefined ? 0 : tag.length + 1);
  const mono =
    type === 'N' || type === 'BOOL' || type === 'NULL' || (type === 'S' && (value as { S: string }).S === '');
  // Lists and maps (a button with a short label) are not cut; every other value is, at VALUE_CHARS.
  return { chars: opensInspector(value) ? chars : Math.min(VALUE_CHARS, chars), mono };
}
