/**
 * What every write checks against a table's vector indexes, in index-name order, before anything
 * changes (the PutItem API reference: the vector must be a list of numbers of the index's
 * dimensions, each fitting a 32-bit float; search-schema attributes must have their declared
 * types). An item without the vector or a search-schema attribute is fine: it is simply not indexed.
 *
 * Messages as captured against DynamoDB in August 2026 (nubo-db/dynamodb-conformance
 * tests/tier3/error-messages/vectorWrites.test.ts; nubo-db/dynoxide, ExtendDB/extenddb), in the
 * wording from before DynamoDB's later rewording, as the sandbox's other messages are.
 */
import { validation } from '../errors.ts';
import { emptyIndexKey, isEmptyKeyValue } from '../storage/emptyKeyValues.ts';
import type { Table } from '../storage/table.ts';
import { byCodeUnits } from '../values/codeUnitOrder.ts';
import { parseNumber } from '../values/number.ts';
import { getAttribute, typeOf, type AttributeMap } from '../values/types.ts';
import { MAX_FLOAT32, type VectorIndex } from './vectorIndex.ts';

/**
 * `before`: for an update, the item it started from. DynamoDB then judges only the values the update
 * changes, so an item the backfill left out for its old vector can still be updated otherwise
 * (ExtendDB/extenddb, measured 2026-08-14); an update keeps an unchanged value as the same object.
 */
export function checkVectorValues(table: Table, item: AttributeMap, before?: AttributeMap): void {
  const indexes = table.vectorIndexes!;
  const ordered = indexes.length < 2 ? indexes : [...indexes].sort((a, b) => byCodeUnits(a.name, b.name));
  const changed = (name: string) =>
    before === undefined || getAttribute(before, name) !== getAttribute(item, name);
  for (const index of ordered) {
    if (index.status === 'DELETING') continue;
    if (changed(index.vectorAttribute)) checkVector(index, item);
    checkSearchSchemaValues(index, item, changed);
  }
}

function checkVector(index: VectorIndex, item: AttributeMap): void {
  const name = index.vectorAttribute;
  const value = getAttribute(item, name);
  if (value === undefined) return;
  const invalid = (problem: string) => invalidValue(`${problem} IndexName: ${index.name}`);
  if (!('L' in value)) {
    throw invalid(`Invalid type for parameter ${name}, Expected: 32-bit floating point number list`);
  }
  value.L.forEach((element, i) => {
    if (!('N' in element)) {
      throw invalid(
        `Invalid type for parameter ${name}[${i}], Expected: 32-bit floating point number, Actual: ${typeOf(element)}.`,
      );
    }
    if (Math.abs(Number(element.N)) > MAX_FLOAT32) {
      throw invalid(
        `Invalid value for parameter ${name}[${i}], Value: ${javaScientific(element.N)} is outside valid range [-3.4028235E38, 3.4028235E38].`,
      );
    }
  });
  if (value.L.length !== index.dimensions) {
    throw invalid(
      `Invalid size for parameter ${name}, Expected: ${index.dimensions}, Actual: ${value.L.length}`,
    );
  }
}

function checkSearchSchemaValues(
  index: VectorIndex,
  item: AttributeMap,
  changed: (name: string) => boolean,
): void {
  for (const attribute of index.searchSchema) {
    const value = getAttribute(item, attribute.name);
    if (value === undefined || !changed(attribute.name)) continue;
    const actual = typeOf(value);
    if (actual !== attribute.type) {
      throw invalidValue(
        `Attribute '${attribute.name}' type mismatch. Expected: ${attribute.type}, Actual: ${actual}. IndexName: ${index.name}`,
      );
    }
    if (attribute.role === 'HASH' && isEmptyKeyValue(value))
      throw emptyIndexKey(index.name, attribute.name, actual);
  }
}

/** These messages start with a full stop where the secondary-index ones have a colon. */
const invalidValue = (detail: string) => validation(`One or more parameter values were invalid. ${detail}`);

/** A number as Java's BigDecimal writes one this large: `3.5E+38`. */
function javaScientific(text: string): string {
  const { negative, digits, exponent } = parseNumber(text);
  const mantissa = digits.length > 1 ? `${digits[0]}.${digits.slice(1)}` : digits;
  const power = exponent - 1;
  return `${negative ? '-' : ''}${mantissa}E${power >= 0 ? '+' : ''}${power}`;
}
