/** The card's examples as PartiQL statements (ExecuteStatement), for the console's PartiQL mode. */
import type { TextSnippet } from './snippet.ts';

const SCAN_NOTE =
  'Without an equality on the partition key, DynamoDB cannot run this SELECT as a Query: it scans the whole table and filters afterwards. "How it was served" shows every item read and charged, not just the ones returned.';

export const partiqlSnippets: TextSnippet[] = [
  {
    id: 'partiql-query-customer',
    title: 'Query a customer’s item collection',
    mode: 'partiql',
    code: `-- An equality on the partition key: DynamoDB runs this as a Query on one item collection.
SELECT * FROM "app" WHERE PK = 'CUSTOMER#42'
`,
  },
  {
    id: 'partiql-query-prefix',
    title: 'Query by prefix',
    mode: 'partiql',
    code: `SELECT SK, total FROM "app"
WHERE PK = 'CUSTOMER#42' AND begins_with(SK, 'ORDER#')
ORDER BY SK DESC
`,
  },
  {
    id: 'partiql-insert',
    title: 'Insert an order (only if new)',
    mode: 'partiql',
    code: `-- INSERT fails with DuplicateItemException when an item with this key exists: run it twice.
INSERT INTO "app" VALUE {'PK': 'CUSTOMER#42', 'SK': 'ORDER#2026-10-20#D44', 'total': 18}
`,
  },
  {
    id: 'partiql-optimistic-locking',
    title: 'Rename with optimistic locking',
    mode: 'partiql',
    code: `-- The extra condition on ver makes a stale update fail with ConditionalCheckFailedException.
UPDATE "app" SET "name" = 'Ada L.' SET ver = ver + 1
WHERE PK = 'CUSTOMER#42' AND SK = 'PROFILE' AND ver = 1
RETURNING ALL NEW *
`,
  },
  {
    id: 'partiql-scan',
    title: 'A scan in disguise',
    mode: 'partiql',
    code: `SELECT * FROM "app" WHERE total > 20
`,
    note: SCAN_NOTE,
  },
];
