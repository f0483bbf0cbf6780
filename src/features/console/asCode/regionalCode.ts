/**
 * A request's code for a Region other than the home one (a global table's replica, reached by a
 * client signed for its Region): the clients the code makes name that Region, and the AWS CLI
 * command carries `--region`. Code for the home Region names none, so it runs in whatever Region
 * the reader's own configuration gives.
 */
import type { RequestLanguage } from '../../../state/consoleSlice.ts';
import { CONTINUATION_INDENT } from './asCli.ts';
import { LINE_WIDTH } from './codeLayout.ts';
import type { CodeClient } from './codeParts.ts';

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
      return madeIn('javascript', code, region);
    case 'python':
    case 'table':
      return madeIn('python', code, region);
    case 'cli': {
      const option = cliRegionOption(region);
      const oneLine = `${code}${option}`;
      return !code.includes('\n') && oneLine.length <= LINE_WIDTH
        ? oneLine
        : `${code} \\\n${CONTINUATION_INDENT}${option.trimStart()}`;
    }
  }
}

type ClientLanguage = 'javascript' | 'python';

/** `code` with every client it makes made for `region`: `new DynamoDBClient({ region: … })`, `region_name=…`. */
function madeIn(language: ClientLanguage, code: string, region: string): string {
  if (language === 'javascript')
    return code.replace(JAVASCRIPT_CLIENTS, (_, client: string) => `new ${client}({ region: '${region}' })`);
  return code.replace(
    PYTHON_CLIENTS,
    (_, kind: string, service: string) => `boto3.${kind}("${service}", region_name="${region}")`,
  );
}

/**
 * A client's name in a script that sends to several Regions, for its Region (none: the home
 * Region's, as it is): `clientEuWest1` in JavaScript, `client_eu_west_1` in Python.
 */
export function regionalName(language: ClientLanguage, name: string, region: string | undefined): string {
  if (region === undefined || !REGION_NAME.test(region)) return name;
  if (language === 'python') return `${name}_${region.replaceAll('-', '_')}`;
  return (
    name + region.replace(/(^|-)([a-z0-9])/g, (_, _dash: string, letter: string) => letter.toUpperCase())
  );
}

/**
 * A client as the generators make it, made instead for `region` under its regional name — and made
 * from the regional clients it is made from (a document client from its DynamoDBClient, a Table or a
 * resource's client from its resource). The home Region's (`region` undefined) is returned as it is.
 */
export function clientMadeIn(
  language: ClientLanguage,
  [name, statement]: CodeClient,
  region: string | undefined,
): CodeClient {
  if (region === undefined || !REGION_NAME.test(region)) return [name, statement];
  const renamed = (bound: string) => regionalName(language, bound, region);
  if (language === 'javascript') {
    return [
      renamed(name),
      madeIn(language, statement, region)
        .replace(/^const (\w+) = /, (_, bound: string) => `const ${renamed(bound)} = `)
        .replace(/\.from\((\w+)\)/, (_, from: string) => `.from(${renamed(from)})`),
    ];
  }
  return [
    renamed(name),
    madeIn(language, statement, region)
      .replace(/^(\w+) = /, (_, bound: string) => `${renamed(bound)} = `)
      .replace(
        /= (\w+)\.(meta|Table)\b/,
        (_, from: string, member: string) => `= ${renamed(from)}.${member}`,
      ),
  ];
}
