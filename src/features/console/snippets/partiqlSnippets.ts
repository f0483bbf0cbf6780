/** The card's examples as PartiQL statements (ExecuteStatement), for the console's PartiQL mode. */
import { lazyTexts, type Snippet } from './snippet.ts';

/** An example's statements, fetched with all the others' the first time one is loaded (partiqlCode.ts). */
const lazy = lazyTexts(() => import('./partiqlCode.ts'));

const SCAN_NOTE =
  'Without an equality on the partition key, DynamoDB cannot run this SELECT as a Query: it scans the whole table and filters afterwards. "How it was served" shows every item read and charged, not just the ones returned.';

export const partiqlSnippets: Snippet[] = [
  {
    id: 'partiql-query-customer',
    title: 'Query a customer’s item collection',
    mode: 'partiql',
    code: lazy('queryCustomer'),
  },
  {
    id: 'partiql-query-prefix',
    title: 'Query by prefix',
    mode: 'partiql',
    code: lazy('queryPrefix'),
  },
  {
    id: 'partiql-insert',
    title: 'Insert an order (only if new)',
    mode: 'partiql',
    code: lazy('insert'),
  },
  {
    id: 'partiql-optimistic-locking',
    title: 'Rename with optimistic locking',
    mode: 'partiql',
    code: lazy('optimisticLocking'),
  },
  {
    id: 'partiql-scan',
    title: 'A scan in disguise',
    mode: 'partiql',
    code: lazy('scan'),
    note: SCAN_NOTE,
  },
];
