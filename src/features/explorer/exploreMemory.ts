/**
 * What "Explore items" keeps per table while the app is open: the form as the learner left it and
 * the last Run. The Explorer unmounts when the learner opens a request in the Console and comes
 * back; kept here, the form and its results come back as they were. Not saved between visits.
 */
import { create } from 'zustand';
import { emptyExploreForm, type ExploreForm } from './exploreRequest.ts';

/** A Run: the request built from the form, for the view (table or index) it was built for. */
export interface ExploreRun {
  id: number;
  indexName: string;
  operation: 'Scan' | 'Query';
  request: Record<string, unknown>;
}

export interface Explored {
  form: ExploreForm;
  run?: ExploreRun;
}

interface ExploreMemory {
  byTable: Record<string, Explored>;
  remember(table: string, explored: Explored): void;
}

export const useExploreMemory = create<ExploreMemory>()((set) => ({
  byTable: {},
  remember: (table, explored) => set((memory) => ({ byTable: { ...memory.byTable, [table]: explored } })),
}));

/**
 * The memory's key: a table of the same name in another Region, or after the sandbox was reset or
 * replaced (`sandboxGeneration`), is another table.
 */
export const exploreKey = (tableName: string, region: string | undefined, sandboxGeneration: number) =>
  `${sandboxGeneration}/${region ?? ''}/${tableName}`;

export const NOTHING_EXPLORED: Explored = { form: emptyExploreForm() };
