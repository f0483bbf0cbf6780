/**
 * Compiles a shape's constraints (required, length, range, pattern, enum, custom rules) into one
 * checking function that collects Coral-formatted violations. Member paths are Coral's lowerCamel
 * form: `keySchema.1.member.attributeName` for list members (1-based), `queryFilter.a.member.x` for
 * map members. A member reported in the current layer's wording (shapes.ts, BaseRules.layer) is
 * named as the request spells it instead (`RequestItems.t.member.Keys`): that spelling, `wire`, is
 * built only down to such members, and is '' elsewhere. Subtrees without constraints compile to
 * nothing and are never walked.
 */
import { echoValue, pushNamedViolation, pushViolation, renderValue } from './coral.ts';
import type { ErrorList, LengthRules, Shape } from './shapes.ts';
import { indexOfName, lowerFirst } from './shapes.ts';

export type ConstraintCheck = (value: unknown, path: string, wire: string, errors: ErrorList) => void;

const NOT_NULL = 'Member must not be null';

/** Checks a present value against its shape's rules; `undefined` when the shape has none. */
export function compileConstraints(shape: Shape): ConstraintCheck | undefined {
  switch (shape.kind) {
    case 'string':
      return compileString(shape);
    case 'integer':
    case 'long':
      return compileNumber(shape);
    case 'list':
      return compileList(shape);
    case 'map':
      return compileMap(shape);
    case 'structure':
      return compileStructure(shape);
    default:
      return undefined;
  }
}

/** Whether a member of `shape`'s subtree is reported in the current layer's wording. */
function namesAsSent(shape: Shape): boolean {
  if (shape.rules.layer === 'current') return true;
  switch (shape.kind) {
    case 'list':
      return namesAsSent(shape.member);
    case 'map':
      return namesAsSent(shape.value);
    case 'structure':
      return shape.fields.some((field) => namesAsSent(field.shape));
    default:
      return false;
  }
}

/** Pushes a length or range violation; `echo` renders the value, for the older layer's wording. */
type BoundViolation = (
  errors: ErrorList,
  path: string,
  wire: string,
  constraint: string,
  echo: () => string,
) => void;

function boundViolation(shape: Shape): BoundViolation {
  if (shape.rules.layer === 'current') {
    return (errors, _path, wire, constraint) => pushNamedViolation(errors, wire, constraint);
  }
  return (errors, path, _wire, constraint, echo) => pushViolation(errors, echo(), path, constraint);
}

function compileString(shape: Extract<Shape, { kind: 'string' }>): ConstraintCheck | undefined {
  const { pattern, min, max, enum: members, custom } = shape.rules;
  if (pattern === undefined && min === undefined && max === undefined && !members && !custom)
    return undefined;
  const regex = pattern === undefined ? undefined : new RegExp(`^(?:${pattern})$`);
  const enumText = members && `Member must satisfy enum value set: [${members.join(', ')}]`;
  const bound = boundViolation(shape);
  // The last text that matched the pattern: a session names the same few tables request after request.
  let lastMatch: string | undefined;
  return (value, path, wire, errors) => {
    const text = value as string;
    if (regex && text !== lastMatch) {
      if (regex.test(text)) lastMatch = text;
      else pushViolation(errors, text, path, `Member must satisfy regular expression pattern: ${pattern}`);
    }
    if (min !== undefined && text.length < min) {
      bound(errors, path, wire, `Member must have length greater than or equal to ${min}`, () => text);
    }
    if (max !== undefined && text.length > max) {
      bound(errors, path, wire, `Member must have length less than or equal to ${max}`, () => text);
    }
    if (members && !members.includes(text)) pushViolation(errors, text, path, enumText!);
    if (custom) custom(text, path, errors);
  };
}

function compileNumber(shape: Extract<Shape, { kind: 'integer' | 'long' }>): ConstraintCheck | undefined {
  const { min, max } = shape.rules;
  if (min === undefined && max === undefined) return undefined;
  const bound = boundViolation(shape);
  return (value, path, wire, errors) => {
    const n = value as number;
    if (min !== undefined && n < min)
      bound(errors, path, wire, `Member must have value greater than or equal to ${min}`, () => String(n));
    if (max !== undefined && n > max)
      bound(errors, path, wire, `Member must have value less than or equal to ${max}`, () => String(n));
  };
}

function lengthCheck(
  shape: Shape,
  min: number | undefined,
  max: number | undefined,
  size: (value: unknown) => number,
) {
  const bound = boundViolation(shape);
  return (value: unknown, path: string, wire: string, errors: ErrorList) => {
    const length = size(value);
    if (min !== undefined && length < min) {
      const text = `Member must have length greater than or equal to ${min}`;
      bound(errors, path, wire, text, () => renderValue(shape, value));
    }
    if (max !== undefined && length > max) {
      const text = `Member must have length less than or equal to ${max}`;
      bound(errors, path, wire, text, () => renderValue(shape, value));
    }
  };
}

/** How a member of a list or map is checked: null members fail `required`, present ones their shape. */
function compileMember(member: Shape): ConstraintCheck | undefined {
  const inner = compileConstraints(member);
  const required = member.rules.required === true;
  if (!inner && !required) return undefined;
  return (value, path, wire, errors) => {
    if (value === null || value === undefined) {
      if (required) pushViolation(errors, null, path, NOT_NULL);
    } else if (inner) inner(value, path, wire, errors);
  };
}

