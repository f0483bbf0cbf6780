/**
 * Reading Amazon Ion for ImportTable: every top-level value of the text is one record, a struct
 * whose `Item` is the item (the shape an ION export writes, ionText.ts). Ion's types map onto
 * DynamoDB's as the export maps them, read back: strings and symbols are S, decimals, ints and
 * floats N, blobs and clobs B, bools BOOL, any null NULL, structs M, lists L — or a set when
 * annotated `$dynamodb_SS`, `$dynamodb_NS` or `$dynamodb_BS`. The text is read by ionReader.ts.
 */
import { base64OfBytes } from '../bytes.ts';
import type { AttributeValue } from '../../values/types.ts';
import { readIonUntilError, type IonNode } from './ionReader.ts';
import { SET_ANNOTATIONS } from './ionText.ts';
import { recordItem, REST_SKIPPED, type SourceRecord } from './sourceRecord.ts';

/**
 * One record per top-level value. A record holding a value DynamoDB has no type for (a timestamp,
 * an s-expression) is that record's error alone; where the text stops being Ion, one last record
 * says so, and what follows is not read (importSources.ts: a malformed object).
 */
export function ionRecords(text: string): SourceRecord[] {
  const { values, error } = readIonUntilError(text);
  const records = values.map((value): SourceRecord => {
    try {
      return recordItem(value.type === 'struct' ? recordOf(value.fields) : null);
    } catch (error) {
      if (error instanceof TypeError) return { error: error.message };
      throw error;
    }
  });
  if (error) records.push({ error: `The object is not valid ION (${error.message}): ${REST_SKIPPED}` });
  return records;
}

function recordOf(fields: [string, IonNode][]): Record<string, unknown> {
  const record: Record<string, unknown> = Object.create(null);
  for (const [name, value] of fields) record[name] = value.type === 'struct' ? mapOf(value.fields) : null;
  return record;
}

function mapOf(fields: [string, IonNode][]): Record<string, AttributeValue> {
  const map: Record<string, AttributeValue> = Object.create(null);
  for (const [name, value] of fields) map[name] = attributeOf(value);
  return map;
}

/** Ion → DynamoDB JSON; an Ion type DynamoDB has no use for is a TypeError: the record's error. */
function attributeOf(value: IonNode): AttributeValue {
  switch (value.type) {
    case 'null':
      return { NULL: true };
    case 'string':
    case 'symbol':
      return { S: value.value };
    case 'bool':
      return { BOOL: value.value };
    case 'int':
    case 'decimal':
    case 'float':
      // The number's own check (38 digits, range) refuses what DynamoDB cannot hold, nan and inf too.
      return { N: value.text };
    case 'blob':
      return { B: value.base64 };
    case 'clob':
      return { B: base64OfBytes(value.bytes) };
    case 'struct':
      return { M: mapOf(value.fields) };
    case 'list': {
      const annotation = value.annotations[0];
      if (annotation === SET_ANNOTATIONS.SS) return { SS: value.items.map(memberOf('S')) };
      if (annotation === SET_ANNOTATIONS.NS) return { NS: value.items.map(memberOf('N')) };
      if (annotation === SET_ANNOTATIONS.BS) return { BS: value.items.map(memberOf('B')) };
      return { L: value.items.map(attributeOf) };
    }
    default:
      throw new TypeError(`Ion ${value.type} values have no DynamoDB type`);
  }
}

/** A set member must be of the set's type; anything else is reported as DynamoDB reports a bad set. */
function memberOf(type: 'S' | 'N' | 'B') {
  return (node: IonNode): string => {
    const text = (attributeOf(node) as Record<string, unknown>)[type];
    if (typeof text !== 'string')
      throw new TypeError(`A $dynamodb_${type}S set may hold only ${type} values`);
    return text;
  };
}
