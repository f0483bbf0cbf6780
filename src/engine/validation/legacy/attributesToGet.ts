/**
 * AttributesToGet: top-level attribute names to return, as a projection of one-element paths.
 * Names are taken literally (no `.` or `[]` parsing), and key attributes are not added.
 */
import { invalidParameter } from '../../errors.ts';
import type { Projection } from '../../expressions/index.ts';
import { checkAttributeNameSize } from '../../values/attributeName.ts';

export function checkDuplicateNames(names: readonly string[]): void {
  const seen = new Set<string>();
  for (const name of names) {
    checkAttributeNameSize(name);
    if (seen.has(name)) throw invalidParameter(`Duplicate value in attribute name: ${name}`);
    seen.add(name);
  }
}

export function projectionOf(names: readonly string[]): Projection {
  return names.map((name) => [name]);
}
