import { describe, expect, it } from 'vitest';
import { parseCliText } from '../cli/parseCli.ts';
import { requestAsCode, requestsAsScript } from './requestAsCode.ts';
import { withoutStatusPolls, type ScriptStep } from './scriptSteps.ts';

const getItem = JSON.stringify({ TableName: 'profiles', Key: { id: { S: 'ada' } } });
const text = (language: Parameters<typeof requestAsCode>[0], region?: string) => {
  const code = requestAsCode(language, 'GetItem', getItem, region);
  if (!code.ok) throw new Error(code.reason);
  return code.text;
};

describe('the code of a request signed for another Region', () => {
  it('names the Region in every language, and only then', () => {
    expect(text('cli', 'eu-west-1')).toBe(
      `aws dynamodb get-item --table-name profiles --key '{"id": {"S": "ada"}}' \\\n    --region eu-west-1`,
    );
    const short = requestAsCode('cli', 'ListTables', '{}', 'eu-west-1');
    expect(short.ok && short.text).toBe('aws dynamodb list-tables --region eu-west-1');
    expect(text('javascript', 'eu-west-1')).toContain(
      "const client = new DynamoDBClient({ region: 'eu-west-1' });",
    );
    expect(text('document', 'eu-west-1')).toContain("new DynamoDBClient({ region: 'eu-west-1' })");
    expect(text('python', 'eu-west-1')).toContain(
      'client = boto3.client("dynamodb", region_name="eu-west-1")',
    );
    expect(text('table', 'eu-west-1')).toContain(
      'dynamodb = boto3.resource("dynamodb", region_name="eu-west-1")',
    );
    expect(text('json', 'eu-west-1')).not.toContain('eu-west-1');
    expect(text('javascript')).toContain('const client = new DynamoDBClient({});');
  });

  it('leaves out a "Region" that is no Region’s name', () => {
    expect(text('python', 'x") or __import__("os')).toContain('client = boto3.client("dynamodb")');
  });
});

const EU = 'eu-west-1';
const addReplica: ScriptStep = {
  operation: 'UpdateTable',
  request: { TableName: 'profiles', ReplicaUpdates: [{ Create: { RegionName: EU } }] },
};
const put: ScriptStep = {
  operation: 'PutItem',
  request: { TableName: 'profiles', Item: { id: { S: 'ada' } } },
};
const readThere: ScriptStep = {
  operation: 'GetItem',
  request: { TableName: 'profiles', Key: { id: { S: 'ada' } } },
  region: EU,
};
const batchThere: ScriptStep = {
  operation: 'BatchWriteItem',
  request: { RequestItems: { profiles: [{ PutRequest: { Item: { id: { S: 'bo' } } } }] } },
  region: EU,
};
const dropThere: ScriptStep = { operation: 'DeleteTable', request: { TableName: 'profiles' }, region: EU };

