/**
 * Items as Amazon Ion text, the way DynamoDB writes an ION export (S3DataExport.Output.html): one
 * line per item, `$ion_1_0 {Item:{…}}`. Numbers are Ion decimals (`103.`, `1.5`), binaries blobs
 * (`{{aGk=}}`), sets lists annotated `$dynamodb_SS::`, `$dynamodb_NS::` or `$dynamodb_BS::`, maps
 * structs and NULL Ion's `null`. Writing is plain string building (the shapes are few and fixed);
 * reading an import's Ion goes through ion-js (ionItems.ts), since learners' files may use any of
 * Ion's text forms.
 */
import type { AttributeMap, AttributeValue } from '../../values/types.ts';

export const ION_VERSION_MARKER = '$ion_1_0';
export const SET_ANNOTATIONS = { SS: '$dynamodb_SS', NS: '$dynamodb_NS', BS: '$dynamodb_BS' } as const;

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;
/** Identifiers Ion reads as values, not symbols: such a field name must be quoted. */
const KEYWORDS = new Set(['true', 'false', 'null', 'nan']);

/** A struct field name: a bare symbol when Ion allows one, otherwise a string (JSON's escapes are Ion's). */
function fieldName(name: string): string {
  return IDENTIFIER.test(name) && !KEYWORDS.has(name) && !name.startsWith('$') ? name : JSON.stringify(name);
}

/** A DynamoDB number (canonical text: no exponent) as an Ion decimal: an integer needs its point. */
function decimal(number: string): string {
  return number.includes('.') ? number : `${number}.`;
}

function blob(base64: string): string {
  return `{{${base64}}}`;
}

export function ionValue(value: AttributeValue): string {
  if ('S' in value) return JSON.stringify(value.S);
  if ('N' in value) return decimal(value.N);
  if ('B' in value) return blob(value.B);
  if ('BOOL' in value) return value.BOOL ? 'true' : 'false';
  if ('NULL' in value) return 'null';
  if ('M' in value) return ionStruct(value.M);
  if ('L' in value) return `[${value.L.map(ionValue).join(',')}]`;
  if ('SS' in value) return `${SET_ANNOTATIONS.SS}::[${value.SS.map((s) => JSON.stringify(s)).join(',')}]`;
  if ('NS' in value) return `${SET_ANNOTATIONS.NS}::[${value.NS.map(decimal).join(',')}]`;
  return `${SET_ANNOTATIONS.BS}::[${value.BS.map(blob).join(',')}]`;
}

export function ionStruct(map: AttributeMap): string {
  return `{${Object.keys(map)
    .map((name) => `${fieldName(name)}:${ionValue(map[name])}`)
    .join(',')}}`;
}

/** One line of an Ion export: the version marker, then the record's fields. */
export function ionLine(record: Record<string, AttributeMap>): string {
  const fields = Object.keys(record).map((name) => `${name}:${ionStruct(record[name])}`);
  return `${ION_VERSION_MARKER} {${fields.join(',')}}`;
}
