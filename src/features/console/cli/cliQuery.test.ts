import { describe, expect, it } from 'vitest';
import { checkQuery, queryOutput } from './cliQuery.ts';

const reply = {
  Items: [
    { PK: { S: 'CUSTOMER#42' }, SK: { S: 'ORDER#1' }, total: { N: '12' } },
    { PK: { S: 'CUSTOMER#42' }, SK: { S: 'PROFILE' }, name: { S: 'Zoë' } },
  ],
  Count: 2,
};

describe('--query', () => {
  it('prints what the expression selects as the CLI does: JSON with four-space indents', () => {
    expect(queryOutput('Items[*].SK.S', reply)).toBe('[\n    "ORDER#1",\n    "PROFILE"\n]');
    expect(queryOutput('Count', reply)).toBe('2');
    expect(queryOutput('{n: Count, first: Items[0].SK.S}', reply)).toBe(
      '{\n    "n": 2,\n    "first": "ORDER#1"\n}',
    );
  });

  it('keeps characters as they are and prints null when nothing matches', () => {
    expect(queryOutput('Items[1].name.S', reply)).toBe('"Zoë"');
    expect(queryOutput('LastEvaluatedKey', reply)).toBe('null');
  });

  it('filters with JMESPath functions and comparisons', () => {
    expect(queryOutput("Items[?starts_with(SK.S, 'ORDER#')] | length(@)", reply)).toBe('1');
  });

  it('checks the expression before anything is sent', () => {
    expect(checkQuery('Items[0]')).toBe('Items[0]');
    expect(() => checkQuery('Items[?')).toThrow(/^Bad value for --query Items\[\?: /);
  });
});
