/** A parsed JSON value — what the CLI's output formats receive — and the tests they all make on it. */
export type Json = null | boolean | number | string | Json[] | JsonObject;
export type JsonObject = { [key: string]: Json };

/** null, a boolean, a number or a string: what Python's formatters call a scalar. */
export const isJsonScalar = (value: unknown): value is null | boolean | number | string =>
  value === null || typeof value !== 'object';

export const isJsonObject = (value: unknown): value is JsonObject =>
  value !== null && typeof value === 'object' && !Array.isArray(value);
