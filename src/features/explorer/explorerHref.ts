/**
 * The explorer's URL for a table (hash route, like every section's); with a Region, the table's
 * replica there (a global table).
 */
export function explorerHref(tableName: string, region?: string): string {
  const table = `#/explorer/${encodeURIComponent(tableName)}`;
  return region === undefined ? table : `${table}/${encodeURIComponent(region)}`;
}
