import { describe, expect, it } from 'vitest';
import { cliCheck } from './cliCheck.ts';

describe('cliCheck', () => {
  it('finds nothing in a command the CLI would send', () => {
    expect(cliCheck("aws dynamodb get-item --table-name app --key 'PK={S=a}'")).toEqual([]);
  });

  it('marks a shorthand mistake on its option, with the CLI’s message', () => {
    const [marker] = cliCheck("aws dynamodb get-item --table-name app --key 'PK'");
    expect(marker).toMatchObject({ line: 1, column: 40, endLine: 1, endColumn: 45 });
    expect(marker.message).toMatch(/^Error parsing parameter '--key': Expected: '=', received: 'EOF'/);
  });

  it('checks DynamoDB Streams commands too, marking the option', () => {
    const [marker] = cliCheck('aws dynamodbstreams get-records --shard-iterator abc --limit 0');
    expect(marker).toMatchObject({
      line: 1,
      column: 54,
      endColumn: 61,
      message: 'Parameter validation failed: Invalid value for parameter Limit, value: 0, valid min value: 1',
    });
  });

  it('marks what botocore would refuse on the option it is about, in the command’s own lines', () => {
    const source = [
      'aws dynamodb list-tables',
      'aws dynamodb put-item --table-name app \\',
      `  --item '{"PK": "x"}'`,
    ].join('\n');
    expect(cliCheck(source)).toEqual([
      {
        line: 3,
        column: 3,
        endLine: 3,
        endColumn: 9,
        message:
          "Parameter validation failed: Invalid type for parameter Item.PK, value: x, type: <class 'str'>, valid types: <class 'dict'>",
      },
    ]);
  });
});
