/**
 * What a table's indexes — local, global and vector — share when one is added or removed: one
 * namespace of names, one online index operation at a time, and the attribute definitions the key
 * schemas and search schemas use.
 */
import { DynamoDBError } from '../errors.ts';
import type { AttributeDefinition, Table } from '../storage/table.ts';
import { searchSchemaNames } from '../vectors/vectorDefinitions.ts';

/**
 * Simulated speed at which a backfill reads the table (items per second). It paces a vector index's
 * backfill, which has no write capacity of its own; a global index's backfill is also paced by its
 * write capacity (globalIndexBackfill.ts).
 */
export const BACKFILL_ITEMS_PER_SECOND = 5000;

/**
 * One index — global or vector — is created or deleted at a time: a second action, or one while
 * another index is being created or deleted, is a LimitExceededException. Deleting the index being
 * created is not another action (the phase rules have let it through only once it is backfilling).
 * `actions`: the names the request deletes, '' for each index it creates.
 */
export function checkOneOnlineIndex(table: Table, actions: readonly string[]): void {
  if (actions.length === 0) return;
  const deleting = actions[0];
  const busy = [...table.indexes, ...(table.vectorIndexes ?? [])].some(
    (index) => (index.status === 'CREATING' && index.name !== deleting) || index.status === 'DELETING',
  );
  if (actions.length > 1 || busy) {
    throw new DynamoDBError(
      'LimitExceededException',
      'Subscriber limit exceeded: Only 1 online index can be created or deleted simultaneously per table',
    );
  }
}

/**
 * The table's attribute definitions plus those an UpdateTable adds. One the table already has keeps
 * its stored type, even when the request declares another: DynamoDB accepts that conflict silently
 * (observed against the service, eu-west-2, in nubo-db/dynamodb-conformance
 * tests/tier2/updateTable/gsi.test.ts).
 */
export function withRequestedDefinitions(
  table: Table,
  requested: readonly AttributeDefinition[] = [],
): AttributeDefinition[] {
  const definitions = [...table.attributeDefinitions];
  for (const d of requested) {
    if (!definitions.some((e) => e.AttributeName === d.AttributeName)) definitions.push(d);
  }
  return definitions;
}

/** Whether any index of the table — local, global or vector — has this name. */
export function indexNameTaken(table: Table, name: string): boolean {
  return [...table.indexes, ...(table.vectorIndexes ?? [])].some((index) => index.name === name);
}

/**
 * The definitions a key schema uses — the table's and each index's, and vector indexes' search
 * schemas. DynamoDB keeps no others: a
 * deleted index's keys go, and a definition in the request that no key uses is dropped without
 * an error (live captures: nubo-db/dynoxide#131, paritysuite/dynamodb-conformance#79).
 */
export function keyDefinitions(table: Table, pool: readonly AttributeDefinition[]): AttributeDefinition[] {
  const used = new Set(
    [table.keySchemaElements, ...table.indexes.map((index) => index.keySchemaElements)].flatMap((schema) =>
      schema.map((key) => key.AttributeName),
    ),
  );
  for (const name of searchSchemaNames(table)) used.add(name);
  return pool.filter((definition) => used.has(definition.AttributeName));
}
