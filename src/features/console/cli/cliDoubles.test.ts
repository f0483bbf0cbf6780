/**
 * DynamoDB's `double` members printed as the AWS CLI prints them, with a fraction, in every output
 * format, from commands run against the engine. The expected text is what the CLI's own formatters
 * (awscli.formatter) print for the same reply with botocore's floats in it.
 */
import { describe, expect, it } from 'vitest';
import { clockCalls } from '../../../client/calls.ts';
import { errorName, type EngineClient } from '../../../client/engineClient.ts';
import { createInProcessClient } from '../../../client/inProcessClient.ts';
import { cliPrintedOutput } from '../run/cliOutputLines.ts';
import { sendCliCommand } from '../run/runCli.ts';
import { withCliDoubles } from './cliDoubles.ts';
import { printedOutput } from './cliOutput.ts';
import { PythonFloat } from './jsonValue.ts';
import { parseCliText } from './parseCli.ts';
import { pythonFloat } from './pythonText.ts';

const createOrders = `aws dynamodb create-table --table-name orders \\
  --attribute-definitions AttributeName=PK,AttributeType=S AttributeName=SK,AttributeType=S \\
    AttributeName=day,AttributeType=S \\
  --key-schema AttributeName=PK,KeyType=HASH AttributeName=SK,KeyType=RANGE \\
  --local-secondary-indexes '[{"IndexName": "byDay", "KeySchema": [{"AttributeName": "PK", "KeyType": "HASH"},
    {"AttributeName": "day", "KeyType": "RANGE"}], "Projection": {"ProjectionType": "KEYS_ONLY"}}]' \\
  --provisioned-throughput ReadCapacityUnits=5,WriteCapacityUnits=5`;

/** A new order (a write to the table and to its index), or one written again (to the table only). */
const putOrder = (order = 1) => `aws dynamodb put-item --table-name orders \\
  --item '{"PK": {"S": "C#1"}, "SK": {"S": "O#${order}"}, "day": {"S": "2026-12-05"}}'`;

/** Runs each command of `text` as the Console does; what the last one prints. */
const printer = (engine: EngineClient) => async (text: string) => {
  let printed = '';
  for (const command of parseCliText(text)) {
    const result = await sendCliCommand(engine, command, {
      record: (_request, outcome) => {
        if (!outcome.ok) throw new Error(`${errorName(outcome.error.__type)}: ${outcome.error.message}`);
      },
      wait: async () => {},
    });
    printed = result ? cliPrintedOutput(command, result) : '';
  }
  return printed;
};

/** An engine with the orders table, and its printer. */
async function ordersEngine() {
  const print = printer(createInProcessClient({ tableStatusDelayMs: 0 }));
  await print(createOrders);
  return print;
}

const lines = (...rows: string[]) => rows.join('\n');

