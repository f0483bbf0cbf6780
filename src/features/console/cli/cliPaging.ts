/**
 * How the AWS CLI pages for you. For `query`, `scan`, `list-tables`, `list-backups` and
 * `list-tags-of-resource` (botocore's paginators for DynamoDB) the CLI sends requests until the last
 * page (or until `--max-items` results), then prints the pages merged into one result; `--page-size`
 * sets each request's Limit. When it stops early it prints a `NextToken`, which `--starting-token`
 * takes back. Behaviour taken from botocore's paginator (`PageIterator`) and DynamoDB's paginator
 * definitions, which the CLI uses:
 * - list results (Items, TableNames, BackupSummaries, Tags) are concatenated, Count and ScannedCount
 *   summed; the reply's own page marker (LastEvaluatedKey …) is not printed;
 * - `ConsumedCapacity` is not summed: the CLI prints the first page's as it is, and `null` when the
 *   request did not ask for it (each request's own charge is in the console's request list);
 * - the token is base64 of Python's `json.dumps` of the next request's page-marker parameters, plus
 *   `boto_truncate_amount` when the CLI stopped inside a page (the next run re-reads that page and
 *   skips what was already printed);
 * - with `--starting-token`, Count and ScannedCount of the page it resumes in are the page's own
 *   (botocore since 2025; older versions printed 0 for them).
 * The console's paging loop is in run/pagedCommand.ts.
 */
import { pythonInt } from './pythonText.ts';
import { CliSyntaxError } from './shellWords.ts';

export interface Paginator {
  /** Request parameters that carry the page marker, e.g. ExclusiveStartKey. */
  inputTokens: string[];
  /** The reply fields they are read from, in the same order, e.g. LastEvaluatedKey. */
  outputTokens: string[];
  /** The request parameter `--page-size` sets (none: the operation takes no page size). */
  limitKey?: string;
  /** Results merged across pages; the first one is what `--max-items` counts. */
  resultKeys: string[];
  /** Fields printed from the first page as they are (`null` when absent). */
  firstPageKeys: string[];
}

const itemPages: Paginator = {
  inputTokens: ['ExclusiveStartKey'],
  outputTokens: ['LastEvaluatedKey'],
  limitKey: 'Limit',
  resultKeys: ['Items', 'Count', 'ScannedCount'],
  firstPageKeys: ['ConsumedCapacity'],
};

export const CLI_PAGINATORS: Readonly<Record<string, Paginator>> = {
  query: itemPages,
  scan: itemPages,
  'list-tables': {
    inputTokens: ['ExclusiveStartTableName'],
    outputTokens: ['LastEvaluatedTableName'],
    limitKey: 'Limit',
    resultKeys: ['TableNames'],
    firstPageKeys: [],
  },
  'list-backups': {
    inputTokens: ['ExclusiveStartBackupArn'],
    outputTokens: ['LastEvaluatedBackupArn'],
    limitKey: 'Limit',
    resultKeys: ['BackupSummaries'],
    firstPageKeys: [],
  },
  'list-tags-of-resource': {
    inputTokens: ['NextToken'],
    outputTokens: ['NextToken'],
    resultKeys: ['Tags'],
    firstPageKeys: [],
  },
};

/**
 * The CLI options that turn paging off for one command: setting a page-marker parameter or the
 * Limit yourself means "just this request" (the CLI then behaves as with --no-paginate).
 */
export const MANUAL_PAGING_OPTIONS: Readonly<Record<string, readonly string[]>> = {
  query: ['exclusive-start-key', 'limit'],
  scan: ['exclusive-start-key', 'limit'],
  'list-tables': ['exclusive-start-table-name', 'limit'],
  'list-backups': ['exclusive-start-backup-arn', 'limit'],
  'list-tags-of-resource': ['next-token'],
};

/** How a paginated command pages, from its options. */
export interface PagingOptions {
  maxItems?: number;
  pageSize?: number;
  /** The decoded `--starting-token`. */
  start?: StartingToken;
}

export interface StartingToken {
  /** Page-marker parameters for the first request (null: from the beginning). */
  markers: Record<string, unknown>;
  /** Results of the first page already printed by the run that made the token. */
  skip: number;
}

export type PageMarkers = Record<string, unknown>;

/** The page markers a reply points to (all null on the last page). */
export function nextMarkers(paginator: Paginator, reply: Record<string, unknown>): PageMarkers {
  const markers: PageMarkers = {};
  paginator.inputTokens.forEach((input, i) => {
    const value = reply[paginator.outputTokens[i]];
    markers[input] = value === undefined || value === '' ? null : value;
  });
  return markers;
}

export function isLastPage(markers: PageMarkers): boolean {
  return Object.values(markers).every((value) => value === null);
}

/** The `NextToken` the CLI prints: markers (and how much of their page was printed) for the next run. */
export function encodeNextToken(markers: PageMarkers, truncateAmount?: number): string {
  const token: Record<string, unknown> = { ...markers };
  const binaryPaths = binaryValuePaths(markers, []);
  if (truncateAmount !== undefined) token.boto_truncate_amount = truncateAmount;
  // botocore's TokenEncoder base64-encodes bytes and lists where they were; wire JSON already
  // carries binary values as base64, so only the list is added.
  if (binaryPaths.length > 0) token.boto_encoded_keys = binaryPaths;
  return btoa(pythonJson(token));
}

