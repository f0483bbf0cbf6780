/**
 * The item editor explains a typed value with the wrong contents before sending it
 * (typedValueContents.ts), and a B row's or a set row's text (base64Text.ts, setDraft.ts). This
 * holds its rules to the engine's, which follow DynamoDB's: what the editor explains, the engine
 * refuses; what it lets through, the engine stores.
 */
import { expect, it } from 'vitest';
import { Engine } from '../../src/engine/engine.ts';
import type { AttributeType } from '../../src/client/wireTypes.ts';
import { itemFromDrafts } from '../../src/features/explorer/attributeDraft.ts';
import { typedValueContentsProblem } from '../../src/features/explorer/typedValueContents.ts';
import { createDispatch } from '../../src/protocol/dispatch.ts';

/** Base64 the engine takes, and text it refuses for one reason or another. */
const BINARY_TEXTS = [
  ...['YQ==', 'YWI=', 'YWJj', 'AQI=', '+/+/', 'AA=='],
  ...['aGk', 'hi', 'hello', 'YR==', 'YWJ=', 'aGk-', 'aG_k', 'aGk= ', ' aGk=', 'a=aa', '====', 'a==='],
  ...['aGk=aGk=', 'aGk===', 'h\u00e9llo', 'aG\nk='],
];

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
  ...['{"B": "aGk="}', '{"B": 5}', '{"B": ["aGk="]}', '{"B": ""}'],
  // Base64 as DynamoDB reads it: padded, canonical, nothing else (base64Text.ts).
  ...BINARY_TEXTS.map((text) => `{"B": ${JSON.stringify(text)}}`),
  ...['{"BOOL": true}', '{"BOOL": "true"}', '{"BOOL": "YES"}', '{"BOOL": "0"}', '{"BOOL": "maybe"}'],
  ...['{"BOOL": 1}', '{"BOOL": null}', '{"BOOL": [true]}'],
  ...['{"NULL": true}', '{"NULL": "true"}', '{"NULL": false}', '{"NULL": "no"}', '{"NULL": 1}'],
  ...['{"SS": ["a"]}', '{"SS": "a"}', '{"SS": [1]}', '{"SS": []}', '{"SS": {"a": 1}}'],
  ...['{"NS": ["1"]}', '{"NS": [1, 2]}', '{"NS": "1"}', '{"NS": ["x"]}', '{"NS": []}'],
  ...[
    '{"BS": ["aGk="]}',
    '{"BS": "aGk="}',
    '{"BS": []}',
    '{"BS": ["aGk=", "aGk"]}',
    '{"BS": [5]}',
    '{"BS": [""]}',
  ],
  ...['{"L": []}', '{"L": [{"N": 1}]}', '{"L": "a"}', '{"L": {"a": {"S": "b"}}}'],
  ...['{"M": {}}', '{"M": {"a": {"NULL": false}}}', '{"M": []}', '{"M": "a"}'],
];

function engineCall() {
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
  return call;
}

it('explains exactly the typed values the engine refuses', () => {
  const call = engineCall();
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

type Row = [AttributeType, string];
const rows = (type: AttributeType, texts: readonly string[]) => texts.map((text): Row => [type, text]);

/** Rows as the learner types them: an N or B row's text, a set row's lines or JSON array. */
const ROWS: Row[] = [
  ...rows('N', ['5', '+5', ' 7 ', '5.', '.5', '-1E-3', '1e3', 'x', '0x1', '1,5', '']),
  ...rows('B', [...BINARY_TEXTS, '']),
  ...rows('BS', [...BINARY_TEXTS.map((text) => JSON.stringify([text])), 'aGk=\nAQI=', 'aGk=\naGk', 'hello']),
  ...(['NS', 'BS'] as const).flatMap((type) =>
    rows(type, ['[1, 2]', '["1", "2"]', '[1.50, 12345678901234567890123]', '[true]', '[["a"]]']),
  ),
  ...rows('NS', ['1\n2.5', ' 7 \n-1E-3', '+5\n.5', 'x', '1\nx', '["1", "x"]', '0x1', '[1, 2']),
  ...rows('SS', ['a\nb', '[a, b]']),
];

it('refuses exactly the number, binary and set rows the engine refuses', () => {
  const call = engineCall();
  const disagreements = ROWS.flatMap(([type, text]) => {
    const drafts = [
      { name: 'id', type: 'S' as const, text: 'k' },
      { name: 'v', type, text },
    ];
    const result = itemFromDrafts(drafts);
    const explained = !result.ok;
    // A row the editor refuses is sent as it would have been without the check: the same text, as
    // the old editor read it (a B row trimmed; a set row as its JSON array of strings, or as lines).
    const item = result.ok ? result.item : { id: { S: 'k' }, v: unchecked(type, text) };
    const reply = call('PutItem', JSON.stringify({ TableName: 'values', Item: item }));
    const refused = reply.status !== 200;
    return explained === refused
      ? []
      : [`${type} ${JSON.stringify(text)}: explained ${explained}, refused ${refused} ${reply.body}`];
  });
  expect(disagreements).toEqual([]);
});

function unchecked(type: AttributeType, text: string): unknown {
  if (type === 'N' || type === 'B') return { [type]: text.trim() };
  let members: unknown;
  try {
    members = JSON.parse(text);
  } catch {
    members = undefined;
  }
  const strings = Array.isArray(members) && members.every((member) => typeof member === 'string');
  const lines = text
    .split('\n')
    .map((line) => (type === 'SS' ? line : line.trim()))
    .filter((line) => line !== '');
  return { [type]: strings && text.trimStart().startsWith('[') ? members : lines };
}

it('reads an SS row written as a JSON array as one, though the engine would store it as one member', () => {
  // "[1, 2]" is a string DynamoDB stores, but a learner writing it in a set row meant two members;
  // one member that starts with "[" is written as the editor shows it, in a JSON array of strings.
  for (const text of ['[1, 2]', '[true]', '[["a"]]']) {
    expect(itemFromDrafts([{ name: 'tags', type: 'SS', text }]).ok).toBe(false);
  }
  expect(itemFromDrafts([{ name: 'tags', type: 'SS', text: '["[1, 2]"]' }])).toEqual({
    ok: true,
    item: { tags: { SS: ['[1, 2]'] } },
  });
});
