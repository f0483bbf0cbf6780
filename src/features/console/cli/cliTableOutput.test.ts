// Expected tables are what the AWS CLI's own formatter (awscli/formatter.py, v1.45 and v2.9) prints
// for the same values; test/smoke/awsCli.test.ts compares whole commands against the real CLI.
import { describe, expect, it } from 'vitest';
import { CliCommandError } from './cliCommandError.ts';
import { tableOutput, textWidth } from './cliTableOutput.ts';

const lines = (...rows: string[]) => rows.join('\n');

describe('tableOutput', () => {
  it('lays out a query result: scalars as a header row, nested members as indented sections', () => {
    const reply = {
      Items: [
        { PK: { S: 'U#1' }, SK: { S: 'PROFILE' }, tags: { SS: ['a', 'b'] } },
        { PK: { S: 'U#1' }, SK: { S: 'ORDER#1' } },
      ],
      Count: 2,
      ScannedCount: 2,
      ConsumedCapacity: { TableName: 'app', CapacityUnits: 0.5 },
    };
    expect(tableOutput('Query', reply)).toBe(
      lines(
        '----------------------------------',
        '|              Query             |',
        '+----------+---------------------+',
        '|   Count  |    ScannedCount     |',
        '+----------+---------------------+',
        '|  2       |  2                  |',
        '+----------+---------------------+',
        '||       ConsumedCapacity       ||',
        '|+----------------+-------------+|',
        '||  CapacityUnits |  TableName  ||',
        '|+----------------+-------------+|',
        '||  0.5           |  app        ||',
        '|+----------------+-------------+|',
        '||             Items            ||',
        '|||             PK             |||',
        '||+----------+-----------------+||',
        '|||  S       |  U#1            |||',
        '||+----------+-----------------+||',
        '|||             SK             |||',
        '||+-------+--------------------+||',
        '|||  S    |  PROFILE           |||',
        '||+-------+--------------------+||',
        '|||            tags            |||',
        '||+----------------------------+||',
        '||||            SS            ||||',
        '|||+--------------------------+|||',
        '||||  a                       ||||',
        '||||  b                       ||||',
        '|||+--------------------------+|||',
        '||             Items            ||',
        '|||             PK             |||',
        '||+----------+-----------------+||',
        '|||  S       |  U#1            |||',
        '||+----------+-----------------+||',
        '|||             SK             |||',
        '||+-------+--------------------+||',
        '|||  S    |  ORDER#1           |||',
        '||+-------+--------------------+||',
      ),
    );
  });

  it('turns one-row sections into name | value rows when the table is wider than 80 columns', () => {
    const reply = {
      Table: {
        TableName: 'orders',
        TableStatus: 'ACTIVE',
        ItemCount: 0,
        TableArn: 'arn:aws:dynamodb:us-east-1:000000000000:table/orders',
        KeySchema: [{ AttributeName: 'PK', KeyType: 'HASH' }],
      },
    };
    expect(tableOutput('DescribeTable', reply)).toBe(
      lines(
        '---------------------------------------------------------------------------',
        '|                              DescribeTable                              |',
        '+-------------------------------------------------------------------------+',
        '||                                 Table                                 ||',
        '|+-------------+---------------------------------------------------------+|',
        '||  ItemCount  |  0                                                      ||',
        '||  TableArn   |  arn:aws:dynamodb:us-east-1:000000000000:table/orders   ||',
        '||  TableName  |  orders                                                 ||',
        '||  TableStatus|  ACTIVE                                                 ||',
        '|+-------------+---------------------------------------------------------+|',
        '|||                              KeySchema                              |||',
        '||+----------------------------------------------+----------------------+||',
        '|||  AttributeName                               |  PK                  |||',
        '|||  KeyType                                     |  HASH                |||',
        '||+----------------------------------------------+----------------------+||',
      ),
    );
  });

  it('stretches columns in proportion, rounding halves to even as Python does', () => {
    // 26 columns over natural widths 5, 5 and 10: 6.5, 6.5 and 13 round to 6, 6, 13; the last column takes the rest.
    expect(tableOutput('ADescriptiveTitleOf24Chr', { a: 'x', b: 'y', c: 'zzzzzz' })).toBe(
      lines(
        '--------------------------',
        '|ADescriptiveTitleOf24Chr|',
        '+----+-----+-------------+',
        '|  a |  b  |      c      |',
        '+----+-----+-------------+',
        '|  x |  y  |  zzzzzz     |',
        '+----+-----+-------------+',
      ),
    );
  });

  it('prints a list of scalars one per row, under its name', () => {
    expect(tableOutput('ListTables', { TableNames: ['app', 'orders'] })).toBe(
      lines(
        '--------------',
        '| ListTables |',
        '+------------+',
        '||TableNames||',
        '|+----------+|',
        '||  app     ||',
        '||  orders  ||',
        '|+----------+|',
      ),
    );
  });

  it('prints nothing for an empty result and only the title for a scalar', () => {
    for (const empty of [0, '', null, {}, [], false]) expect(tableOutput('Query', empty)).toBe('');
    expect(tableOutput('Query', 5)).toBe(lines('-------', '|Query|', '+-----+'));
  });

  it('fails as the CLI does on rows of different lengths', () => {
    expect(() => tableOutput('Query', [['a', 'b'], ['c']])).toThrow(
      new CliCommandError('Row should have 2 elements, instead it has 1'),
    );
  });

  it('counts East Asian wide, fullwidth and ambiguous characters as two columns', () => {
    expect(textWidth('abc')).toBe(3);
    expect(textWidth('中文')).toBe(4);
    expect(textWidth('é°')).toBe(4);
    expect(textWidth('ë')).toBe(1);
  });
});
