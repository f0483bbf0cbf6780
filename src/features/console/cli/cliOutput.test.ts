import { describe, expect, it } from 'vitest';
import { checkQuery, printedOutput } from './cliOutput.ts';
import { CliCommandError } from './cliCommandError.ts';

const reply = {
  Items: [
    { PK: { S: 'CUSTOMER#42' }, SK: { S: 'ORDER#1' }, total: { N: '12' } },
    { PK: { S: 'CUSTOMER#42' }, SK: { S: 'PROFILE' }, name: { S: 'Zoë' } },
  ],
  Count: 2,
};

describe('what the CLI prints', () => {
  it('prints what the expression selects as the CLI does: JSON with four-space indents', () => {
    expect(printedOutput({ operation: 'Query', query: 'Items[*].SK.S' }, reply)).toBe(
      '[\n    "ORDER#1",\n    "PROFILE"\n]',
    );
    expect(printedOutput({ operation: 'Query', query: 'Count' }, reply)).toBe('2');
    expect(printedOutput({ operation: 'Query', query: '{n: Count, first: Items[0].SK.S}' }, reply)).toBe(
      '{\n    "n": 2,\n    "first": "ORDER#1"\n}',
    );
  });

  it('keeps characters as they are and prints null when nothing matches', () => {
    expect(printedOutput({ operation: 'Query', query: 'Items[1].name.S' }, reply)).toBe('"Zoë"');
    expect(printedOutput({ operation: 'Query', query: 'LastEvaluatedKey' }, reply)).toBe('null');
  });

  it('filters with JMESPath functions and comparisons', () => {
    expect(
      printedOutput({ operation: 'Query', query: "Items[?starts_with(SK.S, 'ORDER#')] | length(@)" }, reply),
    ).toBe('1');
  });

  it('leaves plain JSON to the reply view, and lays out --output text', () => {
    expect(printedOutput({ operation: 'Query' }, reply)).toBeUndefined();
    expect(printedOutput({ operation: 'Query', output: 'json' }, reply)).toBeUndefined();
    expect(printedOutput({ operation: 'Query', output: 'text', query: 'Items[].SK.S' }, reply)).toBe(
      'ORDER#1\tPROFILE',
    );
  });

  it('checks the expression before anything is sent', () => {
    expect(checkQuery('Items[0]')).toBe('Items[0]');
    expect(() => checkQuery('Items[?')).toThrow(/^Bad value for --query Items\[\?: /);
  });

  it('fails as the CLI does when an expression meets a value of the wrong type', () => {
    expect(() => printedOutput({ operation: 'Query', query: 'length(Count)' }, reply)).toThrow(
      CliCommandError,
    );
    expect(() => printedOutput({ operation: 'Query', query: 'length(Items)' }, reply)).not.toThrow();
  });
});
