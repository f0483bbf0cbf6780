/**
 * Holding a parser linear in its input without timing it: the steps of a parse (characters its
 * tokenizer read, tokens its parser looked at) are the same on every machine and every run. A
 * family of inputs grows with n (n terms, n levels, n characters …); it is measured at the largest
 * n whose 4n input still fits the parser's limits, and at 4n.
 */
import { expect } from 'vitest';

export type Family = (n: number) => string;

/** Parses the text, throwing if it does not parse, and returns the steps the parse took. */
export type StepsOf = (text: string) => number;

export interface LinearLimits {
  /** The longest input the parser takes. */
  maxLength: number;
  /** Steps allowed per character of input. */
  stepsPerCharacter: number;
  /** The largest n the family may take, where it nests and nesting is bounded. */
  maxN?: number;
}

/**
 * n items joined by `separator`, each given its number in four digits (`item('0042')`): every item is
 * as long as the others, so the input's length grows exactly with n.
 */
export const times = (n: number, item: (id: string) => string, separator: string): string =>
  Array.from({ length: n }, (_, i) => item(String(i).padStart(4, '0'))).join(separator);

/** The largest n with family(4n) no longer than maxLength (1 if none is). */
function largestQuarter(family: Family, maxLength: number): number {
  let low = 1;
  let high = 2;
  while (family(4 * high).length <= maxLength) high *= 2;
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (family(4 * middle).length <= maxLength) low = middle;
    else high = middle;
  }
  return low;
}

/**
 * Four times the input in at most 4.5 times the steps, and never more than `stepsPerCharacter` steps
 * per character. A linear parser takes at most 4 times the steps for 4 times the items (an input's
 * fixed part only lowers the ratio), a quadratic one about 16 times.
 */
export function expectLinearWork(stepsOf: StepsOf, family: Family, limits: LinearLimits): void {
  const n = Math.min(largestQuarter(family, limits.maxLength), Math.floor((limits.maxN ?? Infinity) / 4));
  const small = family(n);
  const large = family(4 * n);
  expect(large.length).toBeLessThanOrEqual(limits.maxLength);
  const smallSteps = stepsOf(small);
  const largeSteps = stepsOf(large);
  expect(largeSteps).toBeLessThanOrEqual(4.5 * smallSteps);
  expect(smallSteps / small.length).toBeLessThanOrEqual(limits.stepsPerCharacter);
  expect(largeSteps / large.length).toBeLessThanOrEqual(limits.stepsPerCharacter);
}