function compileList(shape: Extract<Shape, { kind: 'list' }>): ConstraintCheck | undefined {
  const { min, max } = shape.rules;
  const member = compileMember(shape.member);
  if (min === undefined && max === undefined && !member) return undefined;
  const length = lengthCheck(shape, min, max, (value) => (value as unknown[]).length);
  const wired = namesAsSent(shape.member);
  return (value, path, wire, errors) => {
    length(value, path, wire, errors);
    if (!member) return;
    const elements = value as unknown[];
    for (let i = 0; i < elements.length; i++) {
      const at = `.${i + 1}.member`;
      member(elements[i], path + at, wired ? wire + at : '', errors);
    }
  };
}

/**
 * A map's own length, its keys, and — when the values are lists — their lengths, which Coral reports
 * for the whole map ("Map value must satisfy constraint: [...]") instead of at each value's path.
 * Then each value's members, at `path.key.member`.
 */
function compileMap(shape: Extract<Shape, { kind: 'map' }>): ConstraintCheck | undefined {
  const { min, max, keys } = shape.rules;
  const valueLength = shape.value.kind === 'list' ? lengthConstraints(shape.value.rules) : [];
  const member = compileMember(valueLength.length > 0 ? withoutLength(shape.value) : shape.value);
  if (min === undefined && max === undefined && !keys && valueLength.length === 0 && !member)
    return undefined;
  const length = lengthCheck(shape, min, max, (value) => Object.keys(value as object).length);
  const keysText = keys && `Map keys must satisfy constraint: [${keys.constraints.join(', ')}]`;
  const valuesText = `Map value must satisfy constraint: [${valueLength.map((rule) => rule.text).join(', ')}]`;
  const wired = namesAsSent(shape.value);
  return (value, path, wire, errors) => {
    length(value, path, wire, errors);
    const entries = value as Record<string, unknown>;
    const names = Object.keys(entries);
    if (keys && !names.every(keys.accepts)) pushViolation(errors, echoValue(shape, value), path, keysText!);
    if (valueLength.length > 0 && names.some((name) => breaksLength(entries[name], valueLength))) {
      pushViolation(errors, echoValue(shape, value), path, valuesText);
    }
    if (!member) return;
    for (const name of names) {
      const at = `.${name}.member`;
      member(entries[name], path + at, wired ? wire + at : '', errors);
    }
  };
}

interface LengthConstraint {
  text: string;
  breaks: (length: number) => boolean;
}

/** Coral lists a collection's maximum before its minimum. */
function lengthConstraints({ min, max }: LengthRules): LengthConstraint[] {
  const rules: LengthConstraint[] = [];
  if (max !== undefined)
    rules.push({ text: `Member must have length less than or equal to ${max}`, breaks: (n) => n > max });
  if (min !== undefined)
    rules.push({ text: `Member must have length greater than or equal to ${min}`, breaks: (n) => n < min });
  return rules;
}

/**
 * A null list counts as an empty one. DynamoDB's answer to `{"RequestItems": {"t": null}}` is not
 * recorded; this is the nearest recorded one (an empty list), and it keeps the null out of the
 * operation, which reads every list it is given.
 */
function breaksLength(value: unknown, rules: readonly LengthConstraint[]): boolean {
  const length = Array.isArray(value) ? value.length : value === null ? 0 : undefined;
  return length !== undefined && rules.some((rule) => rule.breaks(length));
}

function withoutLength(list: Shape): Shape {
  return { ...list, rules: { ...list.rules, min: undefined, max: undefined } } as Shape;
}

function compileStructure(shape: Extract<Shape, { kind: 'structure' }>): ConstraintCheck | undefined {
  const fields = shape.fields.flatMap((field) => {
    const check = compileConstraints(field.shape);
    const required = field.shape.rules.required === true;
    const wired = namesAsSent(field.shape);
    return check || required
      ? [{ name: field.name, path: lowerFirst(field.name), check, required, wired }]
      : [];
  });
  if (fields.length === 0) return undefined;
  const names = fields.map((field) => field.name);
  const requiredCount = fields.filter((field) => field.required).length;

  /** Every field in the shape's order, the order Coral lists violations in. */
  const checkInOrder = (
    record: Record<string, unknown>,
    prefix: string,
    wirePrefix: string,
    errors: ErrorList,
  ) => {
    for (const field of fields) {
      const member = record[field.name];
      if (member === undefined) {
        if (field.required) pushViolation(errors, null, prefix + field.path, NOT_NULL);
      } else if (field.check) {
        field.check(member, prefix + field.path, field.wired ? wirePrefix + field.name : '', errors);
      }
    }
  };

  return (value, path, wire, errors) => {
    const record = value as Record<string, unknown>;
    const prefix = path === '' ? '' : `${path}.`;
    const wirePrefix = wire === '' ? '' : `${wire}.`;
    // The fields the request has (a few of up to twenty), in its own order: when all is well, as it
    // nearly always is, that is the whole check. A violation is listed again in the shape's order.
    const before = errors.length;
    let required = 0;
    for (const name in record) {
      const i = indexOfName(names, name);
      const member = record[name];
      if (i < 0 || member === undefined) continue;
      const field = fields[i];
      if (field.required) required++;
      // Top-level fields (no prefix) skip the string concatenation: paths are only read on a violation.
      if (field.check) {
        const at = prefix === '' ? field.path : prefix + field.path;
        field.check(member, at, field.wired ? wirePrefix + field.name : '', errors);
      }
    }
    if (required === requiredCount && errors.length === before) return;
    errors.length = before;
    checkInOrder(record, prefix, wirePrefix, errors);
  };
}
