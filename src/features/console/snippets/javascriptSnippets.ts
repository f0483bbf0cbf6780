/** The modeling card's examples in the AWS SDK for JavaScript v3, as learner code for the console. */
import { lazyTexts, TRANSACTIONS_NOTE, WAIT_FOR_ACTIVE_NOTE, type Snippet } from './snippet.ts';

/** An example's code, fetched with all the others' the first time one is loaded (javascriptCode.ts). */
const lazy = lazyTexts(() => import('./javascriptCode.ts'));

export const javascriptSnippets: Snippet[] = [
  {
    id: 'js-app-table',
    title: 'The card’s app table',
    mode: 'javascript',
    code: lazy('appTable'),
    note: WAIT_FOR_ACTIVE_NOTE,
  },
  {
    id: 'js-optimistic-locking',
    title: 'Optimistic locking',
    mode: 'javascript',
    code: lazy('optimisticLocking'),
  },
  { id: 'js-atomic-counter', title: 'Atomic counter', mode: 'javascript', code: lazy('atomicCounter') },
  { id: 'js-query-prefix', title: 'Query by prefix', mode: 'javascript', code: lazy('queryByPrefix') },
  {
    id: 'js-transaction',
    title: 'Transaction',
    mode: 'javascript',
    code: lazy('transaction'),
    note: TRANSACTIONS_NOTE,
  },
  {
    id: 'js-lagging-index',
    title: 'A GSI a moment behind',
    mode: 'javascript',
    code: lazy('laggingIndex'),
    note: 'Reads on a global secondary index are eventually consistent (ConsistentRead is refused on a GSI). Read your own writes from the table, or wait and retry.',
  },
  {
    id: 'js-lagging-replica',
    title: 'A replica a moment behind',
    mode: 'javascript',
    code: lazy('laggingReplica'),
    note: 'Choose a replica lag in the header first. A strongly consistent read (ConsistentRead: true) goes to the partition’s leader and always has the latest write, at twice the read units.',
  },
  {
    id: 'js-deny-binds-you',
    title: 'A Deny that binds even you',
    mode: 'javascript',
    code: lazy('denyBindsYou'),
    note: 'The policy stays on table vault: DeleteResourcePolicy lifts it (the root user always may), then DeleteTable goes through.',
  },
  {
    id: 'js-global-table',
    title: 'Two Regions, one item: last writer wins',
    mode: 'javascript',
    code: lazy('globalTableConflict'),
    note: 'Table profiles keeps its replica in eu-west-1; remove it with ReplicaUpdates Delete before deleting the table.',
  },
  {
    id: 'js-strong-global-table',
    title: 'Two Regions, one item: strong consistency (MRSC)',
    mode: 'javascript',
    code: lazy('strongGlobalTable'),
    note: 'Table ledger stays an MRSC global table: one UpdateTable deleting the us-east-2 replica and the us-west-2 witness together makes it Regional again.',
  },
  {
    id: 'js-vector-search',
    title: 'Similar items: vector search',
    mode: 'javascript',
    code: lazy('similarDishes'),
    note: 'A vector index finds the items nearest a vector (an embedding, or here a taste profile). The sandbox compares every vector, so its results are exact; DynamoDB’s search is approximate. An index with a HASH search-schema attribute is searched one value of it at a time, named in SearchConditionExpression.',
  },
  {
    id: 'js-runaway-loop',
    title: 'A runaway loop (try Stop)',
    mode: 'javascript',
    code: lazy('runawayLoop'),
  },
];
