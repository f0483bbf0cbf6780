/**
 * A request's code for a Region other than the home one (a global table's replica, reached by a
 * client signed for its Region): the clients the code makes name that Region, and the AWS CLI
 * command carries `--region`. Code for the home Region names none, so it runs in whatever Region
 * the reader's own configuration gives.
 */
import type { RequestLanguage } from '../../../state/consoleSlice.ts';
import { CONTINUATION_INDENT } from './asCli.ts';
import { LINE_WIDTH } from './codeLayout.ts';

/** The statements that make clients, as the generators write them (asJavaScript.ts, asPython.ts, asPythonTable.ts). */
const JAVASCRIPT_CLIENTS = /new (DynamoDBClient|DynamoDBStreamsClient)\(\{\}\)/g;
const PYTHON_CLIENTS = /boto3\.(client|resource)\("(dynamodb|dynamodbstreams)"\)/g;

/** A Region's name; anything else (a client may sign with any string) is left out of the code. */
const REGION_NAME = /^[a-z][a-z0-9-]{0,49}$/;

/** ` --region <name>` for an AWS CLI command sent to `region`; nothing for the home Region. */
export function cliRegionOption(region: string | undefined): string {
  return region !== undefined && REGION_NAME.test(region) ? ` --region ${region}` : '';
}

export function inRegion(language: RequestLanguage, code: string, region: string): string {
  if (!REGION_NAME.test(region)) return code;
  switch (language) {
    case 'json':
      return code;
    case 'javascript':
    case 'document':
      return code.replace(
        JAVASCRIPT_CLIENTS,
        (_, client: string) => `new ${client}({ region: '${region}' })`,
      );
    case 'python':
    case 'table':
      return code.replace(
        PYTHON_CLIENTS,
        (_, kind: string, service: string) => `boto3.${kind}("${service}", region_name="${region}")`,
      );
    case 'cli': {
      const option = cliRegionOption(region);
      const oneLine = `${code}${option}`;
      return !code.includes('\n') && oneLine.length <= LINE_WIDTH
        ? oneLine
        : `${code} \\\n${CONTINUATION_INDENT}${option.trimStart()}`;
    }
  }
}
