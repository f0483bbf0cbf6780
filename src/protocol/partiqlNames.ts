/**
 * The PartiQL operations by name: what the operation table lists whether or not their code is
 * loaded yet, and what the browser build's lazy loader waits for (partiqlOperations.lazy.ts).
 */
export const PARTIQL_OPERATIONS: readonly string[] = [
  'ExecuteStatement',
  'BatchExecuteStatement',
  'ExecuteTransaction',
];
