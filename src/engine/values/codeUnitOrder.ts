/**
 * Strings in UTF-16 code unit order — JavaScript's `<`, and Java's String.compareTo, the order in
 * which DynamoDB lists names (attribute definitions, tables in insights). Key values sort by UTF-8
 * bytes instead (utf8.ts).
 */
export function byCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
