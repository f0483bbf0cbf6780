/**
 * Code that stops an example whose table name is taken by a table with another key, as a lesson's
 * exercise may have left one (lesson 18's profiles and ledger, lesson 20's profiles): without it the
 * example fails further on with "Missing the key … in the item", which does not say why. Run while
 * the deleted table is still DELETING, the example would wait for it to be ACTIVE in vain: hence
 * "wait until it is gone".
 */
export const keyedOn = (
  table: string,
  key: string,
) => `const { Table: existing } = await client.send(new DescribeTableCommand({ TableName: '${table}' }));
const keys = existing.KeySchema.map((element) => element.AttributeName);
if (keys.join() !== '${key}') {
  throw new Error(\`A table named ${table} already exists, keyed on \${keys.join(' and ')}, not ${key}. Delete it (in the Explorer, or with DeleteTable), wait until it is gone (DELETING takes a moment), and run this example again.\`);
}
`;
