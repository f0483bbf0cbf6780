/**
 * botocore's parameter validation, which the AWS CLI runs before it sends anything: a value of the
 * wrong type, a missing required member or an unknown one stops the command with "Parameter
 * validation failed:" and one line per problem — the CLI's answer to `--item '{"PK": "x"}'` or
 * `{"PK": {"s": "x"}}`, mistakes DynamoDB would otherwise answer with a SerializationException.
 *
 * The input shapes are the AWS SDK for JavaScript's (its exported `…Input$` schemas, the same
 * service model botocore reads). Those carry no length or range minimums: botocore's "valid min
 * length/value" checks take theirs from botocoreMinimums.ts.
 * As in botocore, AttributeValue is an ordinary structure: setting two of its members, or none, is
 * DynamoDB's to refuse.
 */
import { BOTOCORE_MINIMUMS } from './botocoreMinimums.ts';
import { inputShape, shapeOf, type SchemaRef, type SimpleType, type StructureShape } from './inputShapes.ts';
import { pythonStr, pythonTypeName } from './pythonText.ts';

/** botocore's messages for what is wrong with the request (empty when nothing is). */
export function parameterErrors(operation: string, request: Record<string, unknown>): string[] {
  const input = inputShape(operation);
  if (input === undefined) return [];
  const errors: string[] = [];
  validateStructure(request, input, '', errors);
  return errors;
}

/** The path as botocore names it: `input` at the top, then `.Member`, `[0]`, `.key`. */
const displayName = (name: string) => (name === '' ? 'input' : name.startsWith('.') ? name.slice(1) : name);

function invalidType(errors: string[], name: string, value: unknown, validTypes: string): void {
  errors.push(
    `Invalid type for parameter ${displayName(name)}, value: ${pythonStr(value)}, ` +
      `type: ${pythonTypeName(value)}, valid types: ${validTypes}`,
  );
}

const isDict = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** `minimum`: the member's (botocoreMinimums.ts), checked once the value has the right type. */
function validate(value: unknown, ref: SchemaRef, name: string, errors: string[], minimum?: number): void {
  const shape = shapeOf(ref);
  switch (shape.kind) {
    case 'structure':
      return validateStructure(value, shape, name, errors);
    case 'list':
      if (!Array.isArray(value)) return invalidType(errors, name, value, "<class 'list'>, <class 'tuple'>");
      if (minimum !== undefined && value.length < minimum) tooShort(errors, name, value.length, minimum);
      value.forEach((element, i) => validate(element, shape.member, `${name}[${i}]`, errors));
      return;
    case 'map':
      if (!isDict(value)) return invalidType(errors, name, value, "<class 'dict'>");
      for (const [key, member] of Object.entries(value))
        validate(member, shape.value, `${name}.${key}`, errors);
      return;
    case 'simple':
      if (validateSimple(value, shape.type, name, errors) && minimum !== undefined)
        checkMinimum(value, shape.type, name, minimum, errors);
      return;
  }
}

function tooShort(errors: string[], name: string, length: number, minimum: number): void {
  errors.push(
    `Invalid length for parameter ${displayName(name)}, value: ${length}, valid min length: ${minimum}`,
  );
}

/** botocore's range check: a string's length (Python counts code points) or a number's value. */
function checkMinimum(
  value: unknown,
  type: SimpleType,
  name: string,
  minimum: number,
  errors: string[],
): void {
  if (type === 'string') {
    const length = [...(value as string)].length;
    if (length < minimum) tooShort(errors, name, length, minimum);
  } else if (type === 'number' && Number(value) < minimum) {
    errors.push(
      `Invalid value for parameter ${displayName(name)}, value: ${pythonStr(value)}, valid min value: ${minimum}`,
    );
  }
}

function validateStructure(value: unknown, shape: StructureShape, name: string, errors: string[]): void {
  if (!isDict(value)) return invalidType(errors, name, value, "<class 'dict'>");
  for (const required of shape.required) {
    if (!Object.hasOwn(value, required)) {
      errors.push(`Missing required parameter in ${displayName(name)}: "${required}"`);
    }
  }
  const known: string[] = [];
  for (const key of Object.keys(value)) {
    if (shape.members.includes(key)) known.push(key);
    else {
      errors.push(
        `Unknown parameter in ${displayName(name)}: "${key}", must be one of: ${shape.members.join(', ')}`,
      );
    }
  }
  // The CLI builds the request from its options in the input's member order, whatever the order
  // on the command line; nested values keep the order they were written in.
  if (name === '') known.sort((a, b) => shape.members.indexOf(a) - shape.members.indexOf(b));
  const minimums = BOTOCORE_MINIMUMS[shape.name];
  for (const key of known) {
    const schema = shape.schemas[shape.members.indexOf(key)];
    validate(value[key], schema, `${name}.${key}`, errors, minimums?.[key]);
  }
}

/** Reports a value of the wrong type; true when the type is right. */
function validateSimple(value: unknown, type: SimpleType, name: string, errors: string[]): boolean {
  const before = errors.length;
  if (type === 'string' && typeof value !== 'string') invalidType(errors, name, value, "<class 'str'>");
  // Python's bool is an int, so true passes where an integer belongs.
  else if (type === 'number' && !(Number.isInteger(value) || typeof value === 'boolean')) {
    invalidType(errors, name, value, "<class 'int'>");
  } else if (type === 'boolean' && typeof value !== 'boolean')
    invalidType(errors, name, value, "<class 'bool'>");
  // A timestamp option the console could not read as a date stays a string, as it does in the CLI.
  else if (type === 'timestamp' && typeof value !== 'number') {
    invalidType(errors, name, value, "<class 'datetime.datetime'>, timestamp-string");
  } else if (type === 'blob' && typeof value !== 'string') {
    invalidType(errors, name, value, "<class 'bytes'>, <class 'bytearray'>, file-like object");
  }
  return errors.length === before;
}
