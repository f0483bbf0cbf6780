/**
 * The statements of the PartiQL examples (partiqlSnippets.ts lists them). Loaded when a learner picks
 * one, like javascriptCode.ts: the console's first load does without them.
 */

export const queryCustomer = `-- An equality on the partition key: DynamoDB runs this as a Query on one item collection.
SELECT * FROM "app" WHERE PK = 'CUSTOMER#42'
`;

export const queryPrefix = `SELECT SK, total FROM "app"
WHERE PK = 'CUSTOMER#42' AND begins_with(SK, 'ORDER#')
ORDER BY SK DESC
`;

export const insert = `-- INSERT fails with DuplicateItemException when an item with this key exists: run it twice.
INSERT INTO "app" VALUE {'PK': 'CUSTOMER#42', 'SK': 'ORDER#2026-10-20#D44', 'total': 18}
`;

export const optimisticLocking = `-- The extra condition on ver makes a stale update fail with ConditionalCheckFailedException.
UPDATE "app" SET "name" = 'Ada L.' SET ver = ver + 1
WHERE PK = 'CUSTOMER#42' AND SK = 'PROFILE' AND ver = 1
RETURNING ALL NEW *
`;

export const scan = `SELECT * FROM "app" WHERE total > 20
`;
