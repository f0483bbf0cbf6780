/** The Heatmap's and Metrics' URLs: a table, and the Region of the replica shown when not the home's. */
export type CapacitySection = 'heatmap' | 'metrics';

export function capacityHref(section: CapacitySection, tableName: string, region?: string): string {
  const table = `#/${section}/${encodeURIComponent(tableName)}`;
  return region === undefined ? table : `${table}/${encodeURIComponent(region)}`;
}
