/** A parsed JSON value — what the CLI's output formats receive — and the tests they all make on it. */
export type Json = null | boolean | number | PythonFloat | string | Json[] | JsonObject;
export type JsonObject = { [key: string]: Json };

/**
 * A number botocore hands the CLI as a Python float: a `double` member of the reply (cliDoubles.ts).
 * JSON loses the difference (`1.0` parses to 1), Python does not: a float prints with its fraction
 * (`1.0`) in every output format. A Number object, so JMESPath takes it for a number.
 */
export class PythonFloat extends Number {}

/** null, a boolean, a number or a string: what Python's formatters call a scalar. */
export const isJsonScalar = (value: unknown): value is null | boolean | number | PythonFloat | string =>
  value === null || typeof value !== 'object' || value instanceof PythonFloat;

export const isJsonObject = (value: unknown): value is JsonObject =>
  value !== null && typeof value === 'object' && !Array.isArray(value) && !(value instanceof PythonFloat);
