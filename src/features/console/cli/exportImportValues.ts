/**
 * Option values to complete for exports and imports: the tables' ARNs (which the export commands
 * take instead of a name), the sample bucket, and starting values for an import's source and its
 * new table — one per table, with that table's key schema, so an export imports back as it was.
 */
import type { CompletionTables, EditorCompletions } from '../editorCompletion.ts';
import { SAMPLE_BUCKET } from '../json/exportImportTemplates.ts';

type Item = EditorCompletions['items'][number];

/** The values for `member`; undefined for members these commands do not add. */
export function exportImportValues(member: string, tables: CompletionTables): Item[] | undefined {
  switch (member) {
    case 'TableArn':
      return Object.entries(tables).flatMap(([name, table]) =>
        table.TableArn ? [{ label: table.TableArn, kind: 'value', detail: `table ${name}` } as Item] : [],
      );
    case 'S3Bucket':
      return [{ label: SAMPLE_BUCKET, kind: 'value', detail: 'any valid name is a bucket in the sandbox' }];
    case 'S3BucketSource':
      return [
        {
          label: `S3Bucket=${SAMPLE_BUCKET},S3KeyPrefix=`,
          kind: 'value',
          detail: 'an export’s data files: <prefix>/AWSDynamoDB/<export ID>/data/',
          snippet: `S3Bucket=\${1:${SAMPLE_BUCKET}},S3KeyPrefix=$2`,
        },
      ];
    case 'TableCreationParameters':
      return Object.entries(tables).map(([name, table]) => tableCreation(name, table));
    default:
      return undefined;
  }
}

/** A new table with `table`'s key schema, on demand, in shorthand; the cursor on its name. */
function tableCreation(name: string, table: CompletionTables[string]): Item {
  // The key attributes only, partition key first: an index's keys are not the new table's.
  const definitions = table.KeySchema.map(({ AttributeName }) => {
    const type = table.AttributeDefinitions.find((d) => d.AttributeName === AttributeName)?.AttributeType;
    return `{AttributeName=${AttributeName},AttributeType=${type ?? 'S'}}`;
  }).join(',');
  const keySchema = table.KeySchema.map(
    (k) => `{AttributeName=${k.AttributeName},KeyType=${k.KeyType}}`,
  ).join(',');
  const rest = `AttributeDefinitions=[${definitions}],KeySchema=[${keySchema}],BillingMode=PAY_PER_REQUEST`;
  // Quoted: the shell would otherwise read the braces and brackets.
  return {
    label: `'TableName=${name}-imported,${rest}'`,
    kind: 'value',
    detail: `key schema of ${name}`,
    snippet: `'TableName=\${1:${name}-imported},${rest}'`,
  };
}
