/**
 * Reading Amazon Ion for ImportTable: every top-level value of the text is one record, a struct
 * whose `Item` is the item (the shape an ION export writes, ionText.ts). Ion's types map onto
 * DynamoDB's as the export maps them, read back: strings and symbols are S, decimals, ints and
 * floats N, blobs and clobs B, bools BOOL, any null NULL, structs M, lists L — or a set when
 * annotated `$dynamodb_SS`, `$dynamodb_NS` or `$dynamodb_BS`. ion-js parses the text, in any of
 * Ion's text forms (comments, quoted symbols, long strings) a hand-written file may use.
 */
import { IonTypes, loadAll, type dom } from 'ion-js';
import { base64OfBytes } from '../bytes.ts';
import type { AttributeValue } from '../../values/types.ts';
import { SET_ANNOTATIONS } from './ionText.ts';
import { recordItem, type SourceRecord } from './sourceRecord.ts';

type IonValue = dom.Value;

/**
 * One record per top-level value; throws only when the text is no Ion at all. A record holding a
 * value DynamoDB has no type for (a timestamp, an s-expression) is that record's error alone.
 */
export function ionRecords(text: string): SourceRecord[] {
  return loadAll(text).map((value) => {
    try {
      return recordItem(value.getType() === IonTypes.STRUCT ? recordOf(value) : null);
    } catch (error) {
      if (error instanceof TypeError) return { error: error.message };
      throw error;
    }
  });
}

function recordOf(struct: IonValue): Record<string, unknown> {
  const record: Record<string, unknown> = Object.create(null);
  for (const [name, value] of struct.fields()) {
    record[name] = value.getType() === IonTypes.STRUCT ? mapOf(value) : null;
  }
  return record;
}

function mapOf(struct: IonValue): Record<string, AttributeValue> {
  const map: Record<string, AttributeValue> = Object.create(null);
  for (const [name, value] of struct.fields()) map[name] = attributeOf(value);
  return map;
}

/** Ion → DynamoDB JSON; an Ion type DynamoDB has no use for is a TypeError: the record's error. */
function attributeOf(value: IonValue): AttributeValue {
  if (value.isNull()) return { NULL: true };
  const type = value.getType();
  if (type === IonTypes.STRING || type === IonTypes.SYMBOL) return { S: value.stringValue()! };
  if (type === IonTypes.BOOL) return { BOOL: value.booleanValue()! };
  if (type === IonTypes.INT) return { N: value.bigIntValue()!.toString() };
  if (type === IonTypes.DECIMAL) return { N: value.decimalValue()!.toString() };
  if (type === IonTypes.FLOAT) return { N: String(value.numberValue()) };
  if (type === IonTypes.BLOB || type === IonTypes.CLOB) return { B: base64OfBytes(value.uInt8ArrayValue()!) };
  if (type === IonTypes.STRUCT) return { M: mapOf(value) };
  if (type === IonTypes.LIST) {
    const elements = value.elements();
    const annotation = value.getAnnotations()[0];
    if (annotation === SET_ANNOTATIONS.SS)
      return { SS: elements.map((e) => attributeOf(e)).map(textOf('S')) };
    if (annotation === SET_ANNOTATIONS.NS)
      return { NS: elements.map((e) => attributeOf(e)).map(textOf('N')) };
    if (annotation === SET_ANNOTATIONS.BS)
      return { BS: elements.map((e) => attributeOf(e)).map(textOf('B')) };
    return { L: elements.map(attributeOf) };
  }
  throw new TypeError(`Ion ${type.name} values have no DynamoDB type`);
}

/** A set member must be of the set's type; anything else is reported as DynamoDB reports a bad set. */
function textOf(type: 'S' | 'N' | 'B') {
  return (value: AttributeValue): string => {
    const text = (value as Record<string, unknown>)[type];
    if (typeof text !== 'string')
      throw new TypeError(`A $dynamodb_${type}S set may hold only ${type} values`);
    return text;
  };
}
