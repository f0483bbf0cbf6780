/**
 * A sentence under an error that says what it means in this sandbox, for the errors a learner meets
 * first: a table that does not exist (yet, or by that spelling), a table still CREATING (read from, or
 * changed again too soon; and if the clock is paused, that it will stay so), a key left empty in a
 * template, an attribute value written plainly where DynamoDB JSON names its type, a Key that does
 * not match the table's key (keyHints.ts), a reserved word used as an attribute name or a PartiQL
 * item's attribute name in double quotes (quotingHints.ts), a PartiQL statement's mistyped first
 * word (statementHints.ts) or a SQL LIMIT clause (limitClauseHint.ts), an index read while it is
 * built (backfillHint.ts), and the HTTP 500 DynamoDB gives a few request shapes. DynamoDB's own
 * message stays as it is above it: "Requested resource not found" is exactly what a real client
 * gets, and the hint is the sandbox's addition.
 */
import { errorName, type WireError } from '../../../client/engineClient.ts';
import type { TableDescription } from '../../../client/wireTypes.ts';
import { isJson, parseJsonObject } from '../../../ui/jsonObject.ts';
import { requestTarget } from '../../../client/requestTarget.ts';
import type { ConsoleMode } from '../../../state/consoleSlice.ts';
import { itemNameQuotesHint, reservedWordHint } from './quotingHints.ts';
import { limitClauseHint } from './limitClauseHint.ts';
import { backfillHint } from './backfillHint.ts';
import { importHint } from './importHint.ts';
import { PARAMETER_COUNT_MESSAGE, parameterCountHint } from './parameterHints.ts';
import { KEY_MISMATCH_MESSAGE, keyMismatchHint } from './keyHints.ts';
import { EXPECTED_DML_MESSAGE, statementHint } from './statementHints.ts';

export interface HintContext {
  /** The operation the request called (GetItem, CreateTable …). */
  operation: string;
  /** The request as sent (JSON text). */
  request: string;
  /** The Region it was signed for, when not the home Region. */
  region: string | undefined;
  /** The home Region's tables, by name. */
  tables: Record<string, TableDescription>;
  tableNames: readonly string[];
  /** The sandbox clock is paused: nothing that waits on simulated time (a table CREATING) moves on. */
  clockPaused: boolean;
  /** The console mode that sent it: a hint shows a fix in the mode's own form (a CLI option, a member). */
  mode: ConsoleMode;
}

export function errorHint(error: WireError, context: HintContext): string | undefined {
  const name = errorName(error.__type);
  if (name === 'ResourceNotFoundException' || name === 'TableNotFoundException')
    return missingTableHint(error, context);
  if (name === 'ResourceInUseException') return busyTableHint(error, context);
  if (name === 'InternalFailure') return INTERNAL_FAILURE_HINT;
  if (name === 'SerializationException') {
    const request = parseJsonObject(context.request);
    if (request === undefined && isJson(context.request))
      return 'The request is JSON, but not an object: a request is one JSON object, {…}, whose members are the operation’s parameters ("TableName", "Key" …).';
    if (request === undefined)
      return 'The request is not valid JSON: look for a missing comma or quote, or one comma too many. The editor underlines where it stops making sense.';
    const plain = untypedValue(request);
    if (plain) return untypedHint(plain);
  }
  if (name === 'ValidationException') {
    const backfill = backfillHint(error);
    if (backfill) return `${backfill}${pausedNote(context)}`;
    const reserved = reservedWordHint(error, parseJsonObject(context.request), context.mode);
    if (reserved) return reserved;
    const itemNames = itemNameQuotesHint(error);
    if (itemNames) return itemNames;
    const limit = limitClauseHint(error, parseJsonObject(context.request), context.mode);
    if (limit) return limit;
  }
  if (
    name === 'ValidationException' &&
    error.message === KEY_MISMATCH_MESSAGE &&
    context.region === undefined
  ) {
    return keyMismatchHint(parseJsonObject(context.request), context.tables, context.mode);
  }
  if (
    name === 'ValidationException' &&
    context.mode === 'partiql' &&
    error.message === PARAMETER_COUNT_MESSAGE
  ) {
    // PartiQL mode's values for ? come from its Parameters field: the hint points there.
    return parameterCountHint(parseJsonObject(context.request));
  }
  if (name === 'ValidationException' && error.message.endsWith(EXPECTED_DML_MESSAGE)) {
    // DynamoDB's message names no word: the hint says which first word was meant.
    return statementHint(error.message, parseJsonObject(context.request));
  }
  if (name === 'ValidationException' && /cannot contain an empty string value\. Key: /.test(error.message)) {
    return 'A key attribute’s value is empty: key values cannot be empty strings. Replace the "" the template leaves with the key of an item.';
  }
  if (
    name === 'ValidationException' &&
    /cannot contain an empty string value\. IndexName: /.test(error.message)
  ) {
    return 'An index key attribute’s value is empty: an index’s key values, like a table’s, cannot be empty strings. Replace the "" the template leaves with a value the index holds.';
  }
  return undefined;
}

