import type { Engine } from '../engine.ts';
import { validateListTables } from '../validation/listTables.ts';

const DEFAULT_LIMIT = 100;

/** Table names in ascending order, paged with Limit / ExclusiveStartTableName. */
export function listTables(engine: Engine, body: object) {
  const request = validateListTables(body);
  const limit = request.Limit ?? DEFAULT_LIMIT;
  const start = request.ExclusiveStartTableName;
  const names = [...engine.tables.keys()].filter((name) => start === undefined || name > start).sort();
  const page = names.slice(0, limit);
  return {
    TableNames: page,
    LastEvaluatedTableName: names.length > limit ? page[page.length - 1] : undefined,
  };
}