/**
 * `--starting-token` as botocore reads it: base64 of a JSON object (what the CLI prints as
 * NextToken), or else the old format — the page marker's value itself, optionally followed by
 * `___<items to skip>` — which botocore still accepts, so `--starting-token abc` starts a ListTables
 * after the table abc, and makes a Scan's ExclusiveStartKey the string "abc" (which parameter
 * validation then refuses).
 */
export function decodeStartingToken(paginator: Paginator, text: string): StartingToken {
  const bad = () => badToken(text);
  let token: unknown;
  try {
    token = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(base64Bytes(text)));
  } catch {
    return oldFormatToken(paginator, text);
  }
  // A JSON list fails botocore's decoder the way text that is not JSON does.
  if (Array.isArray(token)) return oldFormatToken(paginator, text);
  if (token === null || typeof token !== 'object') throw bad();
  const fields = token as Record<string, unknown>;
  const skip = fields.boto_truncate_amount ?? 0;
  if (typeof skip !== 'number' || !Number.isInteger(skip) || skip < 0) throw bad();
  const markers: PageMarkers = {};
  for (const input of paginator.inputTokens) markers[input] = fields[input] ?? null;
  return { markers, skip };
}

const badToken = (text: string) => new CliSyntaxError(`Bad starting token: ${text}`);

/** botocore's `_parse_starting_token_deprecated`: `marker___skip`, `None` for no marker. */
function oldFormatToken(paginator: Paginator, text: string): StartingToken {
  let parts = text.split('___');
  let skip = 0;
  if (parts.length === paginator.inputTokens.length + 1) {
    const index = pythonInt(parts[parts.length - 1]);
    if (index === undefined) parts = [text];
    else {
      parts.pop();
      skip = index;
    }
  }
  if (parts.length > paginator.inputTokens.length || skip < 0) throw badToken(text);
  const markers: PageMarkers = {};
  paginator.inputTokens.forEach((input, i) => {
    const part = parts[i];
    markers[input] = part === undefined || part === 'None' ? null : part;
  });
  return { markers, skip };
}

/** The request parameters for a page: the markers that are set. */
export function withMarkers(request: Record<string, unknown>, markers: PageMarkers): Record<string, unknown> {
  const next = { ...request };
  for (const [name, value] of Object.entries(markers)) if (value !== null) next[name] = value;
  return next;
}

function base64Bytes(text: string): Uint8Array {
  const binary = atob(text);
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/** Paths of B and BS values inside attribute maps, as botocore records them. */
function binaryValuePaths(value: unknown, path: string[]): string[][] {
  if (value === null || typeof value !== 'object') return [];
  const paths: string[][] = [];
  for (const [key, member] of Object.entries(value)) {
    if (key === 'B' && typeof member === 'string') paths.push([...path, key]);
    else paths.push(...binaryValuePaths(member, [...path, key]));
  }
  return paths;
}

/**
 * Python's `json.dumps` with its defaults: `, ` and `: ` between members and every character
 * beyond ASCII as a \u escape (so the token is ASCII and btoa can take it).
 */
export function pythonJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(pythonJson).join(', ')}]`;
  if (value !== null && typeof value === 'object') {
    const members = Object.entries(value).map(([key, member]) => `${pythonJson(key)}: ${pythonJson(member)}`);
    return `{${members.join(', ')}}`;
  }
  if (typeof value === 'string') {
    return JSON.stringify(value).replace(
      /[\u007f-\uffff]/g,
      (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
    );
  }
  return JSON.stringify(value) ?? 'null';
}

/** A paged command's `--max-items`, `--page-size` and `--starting-token`, as given. */
export function pagingOptions(command: string, args: Map<string, string>): PagingOptions {
  const paginator = CLI_PAGINATORS[command];
  const paging: PagingOptions = {};
  const maxItems = args.get('max-items');
  if (maxItems !== undefined)
    paging.maxItems = notNegative(argumentInteger(maxItems, '--max-items'), '--max-items');
  const pageSize = args.get('page-size');
  if (pageSize !== undefined) {
    if (!paginator.limitKey)
      throw new CliSyntaxError(
        'PageSize parameter is not supported for the pagination interface for this operation.',
      );
    paging.pageSize = argumentInteger(pageSize, '--page-size');
  }
  const token = args.get('starting-token');
  if (token !== undefined) paging.start = decodeStartingToken(paginator, token);
  return paging;
}

/** A paging option, which the CLI's argument parser reads with int() and words its own error for. */
function argumentInteger(text: string, arg: string): number {
  const value = pythonInt(text);
  if (value === undefined)
    throw new CliSyntaxError(`aws: error: argument ${arg}: invalid int value: '${text}'`);
  return value;
}

/** A negative count would make botocore cut pages from their end; the console refuses it instead. */
function notNegative(value: number, arg: string): number {
  if (value < 0)
    throw new CliSyntaxError(`Error parsing parameter '${arg}': a count can not be negative, got ${value}`);
  return value;
}