/**
 * DynamoDB's own HTTP 500 without a message, which it answers every time to a few request shapes
 * (engine/operations/emptyThroughputUpdate.ts, globalIndexChanges.ts). Retrying cannot help.
 */
const INTERNAL_FAILURE_HINT =
  'This is DynamoDB’s own answer to this request, HTTP 500 without a message, and it gives it on every try: an UpdateTable whose only change is an empty WarmThroughput or OnDemandThroughput, or WarmThroughput for an index the table does not have. Retrying will not help (the SDKs and the CLI retry 500s before they report it): give the units, or name an index the table has.';

/**
 * A hint under a run's own failure. The DocumentClient reads a DynamoDB number (38 digits) into a
 * JavaScript number (about 16): a big whole number becomes a BigInt, a big fraction throws — exactly
 * as @aws-sdk/util-dynamodb does outside the sandbox, so the code is right to fail; the way out is
 * the SDK's own. A script that uses an SDK name it did not import is told where to import it from
 * (importHint.ts).
 */
export function failureHint(message: string): string | undefined {
  if (/can't be converted to BigInt\. Set options\.wrapNumbers/.test(message)) {
    return 'A DynamoDB number keeps 38 digits; a JavaScript number keeps about 16. To read every number exactly, ask the DocumentClient for NumberValue (the digits as text): DynamoDBDocumentClient.from(client, { unmarshallOptions: { wrapNumbers: true } }).';
  }
  return importHint(message);
}

function missingTableHint(error: WireError, context: HintContext): string | undefined {
  // The backup calls (CreateBackup, the continuous backups ones) word it their own way, and do not
  // know a table for part of its CREATING: the hint below about waiting for one is not theirs.
  const backups = error.message.startsWith('Table not found: ');
  // Other resources (an index, a stream, a backup) name themselves in DynamoDB's message.
  if (
    error.message !== 'Requested resource not found' &&
    !error.message.startsWith('Requested resource not found: Table: ') &&
    !backups
  )
    return undefined;
  const request = parseJsonObject(context.request);
  const table = requestTarget(request).tableName ?? missingBatchTable(request, context);
  if (table === undefined) return undefined;
  if (context.region !== undefined) return otherRegionHint(table, context.region, context);
  if (Object.hasOwn(context.tables, table)) {
    const status = context.tables[table].TableStatus;
    if (status === 'CREATING' && !backups) {
      return `Table “${table}” is still CREATING: DynamoDB answers ResourceNotFoundException until it is ACTIVE. Wait for it, as real code must (aws dynamodb wait table-exists, the SDK’s waitUntilTableExists).${pausedNote(context)}`;
    }
    return undefined;
  }
  // Listed but not described (a resource-based policy can deny DescribeTable): it exists.
  if (context.tableNames.includes(table)) return undefined;
  const other = context.tableNames.find((candidate) => candidate.toLowerCase() === table.toLowerCase());
  if (other !== undefined)
    return `There is no table “${table}”: table names are case-sensitive. Did you mean “${other}”?`;
  // "Yet" would read oddly right after a DeleteTable, whose table is gone for good.
  return `There is no table named “${table}” in this sandbox now. To make one, pick a “Create …” example under Examples, or use Create table in the Explorer.`;
}

/** A change refused because the table is still settling from an earlier one (CREATING, UPDATING). */
function busyTableHint(error: WireError, context: HintContext): string | undefined {
  if (!error.message.startsWith('Attempt to change a resource which is still in use')) return undefined;
  const table = requestTarget(parseJsonObject(context.request)).tableName;
  if (table === undefined || context.region !== undefined || !Object.hasOwn(context.tables, table))
    return undefined;
  const status = context.tables[table].TableStatus;
  if (status !== 'CREATING' && status !== 'UPDATING') return undefined;
  // Sent again once the table is ACTIVE, a CreateTable is refused as well: the table is there to use.
  if (context.operation === 'CreateTable')
    return `Table “${table}” is already being created, and once it is ACTIVE a CreateTable of it is refused too (“Table already exists”). Wait for it to be ACTIVE (aws dynamodb wait table-exists) and use it.${pausedNote(context)}`;
  return `Table “${table}” is ${status}: DynamoDB takes one change at a time and refuses the next until the table is ACTIVE again. Wait for it (aws dynamodb wait table-exists, or DescribeTable until TableStatus is ACTIVE), then send the change again.${pausedNote(context)}`;
}

const pausedNote = (context: HintContext) =>
  context.clockPaused
    ? ' The sandbox clock is paused, so it will not get there: resume the clock in the header, or Step it.'
    : '';

/**
 * A batch names its tables in RequestItems, a transaction in each of its TransactItems (under Put,
 * Update, Delete, ConditionCheck or Get): the first one this sandbox does not have.
 */
function missingBatchTable(request: Record<string, unknown> | undefined, context: HintContext) {
  const items = request?.RequestItems;
  const transaction = request?.TransactItems;
  const names =
    items !== null && typeof items === 'object'
      ? Object.keys(items)
      : Array.isArray(transaction)
        ? transaction.flatMap((action: unknown) =>
            isObject(action)
              ? Object.values(action).map((member) => (isObject(member) ? member.TableName : undefined))
              : [],
          )
        : [];
  return names.find((name): name is string => typeof name === 'string' && !context.tableNames.includes(name));
}

