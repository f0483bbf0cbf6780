/**
 * What of the store survives a reload (drafts, mode, picked operation, table and Region) and how saved data
 * is read back: field by field, keeping what is valid, so data from an older version or edited by
 * hand never leaves the app broken — at worst it starts with empty drafts.
 */
import type { AppState } from './types.ts';
import type { ConsoleMode } from './consoleSlice.ts';

export const PERSIST_KEY = 'dynamo-sandbox:ui';
export const PERSIST_VERSION = 1;

export type PersistedState = Pick<
  AppState,
  'consoleMode' | 'drafts' | 'jsonOperation' | 'selectedTable' | 'consoleRegion'
>;

const MODES: readonly ConsoleMode[] = ['json', 'javascript', 'cli', 'partiql'];
/** Editor drafts by mode (JSON's per operation), and PartiQL mode's Parameters field. */
const DRAFT_KEY = /^(javascript|cli|partiql|partiql:parameters|json:[A-Za-z]+)$/;
/** An AWS Region's name: us-east-1, ap-southeast-2, us-gov-west-1. */
const REGION = /^[a-z]{2}(-[a-z]+)+-\d+$/;

export function partialize(state: AppState): PersistedState {
  const { consoleMode, drafts, jsonOperation, selectedTable, consoleRegion } = state;
  return { consoleMode, drafts, jsonOperation, selectedTable, consoleRegion };
}

export function mergePersisted(saved: unknown, current: AppState): AppState {
  if (saved === null || typeof saved !== 'object') return current;
  const data = saved as Record<string, unknown>;
  const merged = { ...current };
  if (MODES.includes(data.consoleMode as ConsoleMode)) merged.consoleMode = data.consoleMode as ConsoleMode;
  if (typeof data.jsonOperation === 'string') merged.jsonOperation = data.jsonOperation;
  if (typeof data.selectedTable === 'string') merged.selectedTable = data.selectedTable;
  if (typeof data.consoleRegion === 'string' && REGION.test(data.consoleRegion))
    merged.consoleRegion = data.consoleRegion;
  if (data.drafts !== null && typeof data.drafts === 'object') {
    const drafts = { ...current.drafts };
    for (const [key, text] of Object.entries(data.drafts)) {
      if (DRAFT_KEY.test(key) && typeof text === 'string') drafts[key] = text;
    }
    merged.drafts = drafts;
  }
  return merged;
}
