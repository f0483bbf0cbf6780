/**
 * The AWS CLI's `--query`: a JMESPath expression applied to the reply, whose result is what the CLI
 * prints. The jmespath library is the specification's reference implementation for JavaScript; the
 * CLI uses the Python one, so expressions mean the same and only parse-error wording differs.
 * For paginated commands the expression sees the pages merged (run/pagedCommand.ts), as in the CLI.
 */
import { compile, search } from 'jmespath';
import { withCliTimestamps } from './cliTimestamps.ts';
import { CliSyntaxError } from './shellWords.ts';

// The library exports compile (parse only) too; its type declarations name only search.
declare module 'jmespath' {
  export function compile(expression: string): unknown;
}

/** Checks the expression when the command is read, as the CLI does before sending anything. */
export function checkQuery(expression: string): string {
  try {
    compile(expression);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new CliSyntaxError(`Bad value for --query ${expression}: ${reason}`);
  }
  return expression;
}

/** What `aws … --query <expression>` prints for this reply with the default JSON output. */
export function queryOutput(expression: string, reply: unknown): string {
  const printed = withCliTimestamps(reply) as Parameters<typeof search>[0];
  // json.dumps(…, indent=4, ensure_ascii=False): four spaces, characters as they are, `null` for none.
  return JSON.stringify(search(printed, expression) ?? null, null, 4);
}
