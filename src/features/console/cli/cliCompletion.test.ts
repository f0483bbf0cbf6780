import { describe, expect, it } from 'vitest';
import { cliCompletions } from './cliCompletion.ts';

const keyed = (hash: string, range?: string) => ({
  KeySchema: [
    { AttributeName: hash, KeyType: 'HASH' },
    ...(range ? [{ AttributeName: range, KeyType: 'RANGE' }] : []),
  ],
  AttributeDefinitions: [
    { AttributeName: hash, AttributeType: 'S' },
    ...(range ? [{ AttributeName: range, AttributeType: 'N' }] : []),
  ],
});
const TABLES = {
  app: {
    ...keyed('PK', 'SK'),
    GlobalSecondaryIndexes: [{ IndexName: 'byStatus' }],
    LocalSecondaryIndexes: [{ IndexName: 'byDate' }],
  },
  orders: {
    ...keyed('id'),
    LatestStreamArn: 'arn:aws:dynamodb:us-east-1:000000000000:table/orders/stream/x',
  },
};

const labels = (text: string) => cliCompletions(text, TABLES).items.map((item) => item.label);

describe('AWS CLI completion', () => {
  it('offers the services, then their commands and waiters', () => {
    expect(labels('')).toEqual(['aws']);
    expect(labels('aws ')).toEqual(['dynamodb', 'dynamodbstreams', 's3']);
    expect(labels('aws dyn')).toEqual(['dynamodb', 'dynamodbstreams', 's3']);
    const commands = cliCompletions('aws dynamodb qu', {});
    expect(commands.from).toBe('aws dynamodb '.length);
    expect(commands.items).toContainEqual({ label: 'query', kind: 'command', detail: 'Query' });
    expect(commands.items).toContainEqual({
      label: 'create-global-table',
      kind: 'command',
      detail: 'CreateGlobalTable',
    });
    expect(labels('aws dynamodbstreams ')).toEqual(
      expect.arrayContaining(['get-records', 'list-streams', 'help']),
    );
    expect(labels('aws dynamodbstreams ')).not.toContain('wait');
    expect(labels('aws dynamodb wait ')).toEqual(
      expect.arrayContaining(['table-exists', 'table-not-exists', 'contributor-insights-enabled']),
    );
  });

  it('offers a command’s options not given yet, required first, then the CLI’s own', () => {
    const options = labels('aws dynamodb query --table-name app --');
    expect(options[0]).toBe('--key-condition-expression');
    expect(options).not.toContain('--table-name');
    expect(options).toEqual(
      expect.arrayContaining([
        '--consistent-read',
        '--no-consistent-read',
        '--query',
        '--max-items',
        '--output',
      ]),
    );
    expect(labels('aws dynamodb get-item --')).not.toContain('--max-items'); // not paged by the CLI
    expect(labels('aws dynamodb wait table-exists --')).toEqual(
      expect.arrayContaining(['--table-name', '--generate-cli-skeleton']),
    );
    // A word that is not an option, after a complete value: nothing to offer.
    expect(labels('aws dynamodb query --table-name app x')).toEqual([]);
  });

  it('offers the values an option takes', () => {
    expect(labels('aws dynamodb scan --table-name ')).toEqual(['app', 'orders']);
    expect(labels('aws dynamodb wait table-exists --table-name o')).toEqual(['app', 'orders']);
    expect(labels('aws dynamodb query --return-consumed-capacity ')).toEqual(['INDEXES', 'NONE', 'TOTAL']);
    expect(labels('aws dynamodb query --select ')).toContain('ALL_PROJECTED_ATTRIBUTES');
    expect(labels('aws dynamodb scan --output ')).toEqual(['json', 'text', 'table', 'yaml', 'yaml-stream']);
    expect(labels('aws dynamodb update-item --return-values ')).toContain('UPDATED_NEW');
    // A flag takes no value: what follows it is the next option.
    expect(labels('aws dynamodb query --consistent-read --')).toContain('--table-name');
    // Free text (an expression) has nothing to offer.
    expect(labels('aws dynamodb query --key-condition-expression ')).toEqual([]);
  });

  it('offers a shorthand value’s members and their values, nested as the shorthand nests them', () => {
    const kinesis =
      'aws dynamodb enable-kinesis-streaming-destination --table-name app --enable-kinesis-streaming-configuration ';
    expect(labels(kinesis)).toEqual(['ApproximateCreationDateTimePrecision=']);
    const precision = cliCompletions(`${kinesis}ApproximateCreationDateTimePrecision=MIC`, TABLES);
    // The values replace what is typed after the `=`, not the whole word.
    expect(precision.from).toBe(`${kinesis}ApproximateCreationDateTimePrecision=`.length);
    expect(precision.items).toEqual([
      { label: 'MICROSECOND', kind: 'value', detail: 'ApproximateCreationDateTimePrecision' },
      { label: 'MILLISECOND', kind: 'value', detail: 'ApproximateCreationDateTimePrecision' },
    ]);
    expect(
      labels(
        'aws dynamodb update-kinesis-streaming-destination --update-kinesis-streaming-configuration ApproximateCreationDateTimePrecision=',
      ),
    ).toEqual(['MICROSECOND', 'MILLISECOND']);
    // Members not given yet; a boolean's values; enums inside lists and nested structures.
    expect(labels('aws dynamodb create-table --stream-specification StreamEnabled=')).toEqual([
      'true',
      'false',
    ]);
    expect(labels('aws dynamodb create-table --stream-specification StreamEnabled=true,')).toEqual([
      'StreamViewType=',
    ]);
    expect(
      labels('aws dynamodb create-table --stream-specification StreamEnabled=true,StreamViewType='),
    ).toEqual(['KEYS_ONLY', 'NEW_AND_OLD_IMAGES', 'NEW_IMAGE', 'OLD_IMAGE']);
    expect(
      labels('aws dynamodb create-table --attribute-definitions AttributeName=PK,AttributeType=S Attr'),
    ).toEqual(['AttributeName=', 'AttributeType=']);
    expect(
      labels(
        'aws dynamodb create-table --attribute-definitions AttributeName=PK,AttributeType=S AttributeName=SK,AttributeType=',
      ),
    ).toEqual(['B', 'N', 'S']);
    expect(
      labels(
        'aws dynamodb create-table --global-secondary-indexes IndexName=i,KeySchema=[{AttributeName=PK,KeyType=HASH}],Projection={ProjectionType=',
      ),
    ).toEqual(['ALL', 'INCLUDE', 'KEYS_ONLY']);
    expect(labels('aws dynamodb start-bulk-put-items --output-s3-configuration OutputType=[ERROR,')).toEqual([
      'CONDITION_CHECK_FAILURE',
      'ERROR',
    ]);
    // The one member name that is another enum in another structure: a bulk put reads no CSV.
    expect(labels('aws dynamodb start-bulk-put-items --input-s3-configuration InputFormat=')).toEqual([
      'DYNAMODB_JSON',
      'ION',
    ]);
    expect(labels('aws dynamodb import-table --input-format ')).toEqual(['CSV', 'DYNAMODB_JSON', 'ION']);
    // A member the shape does not have, and free text: nothing.
    expect(labels('aws dynamodb create-table --stream-specification Bogus=')).toEqual([]);
    expect(labels('aws dynamodb create-table --key-schema AttributeName=')).toEqual([]);
  });

  it('follows a command over continued lines, and starts afresh on a new one', () => {
    expect(labels('aws dynamodb query \\\n  --table-name ')).toEqual(['app', 'orders']);
    expect(labels('aws dynamodb list-tables\naws ')).toEqual(['dynamodb', 'dynamodbstreams', 's3']);
    expect(labels('echo ')).toEqual([]);
  });

  it('offers the files the text above writes after file://', () => {
    const above = "cat > key.json <<'EOF'\n{}\nEOF\necho '{}' > ./names.json\necho x\n";
    expect(labels(`${above}aws dynamodb get-item --table-name app --key file://`)).toEqual([
      'file://key.json',
      'file://names.json',
    ]);
    expect(labels(`${above}aws dynamodb get-item --key fileb://k`)).toEqual([
      'fileb://key.json',
      'fileb://names.json',
    ]);
    // Text that does not read as commands writes nothing.
    expect(labels(`cat > 'key.json\naws dynamodb get-item --key file://`)).toEqual([]);
  });

  it('stays quiet inside a quoted value, and picks up after it', () => {
    expect(labels('aws dynamodb query --key-condition-expression "PK = ')).toEqual([]);
    expect(labels(`aws dynamodb get-item --key '{"PK": `)).toEqual([]);
    expect(labels('aws dynamodb query --key-condition-expression "PK = :pk" --t')).toContain('--table-name');
    expect(labels(`aws dynamodb query --key-condition-expression "a \\" b" --`)).toContain('--table-name');
  });

  it('offers the key of the table the command names, in shorthand and in JSON, to fill in', () => {
    const [shorthand, json] = cliCompletions('aws dynamodb get-item --table-name app --key ', TABLES).items;
    expect(shorthand).toEqual({
      label: 'PK={S=},SK={N=}',
      kind: 'value',
      detail: 'key (shorthand)',
      snippet: 'PK={S=$1},SK={N=$2}',
    });
    expect(json).toMatchObject({
      label: `'{"PK": {"S": ""}, "SK": {"N": ""}}'`,
      snippet: `'{"PK": {"S": "$1"}, "SK": {"N": "$2"}}'`,
    });
    expect(labels("aws dynamodb put-item --table-name 'orders' --item ")).toEqual([
      'id={S=}',
      `'{"id": {"S": ""}}'`,
    ]);
    expect(cliCompletions('aws dynamodb query --table-name app --index-name ', TABLES).items).toEqual([
      { label: 'byStatus', kind: 'value', detail: 'global index' },
      { label: 'byDate', kind: 'value', detail: 'local index' },
    ]);
    expect(labels('aws dynamodb query --table-name orders --index-name ')).toEqual([]);
    expect(cliCompletions('aws dynamodbstreams describe-stream --stream-arn ', TABLES).items).toEqual([
      {
        label: 'arn:aws:dynamodb:us-east-1:000000000000:table/orders/stream/x',
        kind: 'value',
        detail: 'stream of orders',
      },
    ]);
    // Without a known table there is nothing to offer.
    expect(labels('aws dynamodb get-item --key ')).toEqual([]);
    expect(labels('aws dynamodb get-item --table-name nope --key ')).toEqual([]);
  });

  it('offers the placeholders the command’s expressions use, typed like the key they are compared with', () => {
    const command =
      'aws dynamodb query --table-name app --key-condition-expression "PK = :pk AND SK BETWEEN :lo AND :hi" ' +
      '--filter-expression "#s = :status" --expression-attribute-values ';
    const [shorthand, json] = cliCompletions(command, TABLES).items;
    expect(shorthand).toMatchObject({
      label: ':pk={S=},:lo={N=},:hi={N=},:status={S=}',
      snippet: ':pk={S=$1},:lo={N=$2},:hi={N=$3},:status={S=$4}',
    });
    expect(json.label).toBe(`'{":pk": {"S": ""}, ":lo": {"N": ""}, ":hi": {"N": ""}, ":status": {"S": ""}}'`);
    expect(labels(command.replace('--expression-attribute-values', '--expression-attribute-names'))).toEqual([
      '#s=',
      `'{"#s": ""}'`,
    ]);
    // An ARN's colons are not placeholders; no expression, nothing to offer.
    expect(
      labels(
        'aws dynamodb scan --table-name arn:aws:dynamodb:us-east-1:0:table/app --expression-attribute-values ',
      ),
    ).toEqual([]);
    expect(
      labels(
        'aws dynamodb update-item --table-name app --update-expression "SET n = n + :one" --expression-attribute-values ',
      ),
    ).toEqual([':one={N=}', `'{":one": {"N": ""}}'`]);
  });
});
