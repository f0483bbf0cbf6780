import type { ConsoleMode } from '../../../state/consoleSlice.ts';

/** An example the console can load: its mode, text, and for JSON mode the operation. */
export interface Snippet {
  id: string;
  title: string;
  mode: Exclude<ConsoleMode, 'partiql'>;
  operation?: string;
  code: string;
  /** Shown with the snippet: where it corrects the material, or what it needs from the engine. */
  note?: string;
}

/** The card's example writes right after create_table; errata 3 in the reference material. */
export const WAIT_FOR_ACTIVE_NOTE =
  'Corrected from the card: it writes right after create_table, but CreateTable is asynchronous — the table is CREATING at first and a write then fails with ResourceNotFoundException. This waits until the table is ACTIVE (boto3: t.wait_until_exists()). DynamoDB Local hides the bug by creating tables almost at once; this sandbox does not.';

export const TRANSACTIONS_NOTE =
  'Transactions arrive in the engine with issue 3: until then this run ends with the engine’s UnknownOperationException.';