describe('a script of requests sent to several Regions', () => {
  it('AWS CLI: each command sent elsewhere, its wait and its resends carry --region', () => {
    const result = requestsAsScript('cli', [addReplica, put, readThere, batchThere, dropThere]);
    if (!result.ok) throw new Error(result.reason);
    const lines = result.text.split('\n');
    expect(lines).toContain('# 3. GetItem in eu-west-1');
    expect(lines).toContain('aws dynamodb wait table-not-exists --table-name profiles --region eu-west-1');
    expect(result.text).toContain(
      'aws dynamodb batch-write-item --request-items "$items" --region eu-west-1 --query UnprocessedItems',
    );
    expect(lines).toContain('aws dynamodb wait table-exists --table-name profiles');
    // A new replica is ready when its ReplicaStatus says so: a shell loop the Console does not run.
    expect(result.text).toContain('--query \'length(Table.Replicas[?ReplicaStatus!=`"ACTIVE"`] || `[]`)\')');
    expect(result.consoleText).toBeUndefined();
    // The Console's CLI mode reads each command's Region back.
    const runnable = requestsAsScript('cli', [put, readThere, batchThere, dropThere]);
    const commands = parseCliText((runnable.ok && runnable.consoleText) || '');
    const sent = commands.map((command) => [command.waiter ? 'wait' : command.operation, command.region]);
    expect(sent).toEqual([
      ['PutItem', undefined],
      ['GetItem', EU],
      ['BatchWriteItem', EU],
      ['DeleteTable', EU],
      ['wait', EU],
    ]);
  });

  it('JavaScript and Python: clients made for the one Region every request went to', () => {
    const steps = [readThere, { ...put, region: EU }];
    const javaScript = requestsAsScript('javascript', steps);
    expect(javaScript.ok && javaScript.text).toContain(
      "const client = new DynamoDBClient({ region: 'eu-west-1' });",
    );
    expect(javaScript.ok && javaScript.consoleText).toContain("new DynamoDBClient({ region: 'eu-west-1' })");
    const python = requestsAsScript('table', steps);
    expect(python.ok && python.text).toContain(
      'dynamodb = boto3.resource("dynamodb", region_name="eu-west-1")',
    );
    const home = requestsAsScript('python', [put]);
    expect(home.ok && home.text).toContain('client = boto3.client("dynamodb")\n');
  });

  it('JavaScript and Python: a client of its own for each Region the requests went to', () => {
    const steps = [addReplica, put, readThere, batchThere, dropThere];
    const code = (language: 'javascript' | 'document' | 'python' | 'table') => {
      const script = requestsAsScript(language, steps);
      if (!script.ok) throw new Error(script.reason);
      return script.text;
    };
    const javaScript = code('javascript');
    expect(javaScript).toContain(
      "const client = new DynamoDBClient({});\nconst clientEuWest1 = new DynamoDBClient({ region: 'eu-west-1' });\n",
    );
    expect(javaScript).toContain('// 3. GetItem in eu-west-1\nreply = await clientEuWest1.send(');
    expect(javaScript).toContain('  reply = await clientEuWest1.send(\n    new BatchWriteItemCommand(');
    expect(javaScript).toContain('{ client: clientEuWest1, minDelay: 1, maxWaitTime: 120 }');
    expect(javaScript).toContain("await waitUntilActive(client, 'profiles');");
    const document = code('document');
    expect(document).toContain('const docEuWest1 = DynamoDBDocumentClient.from(clientEuWest1);');
    expect(document).toContain('reply = await docEuWest1.send(');

    const python = code('python');
    expect(python).toContain('client_eu_west_1 = boto3.client("dynamodb", region_name="eu-west-1")');
    expect(python).toContain('response = client_eu_west_1.get_item(');
    expect(python).toContain(
      'response = client_eu_west_1.batch_write_item(RequestItems=response["UnprocessedItems"])',
    );
    expect(python).toContain('client_eu_west_1.get_waiter("table_not_exists").wait(');
    expect(python).toContain('wait_until_active(client, "profiles")');
    const table = code('table');
    const made = [
      'dynamodb = boto3.resource("dynamodb")',
      'client = dynamodb.meta.client',
      'dynamodb_eu_west_1 = boto3.resource("dynamodb", region_name="eu-west-1")',
      'table_eu_west_1 = dynamodb_eu_west_1.Table("profiles")',
      'client_eu_west_1 = dynamodb_eu_west_1.meta.client',
    ];
    // Each client made once, before the statements that use it.
    expect(made.map((line) => table.indexOf(`${line}\n`))).toEqual(
      [...made.map((line) => table.indexOf(`${line}\n`))].sort((a, b) => a - b),
    );
    expect(made.every((line) => table.split(`${line}\n`).length === 2)).toBe(true);
    expect(table).toContain('response = table_eu_west_1.get_item(');
    expect(table).toContain('response = dynamodb_eu_west_1.batch_write_item(');
  });

  it('keeps a status poll of the same table in another Region: it is a request of its own', () => {
    const poll = { operation: 'DescribeTable', request: { TableName: 'profiles' } };
    const kept = withoutStatusPolls([addReplica, poll, { ...poll, region: EU }]);
    expect(kept).toEqual([addReplica, { ...poll, region: EU }]);
  });
});
