/**
 * The explorer's URL for a table (hash route, like every section's); with a Region, the table's
 * replica there (a global table).
 */
export function explorerHref(tableName: string, region?: string): string {
  const table = `#/explorer/${encodeURIComponent(tableName)}`;
  return region === undefined ? table : `${table}/${encodeURIComponent(region)}`;
}

/**
 * Whether the address `hash` shows the explorer's table `tableName` (with `region`, its replica
 * there). A bare `#/explorer` shows `selectedTable`, the header's pick.
 */
export function explorerShows(
  hash: string,
  tableName: string,
  region: string | undefined,
  selectedTable: string | undefined,
): boolean {
  const [section, table = selectedTable, shownRegion] = hash
    .replace(/^#\/?/, '')
    .split('/')
    .filter(Boolean)
    .map(decodeSegment);
  return section === 'explorer' && table === tableName && shownRegion === region;
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
