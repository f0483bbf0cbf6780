/**
 * The explorer's URL for a table (hash route, like every section's); with a Region, the table's
 * replica there (a global table).
 */
export function explorerHref(tableName: string, region?: string): string {
  const table = `#/explorer/${encodeURIComponent(tableName)}`;
  return region === undefined ? table : `${table}/${encodeURIComponent(region)}`;
}

/** The Regions holding a table: its own (from its ARN), then its replicas', as DescribeTable lists them. */
export function tableRegions(table: { TableArn?: string; Replicas?: { RegionName?: string }[] }): string[] {
  const own = table.TableArn?.split(':')[3];
  const replicas = (table.Replicas ?? []).flatMap((replica) =>
    replica.RegionName ? [replica.RegionName] : [],
  );
  return own === undefined ? replicas : [own, ...replicas];
}
