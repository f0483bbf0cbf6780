/**
 * Lenient reads of a raw request for the policy checks, which run before the request's own
 * validation: a member of the wrong type contributes nothing, and the validation refuses it after.
 */
export type Fields = Record<string, unknown>;

/** `value` as an object of members, or undefined when it is not one. */
export const fieldsOf = (value: unknown): Fields | undefined =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Fields) : undefined;

/** `value` as a list, or an empty one when it is not one. */
export const arrayOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
