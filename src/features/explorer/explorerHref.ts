/** The explorer's URL for a table (hash route, like every section's). */
export function explorerHref(tableName: string): string {
  return `#/explorer/${encodeURIComponent(tableName)}`;
}
