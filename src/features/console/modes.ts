/** The console's modes, in the order the tabs show them, and what each edits. */
import type { ConsoleMode } from '../../state/consoleSlice.ts';
import type { CodeEditorProps } from './editor/CodeEditor.tsx';
import { selectStatement } from './json/templates.ts';

export interface ModeInfo {
  id: ConsoleMode;
  label: string;
  language: CodeEditorProps['language'];
}

export const modes: readonly ModeInfo[] = [
  { id: 'javascript', label: 'JavaScript', language: 'javascript' },
  { id: 'json', label: 'JSON', language: 'json' },
  { id: 'partiql', label: 'PartiQL', language: 'partiql' },
  { id: 'cli', label: 'AWS CLI', language: 'shell' },
];

export const defaultJavaScript = `// \`client\` (DynamoDB) and \`doc\` (DynamoDBDocument, plain values) are ready to use:
// client.send(new ListTablesCommand({})) or client.listTables({}), as AWS examples write it.
// Pick an example on the right, or write your own. Ctrl/⌘+Enter runs.
import { ListTablesCommand } from '@aws-sdk/client-dynamodb';

const { TableNames } = await client.send(new ListTablesCommand({}));
console.log('Tables:', TableNames);
`;

export const defaultCli = `# AWS CLI syntax, as AWS docs and labs write it. Ctrl/⌘+Enter runs every command in order.
aws dynamodb list-tables
`;

/** The PartiQL draft to start from: a SELECT on the picked table's partition key. */
export function defaultPartiQL(tableName = 'app', partitionKey = 'PK'): string {
  return `-- PartiQL for DynamoDB, as ExecuteStatement runs it. Ctrl/⌘+Enter runs each statement in order.
${selectStatement(tableName, partitionKey)}
`;
}
