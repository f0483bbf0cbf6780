import { describe, expect, it } from 'vitest';
import { applyGrep, parseGrep } from './cliGrep.ts';
import { CliSyntaxError, parseCliText } from './parseCli.ts';

const TEXT = [
  '{',
  '    "TableStatus": "ACTIVE",',
  '    "IndexStatus": "CREATING",',
  '    "n": "a+b"',
  '}',
].join('\n');
const grep = (...words: string[]) => applyGrep(TEXT, parseGrep(['grep', ...words]));

describe('| grep', () => {
  it('keeps the lines that match, as grep reads its pattern and options', () => {
    expect(grep('TableStatus')).toBe('    "TableStatus": "ACTIVE",');
    expect(grep('Status.*ACTIVE')).toBe('    "TableStatus": "ACTIVE",');
    expect(grep('-i', 'indexstatus')).toBe('    "IndexStatus": "CREATING",');
    expect(grep('-v', 'Status')).toBe('{\n    "n": "a+b"\n}');
    expect(grep('-iv', 'STATUS')).toBe('{\n    "n": "a+b"\n}');
    // Basic expressions: + is a character, \+ the operator; -E reads it the other way; -F is literal.
    expect(grep('a+b"')).toBe('    "n": "a+b"');
    expect(grep('-E', 'a+b"')).toBe('');
    expect(grep('-E', 'Ta+b')).toBe('    "TableStatus": "ACTIVE",');
    expect(grep('-E', 'Table|Index')).toBe('    "TableStatus": "ACTIVE",\n    "IndexStatus": "CREATING",');
    expect(grep('-F', '.*')).toBe('');
    expect(grep('^}$')).toBe('}');
  });

  it('runs after the command prints, and only grep does', () => {
    const [command] = parseCliText('aws dynamodb describe-table --table-name Music | grep -i tablestatus');
    expect(command.request).toEqual({ TableName: 'Music' });
    expect(command.grep).toEqual({ pattern: /tablestatus/iu, invert: false });
    const [help] = parseCliText('aws dynamodb help | grep backup');
    expect(help.printed?.split('\n')).toContain('  create-backup');
    expect(help.printed).not.toContain('query');
    const failure = (text: string) => {
      try {
        parseCliText(text);
      } catch (error) {
        if (error instanceof CliSyntaxError) return error.message;
      }
      throw new Error('expected a CliSyntaxError');
    };
    expect(failure('aws dynamodb list-tables | jq .')).toMatch(
      /^Line 1: the console pipes a command's output only into grep/,
    );
    expect(failure('aws dynamodb list-tables | grep a | grep b')).toBe(
      'Line 1: the console runs one pipe per command (… | grep TableStatus).',
    );
    expect(failure('aws dynamodb list-tables |')).toBe("Line 1: syntax error near unexpected token `|'");
    expect(failure('aws dynamodb list-tables | grep')).toBe(
      'Line 1: grep needs a pattern: … | grep TableStatus',
    );
    expect(failure('aws dynamodb list-tables | grep -E "a(b"')).toBe(
      'Line 1: grep: the pattern a(b is not a regular expression grep reads',
    );
  });
});
