/**
 * The tables the engine holds (names and descriptions) and the one picked in the header, which the
 * console and the explorer start from.
 */
import { callWith } from '../client/calls.ts';
import type { WireError } from '../client/engineClient.ts';
import type { TableDescription } from '../client/wireTypes.ts';
import type { SliceCreator } from './types.ts';

export interface TablesSlice {
  tableNames: string[];
  /** DescribeTable replies by table name (as of the last refresh). */
  tables: Record<string, TableDescription>;
  /** Why DescribeTable failed, by table name: a resource-based policy can deny it. */
  describeErrors: Record<string, WireError>;
  selectedTable: string | undefined;
  tablesError: string | undefined;
  /** Whether the list has been read once: until then an empty `tables` says nothing. */
  tablesLoaded: boolean;
  refreshTables(): Promise<void>;
  selectTable(name: string | undefined): void;
}

/** ListTables pages hold at most 100 names; a sandbox with more is not a learning sandbox any more. */
const MAX_PAGES = 20;

export const createTablesSlice: SliceCreator<TablesSlice> = (set, get, _store, { engine }) => ({
  tableNames: [],
  tables: {},
  describeErrors: {},
  selectedTable: undefined,
  tablesError: undefined,
  tablesLoaded: false,
  async refreshTables() {
    const names: string[] = [];
    let start: string | undefined;
    for (let page = 0; page < MAX_PAGES; page++) {
      const listed = await callWith(engine, 'ListTables', start ? { ExclusiveStartTableName: start } : {});
      if (!listed.ok) {
        set({ tablesError: listed.error.message || listed.error.__type });
        return;
      }
      const reply = listed.value.reply as { TableNames?: string[]; LastEvaluatedTableName?: string };
      names.push(...(reply.TableNames ?? []));
      start = reply.LastEvaluatedTableName;
      if (!start) break;
    }
    const tables: Record<string, TableDescription> = Object.create(null) as Record<string, TableDescription>;
    const describeErrors: Record<string, WireError> = Object.create(null) as Record<string, WireError>;
    for (const name of names) {
      const described = await callWith(engine, 'DescribeTable', { TableName: name });
      if (described.ok) tables[name] = (described.value.reply as { Table: TableDescription }).Table;
      else describeErrors[name] = described.error;
    }
    const selected = get().selectedTable;
    set({
      tableNames: names,
      tables,
      describeErrors,
      tablesError: undefined,
      tablesLoaded: true,
      selectedTable: selected !== undefined && names.includes(selected) ? selected : names[0],
    });
  },
  selectTable(name) {
    set({ selectedTable: name });
  },
});
