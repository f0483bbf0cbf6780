/**
 * The item editor explains a typed value with the wrong contents before sending it
 * (typedValueContents.ts). This holds its rules to the engine's, which follow DynamoDB's: what the
 * editor explains, the engine refuses; what it lets through, the engine stores.
 */
import { expect, it } from 'vitest';
import { Engine } from '../../src/engine/engine.ts';
import { typedValueContentsProblem } from '../../src/features/explorer/typedValueContents.ts';
import { createDispatch } from '../../src/protocol/dispatch.ts';

const VALUES = [
  ...['{"S": "a"}', '{"S": 5}', '{"S": true}', '{"S": ["a"]}', '{"S": null}'],
  ...[
    '{"N": "5"}',
    '{"N": 5}',
    '{"N": 1.5}',
    '{"N": "x"}',
    '{"N": " 7 "}',
    '{"N": "+5"}',
    '{"N": "5."}',
    '{"N": ".5"}',
    '{"N": "-1E-3"}',
    '{"N": ""}',
    '{"N": "0x1"}',
    '{"N": true}',
  ],
  ...['{"B": "aGk="}', '{"B": 5}', '{"B": ["aGk="]}'],
  ...['{"BOOL": true}', '{"BOOL": "true"}', '{"BOOL": "YES"}', '{"BOOL": "0"}', '{"BOOL": "maybe"}'],
  ...['{"BOOL": 1}', '{"BOOL": null}', '{"BOOL": [true]}'],
  ...['{"NULL": true}', '{"NULL": "true"}', '{"NULL": false}', '{"NULL": "no"}', '{"NULL": 1}'],
  ...['{"SS": ["a"]}', '{"SS": "a"}', '{"SS": [1]}', '{"SS": []}', '{"SS": {"a": 1}}'],
  ...['{"NS": ["1"]}', '{"NS": [1, 2]}', '{"NS": "1"}', '{"NS": ["x"]}', '{"NS": []}'],
  ...['{"BS": ["aGk="]}', '{"BS": "aGk="}', '{"BS": []}'],
  ...['{"L": []}', '{"L": [{"N": 1}]}', '{"L": "a"}', '{"L": {"a": {"S": "b"}}}'],
  ...['{"M": {}}', '{"M": {"a": {"NULL": false}}}', '{"M": []}', '{"M": "a"}'],
];

it('explains exactly the typed values the engine refuses', () => {
  const dispatch = createDispatch(
    new Engine({ tableStatusDelayMs: 0, clock: { start: Date.UTC(2026, 0, 1), running: false } }),
  );
  const call = (operation: string, body: string) => dispatch(`DynamoDB_20120810.${operation}`, body);
  call(
    'CreateTable',
    JSON.stringify({
      TableName: 'values',
      KeySchema: [{ AttributeName: 'id', KeyType: 'HASH' }],
      AttributeDefinitions: [{ AttributeName: 'id', AttributeType: 'S' }],
      BillingMode: 'PAY_PER_REQUEST',
    }),
  );
  const disagreements = VALUES.flatMap((value) => {
    const explained = typedValueContentsProblem('v', 'L', `[${value}]`) !== undefined;
    // As the editor sends a list row: the text inside {"L": …}, numbers as written.
    const reply = call(
      'PutItem',
      `{"TableName": "values", "Item": {"id": {"S": "k"}, "v": {"L": [${value}]}}}`,
    );
    const refused = reply.status !== 200;
    return explained === refused
      ? []
      : [`${value}: explained ${explained}, refused ${refused} ${reply.body}`];
  });
  expect(disagreements).toEqual([]);
});
