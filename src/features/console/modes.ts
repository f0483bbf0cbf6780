/** The console's modes, in the order the tabs show them, and what each edits. */
import type { ConsoleMode } from '../../state/consoleSlice.ts';
import type { CodeEditorProps } from './editor/CodeEditor.tsx';

export interface ModeInfo {
  id: ConsoleMode;
  label: string;
  language: CodeEditorProps['language'];
  /** Why the mode cannot be used yet. */
  unavailable?: string;
}

export const modes: readonly ModeInfo[] = [
  { id: 'javascript', label: 'JavaScript', language: 'javascript' },
  { id: 'json', label: 'JSON', language: 'json' },
  {
    id: 'partiql',
    label: 'PartiQL',
    language: 'sql',
    unavailable: 'PartiQL comes with issue 5, when the engine learns ExecuteStatement.',
  },
  { id: 'cli', label: 'AWS CLI', language: 'shell' },
];

export const defaultJavaScript = `// \`client\` (DynamoDBClient) and \`doc\` (DynamoDBDocumentClient) are ready to use.
// Pick an example on the right, or write your own. Ctrl/⌘+Enter runs.
import { ListTablesCommand } from '@aws-sdk/client-dynamodb';

const { TableNames } = await client.send(new ListTablesCommand({}));
console.log('Tables:', TableNames);
`;

export const defaultCli = `# AWS CLI syntax, as AWS docs and labs write it. Ctrl/⌘+Enter runs every command in order.
aws dynamodb list-tables
`;

/** Every DynamoDB operation the JSON mode offers; those the engine does not answer yet are marked. */
export const jsonOperations = [
  'GetItem',
  'PutItem',
  'UpdateItem',
  'DeleteItem',
  'Query',
  'Scan',
  'BatchGetItem',
  'BatchWriteItem',
  'TransactGetItems',
  'TransactWriteItems',
  'CreateTable',
  'DescribeTable',
  'UpdateTable',
  'DeleteTable',
  'ListTables',
  'UpdateTimeToLive',
  'DescribeTimeToLive',
  'TagResource',
  'UntagResource',
  'ListTagsOfResource',
  'DescribeLimits',
  'DescribeEndpoints',
] as const;
