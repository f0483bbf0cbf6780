// Expected messages are botocore's, as the AWS CLI (v1.45 and v2.9) prints them for the same input;
// test/smoke/awsCli.test.ts sends such commands to the real CLI too.
import { describe, expect, it } from 'vitest';
import { parseJson } from './optionValues.ts';
import { parameterErrors } from './paramValidation.ts';

describe('parameterErrors', () => {
  it('accepts a well-formed request', () => {
    const request = { TableName: 'app', Item: { PK: { S: 'a' }, n: { N: '1' }, l: { L: [{ BOOL: true }] } } };
    expect(parameterErrors('PutItem', request)).toEqual([]);
  });

  it('names the beginner’s mistakes with an attribute value, in the order botocore meets them', () => {
    const item = parseJson(
      '{"PK": "x", "SK": {"s": "y"}, "n": {"N": 5}, "b": {"BOOL": "true"}, "m": {"S": {"k": 1}}}',
      '--item',
    );
    expect(parameterErrors('PutItem', { TableName: 'app', Item: item })).toEqual([
      "Invalid type for parameter Item.PK, value: x, type: <class 'str'>, valid types: <class 'dict'>",
      'Unknown parameter in Item.SK: "s", must be one of: S, N, B, SS, NS, BS, M, L, NULL, BOOL',
      "Invalid type for parameter Item.n.N, value: 5, type: <class 'int'>, valid types: <class 'str'>",
      "Invalid type for parameter Item.b.BOOL, value: true, type: <class 'str'>, valid types: <class 'bool'>",
      "Invalid type for parameter Item.m.S, value: OrderedDict([('k', 1)]), type: <class 'collections.OrderedDict'>, valid types: <class 'str'>",
    ]);
  });

  it('lists the members in the service model’s order, which is not always required ones first', () => {
    expect(parameterErrors('Scan', { TableName: 'app', ScanFilter: { a: { Bogus: 1 } } })).toEqual([
      'Missing required parameter in ScanFilter.a: "ComparisonOperator"',
      'Unknown parameter in ScanFilter.a: "Bogus", must be one of: AttributeValueList, ComparisonOperator',
    ]);
    const [unknown] = parameterErrors('CreateTable', { TableName: 'app', Bogus: 1 });
    expect(unknown).toMatch(
      /^Unknown parameter in input: "Bogus", must be one of: AttributeDefinitions, TableName, KeySchema, LocalSecondaryIndexes, /,
    );
  });

  it('checks the service model’s minimums: lengths of strings and lists, values of numbers', () => {
    expect(parameterErrors('Scan', { TableName: 'app', Limit: 0, TotalSegments: 0, Segment: -1 })).toEqual([
      'Invalid value for parameter Limit, value: 0, valid min value: 1',
      'Invalid value for parameter TotalSegments, value: 0, valid min value: 1',
      'Invalid value for parameter Segment, value: -1, valid min value: 0',
    ]);
    // In the order of the command line: the CLI reports in the order of the input's members.
    const table = {
      TableName: 'abc',
      KeySchema: [],
      AttributeDefinitions: [{ AttributeName: '', AttributeType: 'S' }],
      ProvisionedThroughput: { ReadCapacityUnits: 0, WriteCapacityUnits: 0 },
    };
    expect(parameterErrors('CreateTable', table)).toEqual([
      'Invalid length for parameter AttributeDefinitions[0].AttributeName, value: 0, valid min length: 1',
      'Invalid length for parameter KeySchema, value: 0, valid min length: 1',
      'Invalid value for parameter ProvisionedThroughput.ReadCapacityUnits, value: 0, valid min value: 1',
      'Invalid value for parameter ProvisionedThroughput.WriteCapacityUnits, value: 0, valid min value: 1',
    ]);
    expect(parameterErrors('TransactGetItems', { TransactItems: [] })).toEqual([
      'Invalid length for parameter TransactItems, value: 0, valid min length: 1',
    ]);
    // Lengths count characters as Python does (code points), and a wrong type is reported instead.
    expect(parameterErrors('Query', { TableName: 'app', IndexName: '😀😀' })).toEqual([
      'Invalid length for parameter IndexName, value: 2, valid min length: 3',
    ]);
    expect(parameterErrors('Query', { TableName: 'app', Limit: '0' })).toEqual([
      "Invalid type for parameter Limit, value: 0, type: <class 'str'>, valid types: <class 'int'>",
    ]);
    // Table names take ARNs in today's model: only an empty one is too short for the CLI.
    expect(parameterErrors('DescribeTable', { TableName: 'ab' })).toEqual([]);
  });

  it('checks the DynamoDB Streams operations with their own shapes and minimums', () => {
    expect(parameterErrors('GetShardIterator', { StreamArn: 'arn:short', ShardId: 'shardId-1' })).toEqual([
      'Missing required parameter in input: "ShardIteratorType"',
      'Invalid length for parameter StreamArn, value: 9, valid min length: 37',
      'Invalid length for parameter ShardId, value: 9, valid min length: 28',
    ]);
    expect(parameterErrors('ListStreams', { TableName: 'ab', Limit: 0 })).toEqual([
      'Invalid length for parameter TableName, value: 2, valid min length: 3',
      'Invalid value for parameter Limit, value: 0, valid min value: 1',
    ]);
    expect(
      parameterErrors('DescribeStream', {
        StreamArn: 'x'.repeat(40),
        ShardFilter: { Type: 'CHILD_SHARDS', Id: 'y' },
      }),
    ).toEqual(['Unknown parameter in ShardFilter: "Id", must be one of: Type, ShardId']);
  });

  it('reports missing required members, and values from shorthand as plain dicts', () => {
    expect(parameterErrors('GetItem', { Key: { PK: { S: { x: '1' } } } })).toEqual([
      'Missing required parameter in input: "TableName"',
      "Invalid type for parameter Key.PK.S, value: {'x': '1'}, type: <class 'dict'>, valid types: <class 'str'>",
    ]);
    expect(parameterErrors('Query', { TableName: 'app', Limit: 2.5, ExclusiveStartKey: [] })).toEqual([
      "Invalid type for parameter Limit, value: 2.5, type: <class 'float'>, valid types: <class 'int'>",
      "Invalid type for parameter ExclusiveStartKey, value: [], type: <class 'list'>, valid types: <class 'dict'>",
    ]);
  });
});
