import type { ConsoleMode } from '../../../state/consoleSlice.ts';

/** An example the console can load: its mode, text, and for JSON mode the operation. */
export interface Snippet {
  id: string;
  title: string;
  mode: ConsoleMode;
  operation?: string;
  /** Fetches the text (see lazyTexts): the console lists the examples without their texts. */
  code: () => Promise<string>;
  /** Shown with the snippet: where it corrects the material, or what it needs from the engine. */
  note?: string;
}

/** The names of a module's string exports. */
type TextName<Module> = { [Name in keyof Module]: Module[Name] extends string ? Name : never }[keyof Module];

/**
 * `code` for examples whose texts are exports of one module, which is fetched (all its texts at
 * once) the first time one of them is picked: `const lazy = lazyTexts(() => import('./xCode.ts'))`,
 * then `code: lazy('name')`. The import() is the caller's, so the bundler gives that module a chunk
 * of its own, out of the console's first load.
 */
export const lazyTexts =
  <Module>(load: () => Promise<Module>) =>
  (name: TextName<Module>) =>
  (): Promise<string> =>
    load().then((module) => module[name] as string);

/** The card's example writes right after create_table; errata 3 in the reference material. */
export const WAIT_FOR_ACTIVE_NOTE =
  'Corrected from the card: it writes right after create_table, but CreateTable is asynchronous — the table is CREATING at first and a write then fails with ResourceNotFoundException. This waits until the table is ACTIVE (boto3: t.wait_until_exists()). DynamoDB Local hides the bug by creating tables almost at once; this sandbox does not.';

export const TRANSACTIONS_NOTE =
  'All or nothing, at twice the capacity of plain writes. Like DynamoDB, the sandbox keeps a transaction in flight for a moment: a write to one of its items meanwhile fails with TransactionConflictException.';
