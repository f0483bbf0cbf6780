import { describe, expect, it } from 'vitest';
import { splitCommands } from './shellWords.ts';

describe('splitCommands', () => {
  it('splits words like a shell: quotes, escapes, line continuations and comments', () => {
    const text = `# the card's query\naws dynamodb query --table-name app \\\n  --key-condition-expression "PK = :pk" \\\n  --expression-attribute-values '{":pk":{"S":"CUSTOMER#42"}}'\n\naws dynamodb list-tables`;
    const commands = splitCommands(text);
    expect(commands).toEqual([
      {
        line: 2,
        words: [
          'aws',
          'dynamodb',
          'query',
          '--table-name',
          'app',
          '--key-condition-expression',
          'PK = :pk',
          '--expression-attribute-values',
          '{":pk":{"S":"CUSTOMER#42"}}',
        ],
      },
      { line: 6, words: ['aws', 'dynamodb', 'list-tables'] },
    ]);
  });

  it('joins adjacent quoted and unquoted parts into one word and keeps escaped characters', () => {
    expect(splitCommands(`a'b c'"d\\"e"f\\ g`)[0].words).toEqual(['ab cd"ef g']);
  });

  it('reports unclosed quotes and shell syntax it does not run', () => {
    expect(() => splitCommands(`aws dynamodb scan --table-name 'app`)).toThrow(
      /single quote is never closed/,
    );
    expect(() => splitCommands(`aws dynamodb scan --table-name "app`)).toThrow(
      /double quote is never closed/,
    );
    expect(() => splitCommands(`aws dynamodb scan --table-name $TABLE`)).toThrow(/variables, pipes/);
    expect(() => splitCommands(`aws dynamodb scan --table-name "$TABLE"`)).toThrow(/single quotes/);
  });
});
