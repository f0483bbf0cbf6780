/**
 * A fidelity sweep with AWS's published boto3 examples: boto3_docs_examples.py runs, in their spirit,
 * the Developer Guide's Python Movies scenario and its update-and-query follow-up, the boto3 resource
 * guide (Table resource, batch_writer, Key/Attr conditions), transactions, PartiQL with Parameters
 * and the table waiters against `npm run serve`, and prints one line per check. The expected lines
 * are what DynamoDB answers per its documentation (API reference, Developer Guide) and recorded
 * captures; botocore also verifies every reply's x-amz-crc32.
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runBoto3Script } from '../helpers/python.ts';
import { serveDuringSuite } from '../helpers/serveProcess.ts';

const SCRIPT = fileURLToPath(new URL('./boto3_docs_examples.py', import.meta.url));

describe("AWS's boto3 DynamoDB examples against npm run serve", () => {
  // A table stays CREATING / DELETING for a second, so the waiters have something to wait for.
  const server = serveDuringSuite(['--table-status-delay-ms', '1000']);

  it('answers every step as DynamoDB does', () => {
    const run = runBoto3Script(SCRIPT, server().url);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout.trimEnd().split('\n')).toEqual([
      // Movies (Developer Guide getting-started): a new table is CREATING until the waiter sees it ACTIVE;
      // numbers come back from the resource layer as Decimal; UPDATED_NEW / UPDATED_OLD return only the
      // paths the update touched; SET past a list's end appends and REMOVE past it does nothing.
      'exists before create: ResourceNotFoundException',
      'status after create: CREATING',
      'status after wait: ACTIVE',
      "throughput: {'ReadCapacityUnits': 10, 'WriteCapacityUnits': 10}",
      "item count, created at: (0, 'datetime')",
      "tables: ['Movies']",
      "get: (Decimal('2001'), Decimal('7.5'))",
      "get missing: ['ResponseMetadata']",
      "update UPDATED_NEW: {'info': {'plot': 'Nine walkers.', 'rating': Decimal('8.5')}}",
      "arithmetic UPDATED_NEW: {'info': {'rating': Decimal('11.8')}}",
      'remove actor if > 5: ConditionalCheckFailedException',
      "remove actor if > 2: ['Ian McKellen', 'Orlando Bloom']",
      "update UPDATED_OLD: {'info': {'plot': 'Nine walkers.'}}",
      "list index past the end: ['Ian McKellen', 'Orlando Bloom', 'Sean Bean']",
      "upsert ALL_NEW: {'title': 'Not Yet Released', 'votes': Decimal('1'), 'year': Decimal('1990')}",
      'put if absent: ConditionalCheckFailedException: The conditional request failed',
      // The mistakes the examples steer around, with DynamoDB's exact messages.
      'reserved word: ValidationException: Invalid ProjectionExpression: Attribute name is a reserved keyword; reserved keyword: year',
      'key type: ValidationException: The provided key element does not match the schema',
      'empty key: ValidationException: One or more parameter values are not valid. The AttributeValue for a key attribute cannot contain an empty string value. Key: title',
      'key update: ValidationException: One or more parameter values were invalid: Cannot update attribute title. This attribute is part of the key',
      'set under missing map: ValidationException: The document path provided in the update expression is invalid for update',
      'overlapping paths: ValidationException: 1 validation error detected: Invalid UpdateExpression: Two document paths overlap with each other; must remove or rewrite one of these paths; path one: [info, rating], path two: [info]',
      'unused value: ValidationException: 1 validation error detected: Value provided in ExpressionAttributeValues unused in expressions: keys: {:q}',
      'query without partition key: ValidationException: Query condition missed key schema element: year',
      'between upside down: ValidationException: Invalid KeyConditionExpression: The BETWEEN operator requires upper bound to be greater than or equal to lower bound; lower bound operand: AttributeValue: {S:V}, upper bound operand: AttributeValue: {S:P}',
      'filter on a key: ValidationException: Filter Expression can only contain non-primary key attributes: Primary key attribute: title',
      'missing table get: ResourceNotFoundException: Requested resource not found',
      'missing table describe: ResourceNotFoundException: Requested resource not found: Table: Nope not found',
      // 70 loaded by batch_writer plus the Fellowship; conditional deletes; a query of one 4 KB page
      // eventually consistent costs 0.5; the scan pages 69 items 20 at a time (4 pages) and filters 35.
      'loaded: 71',
      'delete if rating <= 2: ConditionalCheckFailedException',
      'delete if rating <= 9: no error',
      'deleted: False',
      'delete ALL_OLD: Bravo 2003',
      "delete absent ALL_OLD: ['ResponseMetadata']",
      "query 2000: ['Alpha 2000', 'Bravo 2000', 'Echo 2000', 'Papa 2000', 'Quebec 2000', 'Tango 2000', 'Victor 2000']",
      'query 2000 counts: (7, 7, False)',
      "query capacity: {'CapacityUnits': 0.5, 'TableName': 'Movies'}",
      "query between P and V: [{'info': {'actors': ['Papa Lead'], 'genres': ['Drama']}, 'title': 'Papa 2000', 'year': Decimal('2000')}, {'info': {'actors': ['Quebec Lead'], 'genres': ['Comedy', 'Drama']}, 'title': 'Quebec 2000', 'year': Decimal('2000')}, {'info': {'actors': ['Tango Lead'], 'genres': ['Drama']}, 'title': 'Tango 2000', 'year': Decimal('2000')}]",
      "query backwards: (['Victor 2000', 'Tango 2000'], {'title': 'Tango 2000', 'year': Decimal('2000')})",
      "query resumed: ['Quebec 2000', 'Papa 2000']",
      "query begins_with: ['Tango 1999']",
      'query filter count: 4',
      'scan pages, scanned, found: (4, 69, 35)',
      "scan projection: {'info': {'rating': Decimal('7.5')}, 'title': 'Alpha 1995', 'year': Decimal('1995')}",
      "scan years: [Decimal('1995'), Decimal('1996'), Decimal('1997'), Decimal('1998'), Decimal('1999')]",
      'parallel scan: 69',
      "batch get: (['Papa 2000', 'The Lord of the Rings: The Fellowship of the Ring'], {})",
      // The boto3 resource guide's users table: DynamoDB keeps a number's value, not its spelling, and
      // writes 1E+100 out as 101 digits (which boto3's resource layer cannot read back: boto/boto3#2500).
      "users get: {'city': 'Los Angeles', 'state': 'CA', 'zip': Decimal('90001')}",
      "users update: {'age': Decimal('26')}",
      "numbers: [Decimal('1.5'), Decimal('0'), Decimal('1000'), Decimal('-0.01')]",
      "1E+100 on the wire: ('1', 101)",
      "binary and sets: (Binary(b'\\x00\\xff'), ['a', 'b'], [Decimal('2.5'), Decimal('3')])",
      "ADD and DELETE sets: (['a', 'b', 'c'], False)",
      "list_append and if_not_exists: (Decimal('7'), Decimal('1'))",
      'empty set: ValidationException: 1 validation error detected: One or more parameter values were invalid: An number set  may not be empty',
      // Attr conditions as the guide lists them; batch_writer without overwrite_by_pkeys sends the
      // duplicate keys and DynamoDB refuses the whole batch.
      "age < 27: ['jenny', 'johndoe']",
      "J and super_user: ['janedoe', 'jenny']",
      "address.state = CA: ['bobsmith', 'johndoe']",
      "hobbies contains golf: ['bobsmith', 'johndoe']",
      "first_name contains li: ['alicedoe']",
      "size(hobbies) > 1: ['johndoe']",
      "nickname is S: ['janedoe']",
      "age in 25, 26, 30: ['janedoe', 'johndoe']",
      "address exists: ['alicedoe', 'bobsmith', 'janedoe', 'johndoe']",
      "address not exists: ['jenny']",
      "account_type <> super_user: ['bobsmith', 'johndoe']",
      "not (age >= 27) or Jones: ['jenny', 'johndoe']",
      "query username and begins_with: ['Jane']",
      'batch duplicates: ValidationException: Provided list of item keys contains duplicates',
      "overwrite_by_pkeys: Decimal('2')",
      // Transactions: 2 write units per item; a repeat with the same ClientRequestToken writes nothing
      // and reports the transactional read of the item instead (API reference, ClientRequestToken).
      "transact get: [{'Item': {'age': {'N': '20'}}}, {'Item': {'age': {'N': '27'}}}, {}]",
      'transaction cancelled: Transaction cancelled, please refer cancellation reasons for specific reasons [ConditionalCheckFailed, None]',
      "cancel reasons: [{'Code': 'ConditionalCheckFailed', 'Item': {'age': {'N': '20'}, 'last_name': {'S': 'Lee'}, 'username': {'S': 'newbie'}}, 'Message': 'The conditional request failed'}, {'Code': 'None'}]",
      "idempotent first: ('28', [{'CapacityUnits': 2.0, 'TableName': 'users', 'WriteCapacityUnits': 2.0}])",
      "idempotent repeat: ('28', [{'CapacityUnits': 2.0, 'ReadCapacityUnits': 2.0, 'TableName': 'users'}])",
      'token reused: IdempotentParameterMismatchException',
      'one item twice: ValidationException: Transaction request cannot include multiple operations on one item',
      "put failure ALL_OLD: ('ConditionalCheckFailedException', {'N': '28'})",
      // PartiQL with Parameters (AWS's PartiQL scenario); a batch is all reads or all writes.
      "partiql select: [{'info': {'plot': 'Developers discover a query language.', 'rating': Decimal('9.9')}, 'title': '24 Hour PartiQL People', 'year': Decimal('2022')}]",
      "partiql updated: [Decimal('2.4')]",
      'partiql insert again: DuplicateItemException',
      'partiql deleted: []',
      "partiql batch insert: [None, 'DuplicateItem']",
      "partiql batch select: [{'title': 'Batch Movie'}, None]",
      'partiql batch mixed: ValidationException',
      // table_not_exists waiter after DeleteTable (DELETING first).
      'delete table: DELETING',
      'describe deleted: ResourceNotFoundException',
      'tables at the end: []',
    ]);
  }, 70_000);
});
