/**
 * Compiles a shape into its JSON type check: the first value of the wrong JSON type raises
 * DynamoDB's SerializationException. The check returns the request as the engine will see it:
 * known fields only (DynamoDB ignores unknown ones), `null` fields absent, booleans and integers
 * converted. Maps and lists come back as they were when nothing changed.
 */
import { serialization } from '../../errors.ts';
import { readAttributeMap, readAttributeValue } from './attributeValueType.ts';
import { readBoolean, readDouble, readInteger, readLong, readString, readTimestamp } from './scalars.ts';
import type { Shape } from './shapes.ts';
import { indexOfName, javaClassOf } from './shapes.ts';

export type TypeCheck = (value: unknown) => unknown;
type Position = 'field' | 'value';

const hasOwn = Object.prototype.hasOwnProperty;

export function compileTypeCheck(shape: Shape, position: Position = 'field'): TypeCheck {
  switch (shape.kind) {
    case 'string':
      return readString;
    case 'boolean':
      return readBoolean;
    case 'timestamp':
      return readTimestamp;
    case 'integer':
      return readInteger;
    case 'long':
      return readLong;
    case 'double':
      return readDouble;
    case 'attributeValue':
      return (value) => readAttributeValue(value, position, 1);
    case 'list':
      return nested(position, compileList(shape.member));
    case 'map':
      return nested(
        position,
        shape.value.kind === 'attributeValue' ? (value) => readAttributeMap(value, 1) : compileMap(shape),
      );
    case 'structure':
      return compileStructure(shape, position);
  }
}

/**
 * Coral's reflection fails on a scalar where a list or map sits inside another list or map (a map of
 * lists, a list of maps): it answers with the JVM's ClassCastException text (recorded in
 * architect/dynalite's test/helpers.js).
 */
const NESTED_COLLECTION_CAST =
  'class sun.reflect.generics.reflectiveObjects.ParameterizedTypeImpl cannot be cast to class java.lang.Class ' +
  "(sun.reflect.generics.reflectiveObjects.ParameterizedTypeImpl and java.lang.Class are in module java.base of loader 'bootstrap')";

function nested(position: Position, check: TypeCheck): TypeCheck {
  if (position === 'field') return check;
  return (value) => {
    if (typeof value !== 'object') throw serialization(NESTED_COLLECTION_CAST);
    return check(value);
  };
}

/**
 * A null member of a list or map stays null (Coral keeps it and the constraints report it), except a
 * null structure, which reads as an empty one so that its required members are reported.
 */
function nullMemberOf(member: Shape, element: TypeCheck): () => unknown {
  return member.kind === 'structure' ? () => element({}) : () => null;
}

function compileList(member: Shape): TypeCheck {
  const element = compileTypeCheck(member, 'value');
  const nullMember = nullMemberOf(member, element);
  return (value) => {
    if (!Array.isArray(value)) {
      if (typeof value === 'object')
        throw serialization('Start of structure or map found where not expected');
      throw serialization('Unexpected field type');
    }
    let copy: unknown[] | undefined;
    for (let i = 0; i < value.length; i++) {
      const item = value[i];
      const checked = item === null || item === undefined ? nullMember() : element(item);
      if (checked !== item) (copy ??= value.slice())[i] = checked;
    }
    return copy ?? value;
  };
}

function compileMap(shape: Extract<Shape, { kind: 'map' }>): TypeCheck {
  const element = compileTypeCheck(shape.value, 'value');
  const nullMember = nullMemberOf(shape.value, element);
  const arrayMessage = `Unrecognized collection type ${javaClassOf(shape)}`;
  return (value) => {
    if (typeof value !== 'object' || value === null) throw serialization('Unexpected field type');
    if (Array.isArray(value)) throw serialization(arrayMessage);
    const source = value as Record<string, unknown>;
    let copy: Record<string, unknown> | undefined;
    for (const key in source) {
      const item = source[key];
      const checked = item === null || item === undefined ? nullMember() : element(item);
      if (copy === undefined && checked !== item) {
        copy = Object.create(null) as Record<string, unknown>;
        for (const earlier in source) {
          if (earlier === key) break;
          copy[earlier] = source[earlier];
        }
      }
      if (copy !== undefined) copy[key] = checked;
    }
    return copy ?? source;
  };
}

function compileStructure(shape: Extract<Shape, { kind: 'structure' }>, position: Position): TypeCheck {
  const names = shape.fields.map((field) => field.name);
  const checks = shape.fields.map((field) => compileTypeCheck(field.shape, 'field'));
  const scalarMessage = position === 'value' ? 'Unexpected value type in payload' : 'Unexpected field type';
  const arrayMessage = `Unrecognized collection type class ${javaClassOf(shape)}`;

  /** Every field in the shape's order: the first wrong type in that order is the error. */
  const copyKnownFields = (source: Record<string, unknown>) => {
    const out: Record<string, unknown> = {};
    for (let i = 0; i < names.length; i++) {
      const name = names[i];
      if (!hasOwn.call(source, name)) continue;
      const field = source[name];
      if (field !== null && field !== undefined) out[name] = checks[i](field);
    }
    return out;
  };

  /**
   * The common request names only fields of its shape, none null, each of the right type. Walking the
   * fields it has (two or three of up to twenty) is then the fast way to copy it; anything else — an
   * unknown or null field, a conversion, an error — takes the ordered copy. A copy either way: the
   * validators assign normalised members to the request, and the caller's object stays as it was.
   */
  const copyOwnFields = (source: Record<string, unknown>) => {
    const out: Record<string, unknown> = {};
    try {
      for (const key in source) {
        const i = indexOfName(names, key);
        const field = source[key];
        if (i < 0 || field === null || field === undefined) return undefined;
        const checked = checks[i](field);
        if (checked !== field) return undefined;
        out[key] = field;
      }
      return out;
    } catch {
      return undefined;
    }
  };

  return (value) => {
    if (typeof value !== 'object' || value === null) throw serialization(scalarMessage);
    if (Array.isArray(value)) throw serialization(arrayMessage);
    const source = value as Record<string, unknown>;
    return copyOwnFields(source) ?? copyKnownFields(source);
  };
}
