/**
 * How the words after one AWS CLI option become its value, as the CLI reads them: one word, an
 * integer, a structure as JSON or shorthand, or a list (several words, or one JSON array). A
 * `file://…` value has been replaced by the file's text before (shellFiles.ts).
 */
import type { OptionSpec } from './cliCommands.ts';
import { parseShorthand } from './shorthand.ts';
import { invalidIntMessage, markParsedJson, pythonInt } from './pythonText.ts';
import { CliSyntaxError } from './shellWords.ts';

export function optionValue(
  option: OptionSpec,
  arg: string,
  values: string[],
): { value: unknown; extra: string[] } {
  switch (option.kind) {
    case 'boolean':
      return { value: true, extra: values };
    case 'string':
      return { value: single(arg, values), extra: [] };
    case 'integer':
      return { value: integer(single(arg, values)), extra: [] };
    case 'timestamp':
      return { value: timestamp(single(arg, values)), extra: [] };
    case 'structure':
      return { value: structure(single(arg, values), arg), extra: [] };
    case 'strings':
      if (values.length === 0)
        throw new CliSyntaxError(`aws: error: argument ${arg}: expected at least one argument`);
      return {
        value: values.length === 1 && values[0].trim().startsWith('[') ? parseJson(values[0], arg) : values,
        extra: [],
      };
    case 'list':
      if (values.length === 0)
        throw new CliSyntaxError(`aws: error: argument ${arg}: expected at least one argument`);
      if (values.length === 1 && values[0].trim().startsWith('['))
        return { value: parseJson(values[0], arg), extra: [] };
      return { value: values.map((value) => structure(value, arg)), extra: [] };
  }
}

/**
 * A word argparse takes for an option rather than a value: one starting with '-', unless it is a
 * negative number (`--segment -1`) or '-' alone. So `--table-name -odd` has no value, as in the CLI.
 */
export function looksLikeOption(word: string): boolean {
  return word.startsWith('-') && word !== '-' && !/^-\d+$|^-\d*\.\d+$/.test(word);
}

export function single(arg: string, values: string[]): string {
  if (values.length === 0) throw new CliSyntaxError(`aws: error: argument ${arg}: expected one argument`);
  if (values.length > 1) throw new CliSyntaxError(`Unknown options: ${values.slice(1).join(', ')}`);
  return values[0];
}

/** An integer option, read with Python's int() as the CLI does. */
export function integer(text: string): number {
  const value = pythonInt(text);
  if (value === undefined) throw new CliSyntaxError(invalidIntMessage(text));
  return value;
}

const EPOCH_SECONDS = /^-?\d+(\.\d+)?$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/**
 * A date as botocore reads one: epoch seconds or ISO 8601, sent as epoch seconds. Anything else
 * stays text, for the parameter check to refuse as botocore does ("timestamp-string").
 */
export function timestamp(text: string): number | string {
  if (EPOCH_SECONDS.test(text)) return Number(text);
  if (!ISO_DATE.test(text)) return text;
  // ISO 8601 without a zone is UTC to botocore (dateutil with tzutc default).
  const zoned = /(Z|[+-]\d{2}:?\d{2})$/.test(text) || text.length === 10 ? text : `${text}Z`;
  const millis = Date.parse(zoned.replace(' ', 'T'));
  return Number.isNaN(millis) ? text : millis / 1000;
}

function structure(text: string, arg: string): unknown {
  const trimmed = text.trim();
  return trimmed.startsWith('{') || trimmed.startsWith('[')
    ? parseJson(trimmed, arg)
    : parseShorthand(text, arg);
}

export function parseJson(text: string, arg: string): Record<string, unknown> {
  try {
    const parsed = JSON.parse(text) as Record<string, unknown>;
    markParsedJson(parsed);
    return parsed;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new CliSyntaxError(
      `Error parsing parameter '${arg}': Invalid JSON: ${reason}\nJSON received: ${text}`,
    );
  }
}
