import { callWith } from '../../client/calls.ts';
import type { EngineClient } from '../../client/engineClient.ts';
import type { Item } from '../../client/wireTypes.ts';

/**
 * Every item of the table (or the first `limit`), page by page; or what went wrong. The pages are
 * read strongly consistently, as AWS advises for a backup: an export or a copy must not miss a
 * write that a replica behind has not applied (the sandbox's replica lag, storage/replicaLag.ts).
 */
export async function scanAll(
  engine: EngineClient,
  tableName: string,
  limit = Infinity,
): Promise<Item[] | string> {
  const items: Item[] = [];
  let start: unknown;
  do {
    const page = await callWith(engine, 'Scan', {
      TableName: tableName,
      ConsistentRead: true,
      ...(start ? { ExclusiveStartKey: start } : {}),
    });
    if (!page.ok) return `Reading the items stopped: ${page.error.message || page.error.__type}`;
    items.push(...((page.value.reply.Items as Item[] | undefined) ?? []));
    start = page.value.reply.LastEvaluatedKey;
  } while (start && items.length < limit);
  return items.slice(0, limit);
}
