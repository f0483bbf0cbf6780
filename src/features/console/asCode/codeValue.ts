/**
 * A request's JSON read against its operation's input shape, so each code generator knows what the
 * wire's plain JSON cannot say: which strings are binary (base64 on the wire, bytes in an SDK) and
 * which numbers are timestamps (epoch seconds on the wire, a date in an SDK). Members the shape does
 * not know, or values that do not fit it (a request DynamoDB refused), are read by their JSON type,
 * so even a malformed request can be shown as code.
 */
import { inputShape, shapeOf, type SchemaRef, type Shape, type StructureShape } from '../cli/inputShapes.ts';

export type CodeValue =
  | { kind: 'string'; value: string }
  | { kind: 'number'; value: number }
  | { kind: 'boolean'; value: boolean }
  | { kind: 'null' }
  | { kind: 'blob'; base64: string }
  | { kind: 'timestamp'; seconds: number }
  | { kind: 'list'; items: CodeValue[] }
  /** A structure (named by the service model, e.g. AttributeValue) or a map, in the request's order. */
  | { kind: 'object'; entries: [string, CodeValue][]; structure?: string }
  /** Code as it stands, e.g. a Python int too long for a JavaScript number. */
  | { kind: 'code'; code: string }
  /** Code around a value, e.g. `new Set(` a list `)`: laid out as the value is. */
  | { kind: 'wrapped'; before: string; value: CodeValue; after: string };

export type CodeObject = Extract<CodeValue, { kind: 'object' }>;

/** The request's members, typed by the operation's input shape (by JSON alone for an unknown operation). */
export function requestValue(operation: string, request: Record<string, unknown>): CodeObject {
  const shape = inputShape(operation);
  return objectValue(request, (name) => shape && memberRef(shape, name));
}

function memberRef(shape: StructureShape, name: string): SchemaRef | undefined {
  const index = shape.members.indexOf(name);
  return index < 0 ? undefined : shape.schemas[index];
}

function codeValue(value: unknown, ref: SchemaRef | undefined): CodeValue {
  const shape: Shape | undefined = ref === undefined ? undefined : shapeOf(ref);
  if (Array.isArray(value)) {
    const member = shape?.kind === 'list' ? shape.member : undefined;
    return { kind: 'list', items: value.map((item) => codeValue(item, member)) };
  }
  if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (shape?.kind === 'map') return objectValue(record, () => shape.value);
    if (shape?.kind === 'structure') {
      return { ...objectValue(record, (name) => memberRef(shape, name)), structure: shape.name };
    }
    return objectValue(record, () => undefined);
  }
  if (typeof value === 'string') {
    if (shape?.kind === 'simple' && shape.type === 'blob') return { kind: 'blob', base64: value };
    return { kind: 'string', value };
  }
  if (typeof value === 'number') {
    if (shape?.kind === 'simple' && shape.type === 'timestamp') return { kind: 'timestamp', seconds: value };
    return { kind: 'number', value };
  }
  if (typeof value === 'boolean') return { kind: 'boolean', value };
  return { kind: 'null' };
}

function objectValue(
  record: Record<string, unknown>,
  refOf: (name: string) => SchemaRef | undefined,
): CodeObject {
  return {
    kind: 'object',
    entries: Object.entries(record).map(([name, member]) => [name, codeValue(member, refOf(name))]),
  };
}

/** The bytes of a wire blob; undefined when the text is not base64 (a refused request's). */
export function blobBytes(base64: string): Uint8Array | undefined {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64) || base64.length % 4 === 1) return undefined;
  try {
    return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  } catch {
    return undefined;
  }
}

/** The bytes as text when they are UTF-8 with no control characters but newline and tab. */
export function readableText(bytes: Uint8Array): string | undefined {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    return undefined;
  }
  return /(?![\n\t])\p{Cc}/u.test(text) ? undefined : text;
}

/** A timestamp as ISO 8601 in UTC, milliseconds only when it has them (2026-11-30T10:00:00Z). */
export function isoTimestamp(seconds: number): string {
  return new Date(seconds * 1000).toISOString().replace('.000Z', 'Z');
}
