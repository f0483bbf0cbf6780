/**
 * Dates inside a structure option, as botocore reads them: `--incremental-export-specification
 * ExportFromTime=2026-12-01T10:00:00Z,…` (shorthand or JSON) gives the timestamp as text, which
 * botocore accepts where the model has a timestamp and sends as epoch seconds. Top-level date
 * options are read so as they are parsed (optionValues.ts); this does the same for the members
 * below them, by the operation's input shape. Text that is no date stays text, for parameter
 * validation to refuse as botocore does.
 */
import { inputShape, shapeOf, type SchemaRef, type StructureShape } from './inputShapes.ts';
import { timestamp } from './optionValues.ts';

/**
 * Reads every timestamp member given as text as a date, in place: the request's objects are the
 * command's own, freshly parsed, and stay the objects they were (parsed JSON is kept marked as the
 * CLI's OrderedDicts, for botocore's messages: pythonText.ts).
 */
export function readNestedTimestamps(operation: string, request: Record<string, unknown>): void {
  const input = inputShape(operation);
  if (input) readStructure(request, input);
}

function read(value: unknown, ref: SchemaRef): unknown {
  const shape = shapeOf(ref);
  if (shape.kind === 'simple') {
    return shape.type === 'timestamp' && typeof value === 'string' ? timestamp(value) : value;
  }
  if (shape.kind === 'structure') readStructure(value, shape);
  else if (!refHoldsTimestamp(ref)) return value;
  else if (shape.kind === 'list' && Array.isArray(value))
    value.forEach((element, i) => (value[i] = read(element, shape.member)));
  else if (shape.kind === 'map' && isObject(value))
    for (const [key, member] of Object.entries(value)) value[key] = read(member, shape.value);
  return value;
}

function readStructure(value: unknown, shape: StructureShape): void {
  if (!isObject(value) || !holdsTimestamp(shape)) return;
  shape.members.forEach((member, i) => {
    if (Object.hasOwn(value, member)) value[member] = read(value[member], shape.schemas[i]);
  });
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * Whether a shape has a timestamp anywhere below it: most do not (an item's attribute values never
 * do), and those are not walked — the console reads the text on every keystroke.
 */
const known = new WeakMap<StructureShape, boolean>();

function holdsTimestamp(shape: StructureShape): boolean {
  const cached = known.get(shape);
  if (cached !== undefined) return cached;
  // Recursive shapes (AttributeValue holds AttributeValues) meet themselves as "no" while in progress.
  known.set(shape, false);
  const holds = shape.schemas.some(refHoldsTimestamp);
  known.set(shape, holds);
  return holds;
}

function refHoldsTimestamp(ref: SchemaRef): boolean {
  const shape = shapeOf(ref);
  if (shape.kind === 'simple') return shape.type === 'timestamp';
  if (shape.kind === 'structure') return holdsTimestamp(shape);
  return refHoldsTimestamp(shape.kind === 'list' ? shape.member : shape.value);
}
