/**
 * What a reply with an ExportDescription (ExportTableToPointInTime, DescribeExport) or an
 * ImportTableDescription (ImportTable, DescribeImport) says at a glance: its status and item
 * counts for the one-line summary (replyFacts.ts); where its files are is exportImportPlaces.ts.
 */

type Description = Record<string, unknown>;

const described = (value: unknown): Description | undefined =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Description) : undefined;

export const exportOf = (reply: Record<string, unknown>) => described(reply.ExportDescription);
export const importOf = (reply: Record<string, unknown>) => described(reply.ImportTableDescription);

export function isExportOrImport(reply: Record<string, unknown>): boolean {
  return exportOf(reply) !== undefined || importOf(reply) !== undefined;
}

const count = (value: unknown) => (typeof value === 'number' ? value.toLocaleString('en-US') : undefined);

/** `name value` for each member that is there, in order. */
function present(description: Description, names: readonly string[]): string[] {
  return names.flatMap((name) => {
    const value = description[name];
    if (typeof value === 'string') return [`${name} ${value}`];
    const number = count(value);
    return number === undefined ? [] : [`${name} ${number}`];
  });
}

/** The summary line's facts: status, counts and any failure. */
export function exportImportFacts(reply: Record<string, unknown>): string[] {
  const exported = exportOf(reply);
  if (exported) {
    const facts = present(exported, ['ExportStatus', 'ItemCount', 'BilledSizeBytes', 'FailureCode']);
    // ItemCount is then what the filter kept, BilledSizeBytes what the key condition read.
    return exported.FilterSpecification === undefined ? facts : [...facts, 'filtered'];
  }
  const imported = importOf(reply);
  if (imported) {
    return present(imported, [
      'ImportStatus',
      'ProcessedItemCount',
      'ImportedItemCount',
      'ErrorCount',
      'ProcessedSizeBytes',
      'FailureCode',
    ]);
  }
  return [];
}