/**
 * A request signed for another Region reaches that Region's tables: a home table without a replica
 * there is not found. (One with a replica there is not second-guessed: it may still be CREATING.)
 */
function otherRegionHint(table: string, region: string, context: HintContext): string | undefined {
  if (!Object.hasOwn(context.tables, table))
    return context.tableNames.includes(table)
      ? undefined
      : `This request went to ${region}, and there is no table named “${table}” there or in the home Region.`;
  const replicas = context.tables[table].Replicas ?? [];
  if (replicas.some((replica) => replica.RegionName === region)) return undefined;
  return `This request went to ${region}, where “${table}” has no replica: it lives in the home Region only. Pick the home Region in the toolbar, or add a replica in ${region} (UpdateTable with ReplicaUpdates).`;
}

/** Members whose value maps attribute names (or placeholders) to attribute values. */
const VALUE_MAPS = new Set(['Item', 'Key', 'ExpressionAttributeValues', 'ExclusiveStartKey']);

interface PlainValue {
  /** Where it is: `"owner"`, `An element of "tags"`, `Parameter 1`. */
  label: string;
  /** Whether the label is the attribute's name, written before its value. */
  named: boolean;
  value: unknown;
}

/**
 * The first attribute value in a request written as plain JSON (`"owner": "CUSTOMER#7"`) rather than
 * typed (`{"S": "CUSTOMER#7"}`), which DynamoDB refuses with "Unexpected value type in payload": in an
 * Item, Key, ExpressionAttributeValues or ExclusiveStartKey at any depth (a transaction's or a batch's
 * too), a BatchGetItem's Keys, a PartiQL statement's Parameters, and inside typed maps and lists.
 */
function untypedValue(request: unknown): PlainValue | undefined {
  if (Array.isArray(request)) return firstOf(request, untypedValue);
  if (!isObject(request)) return undefined;
  return firstOf(Object.entries(request), ([member, value]): PlainValue | undefined => {
    if (VALUE_MAPS.has(member) && isObject(value)) return untypedIn(value);
    if (member === 'Keys' && Array.isArray(value))
      return firstOf(value, (key) => (isObject(key) ? untypedIn(key) : undefined));
    if (member === 'Parameters' && Array.isArray(value))
      return firstOf(value, (parameter, i) => untypedAttribute(parameter, `Parameter ${i + 1}`, false));
    return untypedValue(value);
  });
}

/** The first plain value among a map of attribute values. */
const untypedIn = (values: Record<string, unknown>) =>
  firstOf(Object.entries(values), ([name, value]) => untypedAttribute(value, JSON.stringify(name), true));

/**
 * A plain value, or the first one inside a typed map (M) or list (L). A null is left alone: DynamoDB
 * answers it with a ValidationException of its own.
 */
function untypedAttribute(value: unknown, label: string, named: boolean): PlainValue | undefined {
  if (value === null) return undefined;
  if (!isObject(value)) return { label, named, value };
  if (isObject(value.M)) return untypedIn(value.M);
  if (Array.isArray(value.L))
    return firstOf(value.L, (element) => untypedAttribute(element, `An element of ${label}`, false));
  return undefined;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

function firstOf<T, R>(
  values: readonly T[],
  find: (value: T, index: number) => R | undefined,
): R | undefined {
  for (const [i, value] of values.entries()) {
    const found = find(value, i);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** A value as JSON, a long string cut short: the hint shows where it goes, not all of it. */
const shown = (value: unknown) =>
  JSON.stringify(typeof value === 'string' && value.length > 40 ? `${value.slice(0, 40)}…` : value);

/** How a plain value is written typed: a string as S, a number as N (its digits as text), true as BOOL. */
function typed(value: unknown): string | undefined {
  if (typeof value === 'string') return `{"S": ${shown(value)}}`;
  if (typeof value === 'number') return `{"N": "${value}"}`;
  if (typeof value === 'boolean') return `{"BOOL": ${value}}`;
  return undefined;
}

function untypedHint({ label, named, value }: PlainValue): string {
  const rule = 'a request’s JSON names the type of every attribute value (DynamoDB JSON)';
  const documentClient =
    '(The DocumentClient, doc in JavaScript mode, takes plain values and adds the types itself.)';
  const written = typed(value);
  if (written === undefined)
    return `${label} holds a plain list, but ${rule}: a list is {"L": [{"S": "a"}, {"N": "1"}]}, each element typed too, and a set of strings {"SS": ["a", "b"]}. ${documentClient}`;
  const plain = named ? `${label}: ${shown(value)}` : `${label}, ${shown(value)},`;
  const fixed = named ? `${label}: ${written}` : written;
  return `${plain} is a plain value, but ${rule}: write ${fixed}. A number goes as text, {"N": "5"}, and true as {"BOOL": true}. ${documentClient}`;
}
