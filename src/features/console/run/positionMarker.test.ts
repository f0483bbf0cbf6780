import { describe, expect, it } from 'vitest';
import type { WireError } from '../../../client/engineClient.ts';
import { positionMarker } from './errorMarkers.ts';

const error = (kind: string, start: number, end: number): WireError => ({
  __type: 'com.amazonaws.dynamodb.v20120810#ValidationException',
  message: `Invalid ${kind}: Syntax error`,
  status: 400,
  body: '{}',
  position: { kind: kind as 'KeyConditionExpression', start, end },
});

/** The marked text, for readable expectations. */
function marked(source: string, marker: ReturnType<typeof positionMarker>): string | undefined {
  if (!marker) return undefined;
  const lines = source.split('\n');
  const offset = (line: number, column: number) =>
    lines.slice(0, line - 1).reduce((sum, text) => sum + text.length + 1, 0) + column - 1;
  return source.slice(offset(marker.line, marker.column), offset(marker.endLine!, marker.endColumn!));
}

describe('positionMarker', () => {
  it('maps offsets through a JSON string literal with escapes', () => {
    const source = '{\n  "FilterExpression": "#a\\u0020= = :b"\n}';
    const request = JSON.stringify({ FilterExpression: '#a = = :b' });
    const marker = positionMarker(source, 'json', error('FilterExpression', 5, 6), request);
    expect(marker).toMatchObject({ line: 2, column: 34 });
    expect(marked(source, marker)).toBe('=');
  });

  it('picks the member whose value was sent, among several (transactions)', () => {
    const items = [
      { Put: { ConditionExpression: 'attribute_not_exists(PK)' } },
      { Update: { ConditionExpression: 'ver = = :v' } },
    ];
    const source = JSON.stringify({ TransactItems: items }, null, 2);
    const marker = positionMarker(
      source,
      'json',
      error('ConditionExpression', 6, 7),
      JSON.stringify({ TransactItems: [items[1]] }),
    );
    expect(marked(source, marker)).toBe('=');
    expect(marker?.line).toBe(source.split('\n').findIndex((line) => line.includes('ver = =')) + 1);
  });

  it('maps offsets through CLI quoting and line continuations', () => {
    const source = `aws dynamodb query --table-name app \\\n  --key-condition-expression "PK = :pk AND \\"SK\\" = = :sk"`;
    const sent = 'PK = :pk AND "SK" = = :sk';
    const marker = positionMarker(
      source,
      'cli',
      error('KeyConditionExpression', 20, 21),
      JSON.stringify({ KeyConditionExpression: sent }),
    );
    expect(marked(source, marker)).toBe('=');
    expect(marker).toMatchObject({ line: 2, column: 53 });
    const single = `aws dynamodb scan --table-name app --filter-expression 'a < < b'`;
    expect(
      marked(
        single,
        positionMarker(
          single,
          'cli',
          error('FilterExpression', 4, 5),
          JSON.stringify({ FilterExpression: 'a < < b' }),
        ),
      ),
    ).toBe('<');
  });

  it('finds the expression in JavaScript where it is written as is', () => {
    const source = `await doc.send(new QueryCommand({\n  KeyConditionExpression: 'PK = :pk AND = :x',\n}));`;
    const marker = positionMarker(
      source,
      'javascript',
      error('KeyConditionExpression', 13, 14),
      JSON.stringify({ KeyConditionExpression: 'PK = :pk AND = :x' }),
    );
    expect(marker).toMatchObject({ line: 2, column: 41 });
  });

  it('places PartiQL errors by the statement offset, across lines', () => {
    const source = `SELECT 1 FROM "a";\nSELECT * FROM "app"\nWHERE = 1`;
    const offset = source.indexOf('SELECT *');
    const marker = positionMarker(source, 'partiql', error('Statement', 26, 27), '{}', offset);
    expect(marker).toMatchObject({ line: 3, column: 7, endLine: 3, endColumn: 8 });
  });

  it('gives nothing without a position, or when the value is not in the text', () => {
    expect(
      positionMarker('{}', 'json', { ...error('FilterExpression', 0, 1), position: undefined }, '{}'),
    ).toBeUndefined();
    expect(positionMarker('{}', 'json', error('FilterExpression', 0, 1), '{}')).toBeUndefined();
  });
});
