/**
 * Coral's constraint-violation messages: "Value 'x' at 'path' failed to satisfy constraint: …",
 * joined under "N validation error(s) detected: ". Coral lists at most ten violations and counts
 * only the ones it lists (recorded in architect/dynalite's createTable tests). Values are echoed
 * the way Java's toString renders them: lists as `[a, b]`, maps as `{k=v}`, structures as
 * `KeySchemaElement(attributeName=a, keyType=HASH)`. DynamoDB's current layer words some members'
 * violations apart (pushNamedViolation, pushUnnamedViolation, echoValue).
 */
import { validation } from '../../errors.ts';
import type { ErrorList, Shape } from './shapes.ts';
import { lowerFirst } from './shapes.ts';

export const MAX_LISTED_ERRORS = 10;

export function pushViolation(
  errors: ErrorList,
  rendered: string | null,
  path: string,
  constraint: string,
): void {
  if (errors.length >= MAX_LISTED_ERRORS) return;
  const value = rendered === null ? 'null' : `'${rendered}'`;
  errors.push(`Value ${value} at '${path}' failed to satisfy constraint: ${constraint}`);
}

/**
 * A length or range violation in the current layer's wording (shapes.ts, BaseRules.layer): the member
 * named as the request spells it, and no value.
 */
export function pushNamedViolation(errors: ErrorList, wirePath: string, constraint: string): void {
  if (errors.length >= MAX_LISTED_ERRORS) return;
  errors.push(`Value at '${wirePath}' failed to satisfy constraint: ${constraint}`);
}

/**
 * A violation in the current layer's generic wording, which names neither the member nor its value
 * (the item writes' ReturnValues, validation/itemWriteConstraints.ts).
 */
export function unnamedViolation(constraint: string): string {
  return `Failed to satisfy constraint: ${constraint}`;
}

export function pushUnnamedViolation(errors: ErrorList, constraint: string): void {
  if (errors.length >= MAX_LISTED_ERRORS) return;
  errors.push(unnamedViolation(constraint));
}

/** The ValidationException for collected violations. */
export function violationsError(errors: ErrorList): Error {
  const count = errors.length;
  return validation(`${count} validation error${count === 1 ? '' : 's'} detected: ${errors.join('; ')}`);
}

/** One violation, phrased as Coral phrases a lone constraint failure. */
export function singleViolation(message: string): Error {
  return validation(`1 validation error detected: ${message}`);
}

/** A value as a violation echoes it: as JSON in the current layer, as Java's toString in the older. */
export function echoValue(shape: Shape, value: unknown): string {
  return shape.rules.layer === 'current' ? JSON.stringify(value) : renderValue(shape, value);
}

export function renderValue(shape: Shape, value: unknown): string {
  if (value === null || value === undefined) return 'null';
  switch (shape.kind) {
    case 'list':
      return `[${(value as unknown[]).map((element) => renderValue(shape.member, element)).join(', ')}]`;
    case 'map': {
      const entries = value as Record<string, unknown>;
      return `{${Object.keys(entries)
        .map((key) => `${key}=${renderValue(shape.value, entries[key])}`)
        .join(', ')}}`;
    }
    case 'structure': {
      const fields = value as Record<string, unknown>;
      const parts = shape.fields.map(
        (field) => `${lowerFirst(field.name)}=${renderValue(field.shape, fields[field.name])}`,
      );
      return `${shape.name}(${parts.join(', ')})`;
    }
    case 'attributeValue':
      return 'com.amazonaws.dynamodb.v20120810.AttributeValue';
    default:
      return String(value);
  }
}
