import type { ConsoleMode } from '../../../state/consoleSlice.ts';

/** An example the console can load: its mode, text, and for JSON mode the operation. */
export interface Snippet {
  id: string;
  title: string;
  mode: ConsoleMode;
  operation?: string;
  /** The text, or (the JavaScript examples, which are long) a function that fetches it. */
  code: string | (() => Promise<string>);
  /** Shown with the snippet: where it corrects the material, or what it needs from the engine. */
  note?: string;
}

/** An example whose text is at hand (the JSON, CLI and PartiQL examples: short ones). */
export type TextSnippet = Snippet & { code: string };

/** The card's example writes right after create_table; errata 3 in the reference material. */
export const WAIT_FOR_ACTIVE_NOTE =
  'Corrected from the card: it writes right after create_table, but CreateTable is asynchronous — the table is CREATING at first and a write then fails with ResourceNotFoundException. This waits until the table is ACTIVE (boto3: t.wait_until_exists()). DynamoDB Local hides the bug by creating tables almost at once; this sandbox does not.';

export const TRANSACTIONS_NOTE =
  'All or nothing, at twice the capacity of plain writes. Like DynamoDB, the sandbox keeps a transaction in flight for a moment: a write to one of its items meanwhile fails with TransactionConflictException.';