describe('double members as the AWS CLI prints them', () => {
  it('prints consumed capacity as floats in JSON, text, table and YAML', async () => {
    const print = await ordersEngine();
    const put = (order: number) => `${putOrder(order)} --return-consumed-capacity TOTAL`;
    expect(await print(put(1))).toBe(
      lines(
        '{',
        '    "ConsumedCapacity": {',
        '        "TableName": "orders",',
        '        "CapacityUnits": 2.0',
        '    }',
        '}',
      ),
    );
    expect(await print(`${put(2)} --output text`)).toBe('CONSUMEDCAPACITY\t2.0\torders');
    expect(await print(`${put(3)} --output yaml`)).toBe(
      lines('ConsumedCapacity:', '  CapacityUnits: 2.0', '  TableName: orders'),
    );
    expect(await print(`${put(4)} --output table`)).toBe(
      lines(
        '----------------------------------',
        '|             PutItem            |',
        '+--------------------------------+',
        '||       ConsumedCapacity       ||',
        '|+----------------+-------------+|',
        '||  CapacityUnits |  TableName  ||',
        '|+----------------+-------------+|',
        '||  2.0           |  orders     ||',
        '|+----------------+-------------+|',
      ),
    );
  });

  it('prints the per-index capacity and an item collection’s size range as floats', async () => {
    const print = await ordersEngine();
    const printed = await print(
      `${putOrder()} --return-consumed-capacity INDEXES --return-item-collection-metrics SIZE`,
    );
    expect(printed).toContain(
      lines(
        '        "Table": {',
        '            "CapacityUnits": 1.0',
        '        },',
        '        "LocalSecondaryIndexes": {',
        '            "byDay": {',
        '                "CapacityUnits": 1.0',
        '            }',
        '        }',
      ),
    );
    expect(printed).toContain(
      lines('        "SizeEstimateRangeGB": [', '            0.0,', '            1.0', '        ]'),
    );
    // Laid out as JSON.stringify lays out the same reply, but for the fractions.
    expect(printed.replace(/(\d)\.0(?=\D)/g, '$1')).toBe(JSON.stringify(JSON.parse(printed), null, 4));
    expect(
      await print(
        `${putOrder()} --return-item-collection-metrics SIZE --output text --query ItemCollectionMetrics`,
      ),
    ).toContain('SIZEESTIMATERANGEGB\t0.0\nSIZEESTIMATERANGEGB\t1.0');
    // The throughput a table is given is a long: only consumed capacity is a double.
    const throughput = await print(
      'aws dynamodb describe-table --table-name orders --query Table.ProvisionedThroughput',
    );
    expect(throughput).toContain('"ReadCapacityUnits": 5,');
    expect(throughput).toContain('"WriteCapacityUnits": 5');
  });

  it('keeps the floats --query picks, and compares them as numbers', async () => {
    const print = await ordersEngine();
    const put = `${putOrder()} --return-consumed-capacity INDEXES`;
    expect(await print(`${put} --query ConsumedCapacity.CapacityUnits`)).toBe('2.0');
    expect(await print(`${put} --query 'ConsumedCapacity.[Table.CapacityUnits, TableName]'`)).toBe(
      lines('[', '    1.0,', '    "orders"', ']'),
    );
    // JMESPath's 1.0 == 1, as in the CLI's Python library.
    expect(await print(`${put} --query 'ConsumedCapacity.Table.CapacityUnits == \`1\`'`)).toBe('true');
    // A filter on a double keeps the floats of what it selects.
    expect(await print(`${put} --query '[ConsumedCapacity][?Table.CapacityUnits == \`1\`].Table'`)).toBe(
      lines('[', '    {', '        "CapacityUnits": 1.0', '    }', ']'),
    );
    // An eventually consistent read of a small item: half a unit, which printed right before too.
    expect(
      await print(
        'aws dynamodb get-item --table-name orders --key \'{"PK": {"S": "C#1"}, "SK": {"S": "O#1"}}\' ' +
          '--return-consumed-capacity TOTAL --query ConsumedCapacity --output yaml',
      ),
    ).toBe(lines('CapacityUnits: 0.5', 'TableName: orders'));
  });

  it('prints a paged command’s capacity as floats, page by page in text', async () => {
    const print = await ordersEngine();
    await print(putOrder());
    expect(
      await print(
        'aws dynamodb scan --table-name orders --consistent-read --return-consumed-capacity TOTAL --output text',
      ),
    ).toContain('CONSUMEDCAPACITY\t1.0\torders');
    // JSON: the pages' items as JSON.stringify lays them out, the capacity with its fraction.
    const printed = await print('aws dynamodb scan --table-name orders --return-consumed-capacity TOTAL');
    expect(printed).toContain('"CapacityUnits": 0.5');
    expect(printed.replace('0.5', '"half"')).toBe(
      JSON.stringify(
        { ...JSON.parse(printed), ConsumedCapacity: { TableName: 'orders', CapacityUnits: 'half' } },
        null,
        4,
      ),
    );
  });
});

