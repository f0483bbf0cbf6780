/**
 * Where a table is held, as DescribeTable tells it: its own Region (from its ARN), then its
 * replicas' (a global table). The app's Region choices (Explorer, Console) are made from these.
 */
export function tableRegions(table: { TableArn?: string; Replicas?: { RegionName?: string }[] }): string[] {
  const own = table.TableArn?.split(':')[3];
  const replicas = (table.Replicas ?? []).flatMap((replica) =>
    replica.RegionName ? [replica.RegionName] : [],
  );
  return own === undefined ? replicas : [own, ...replicas];
}

/** Every Region some table is held in, the home Region first (the tables' own). */
export function sandboxRegions(tables: readonly Parameters<typeof tableRegions>[0][]): string[] {
  const regions = new Set<string>();
  for (const table of tables) regions.add(tableRegions(table)[0]);
  for (const table of tables) for (const region of tableRegions(table)) regions.add(region);
  return [...regions].filter((region) => region !== undefined);
}