describe('SearchVectors’ doubles', () => {
  it('prints scores and vector search bytes as floats', async () => {
    const engine = createInProcessClient({
      tableStatusDelayMs: 0,
      clock: { start: 1_800_000_000_000, running: false },
    });
    const print = printer(engine);
    await print(`aws dynamodb create-table --table-name dishes --billing-mode PAY_PER_REQUEST \\
      --attribute-definitions AttributeName=id,AttributeType=S --key-schema AttributeName=id,KeyType=HASH \\
      --vector-indexes '[{"IndexName": "taste", "VectorAttribute": {"AttributeName": "emb"}, "Dimensions": 2,
        "DistanceFunction": "COSINE", "Projection": {"ProjectionType": "KEYS_ONLY"}}]'`);
    await print(`aws dynamodb put-item --table-name dishes \\
      --item '{"id": {"S": "a"}, "emb": {"L": [{"N": "1"}, {"N": "0"}]}}'`);
    await clockCalls.advance(engine, 5); // vector indexes are kept up to date a moment after a write
    const printed = await print(`aws dynamodb search-vectors --table-name dishes --index-name taste \\
      --search-vector N=1 N=0 --top-k 1 --return-consumed-capacity TOTAL --output text`);
    expect(printed.split('\n')).toEqual([
      expect.stringMatching(/^CONSUMEDCAPACITY\t\d+\.0$/),
      'SEARCHRESULTS\t0.0',
      'ID\ta',
    ]);
  });
});

describe('the doubles of a reply', () => {
  it('are every number under ConsumedCapacity, SizeEstimateRangeGB, Score and TargetValue', () => {
    const reply = {
      TableAutoScalingDescription: {
        Replicas: [
          {
            ReplicaProvisionedReadCapacityAutoScalingSettings: {
              MinimumUnits: 1,
              ScalingPolicies: [{ TargetTrackingScalingPolicyConfiguration: { TargetValue: 70 } }],
            },
          },
        ],
      },
      Items: [{ Score: { N: '5' } }],
    };
    expect(withCliDoubles(reply)).toEqual({
      TableAutoScalingDescription: {
        Replicas: [
          {
            ReplicaProvisionedReadCapacityAutoScalingSettings: {
              MinimumUnits: 1,
              ScalingPolicies: [
                { TargetTrackingScalingPolicyConfiguration: { TargetValue: new PythonFloat(70) } },
              ],
            },
          },
        ],
      },
      Items: [{ Score: { N: '5' } }],
    });
    expect(
      printedOutput(
        {
          operation: 'DescribeTableReplicaAutoScaling',
          output: 'text',
          query:
            'TableAutoScalingDescription.Replicas[].ReplicaProvisionedReadCapacityAutoScalingSettings' +
            '.ScalingPolicies[].TargetTrackingScalingPolicyConfiguration.TargetValue',
        },
        reply,
      ),
    ).toBe('70.0');
    // A reply without doubles is the same object: nothing copied.
    const items = { Items: [{ PK: { S: 'a' } }], Count: 1 };
    expect(withCliDoubles(items)).toBe(items);
  });

  it('print as Python’s repr() of a float', () => {
    // What Python 3.11 prints for each.
    const expected: [number, string][] = [
      [1, '1.0'],
      [0.5, '0.5'],
      [-2.5, '-2.5'],
      [0, '0.0'],
      [1e15, '1000000000000000.0'],
      [1e16, '1e+16'],
      [0.0001, '0.0001'],
      [0.00001, '1e-05'],
      [2.5e-7, '2.5e-07'],
      [123456789.125, '123456789.125'],
      [0.1 + 0.2, '0.30000000000000004'],
      [1.5e300, '1.5e+300'],
    ];
    for (const [value, repr] of expected) expect(pythonFloat(value)).toBe(repr);
  });
});
