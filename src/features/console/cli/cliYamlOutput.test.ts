// Expected text is what the AWS CLI v2's own YAMLDumper (ruamel.yaml over libyaml) prints for the
// same values; test/smoke/awsCli.test.ts compares whole commands against the real CLI v2.
import { describe, expect, it } from 'vitest';
import { yamlOutput, yamlStreamOutput } from './cliYamlOutput.ts';

const lines = (...rows: string[]) => rows.join('\n');

describe('yamlOutput', () => {
  it('writes block mappings with sorted keys, lists at their key’s column, and empty collections inline', () => {
    expect(
      yamlOutput({ Item: { tags: { SS: ['a', 'b'] }, PK: { S: 'U#1' } }, L: [[1, 2], { a: 1 }, []], E: {} }),
    ).toBe(
      lines(
        'E: {}',
        'Item:',
        '  PK:',
        '    S: U#1',
        '  tags:',
        '    SS:',
        '    - a',
        '    - b',
        'L:',
        '- - 1',
        '  - 2',
        '- a: 1',
        '- []',
      ),
    );
  });

  it('quotes a string YAML would read as something else, or that plain text cannot carry', () => {
    const value = {
      n: [1.5, -3, true, null],
      d: '2026-10-02',
      y: 'yes',
      c: 'a: b',
      h: 'a #b',
      z: '- z',
      q: "it's",
    };
    expect(yamlOutput(value)).toBe(
      lines(
        "c: 'a: b'",
        "d: '2026-10-02'",
        "h: 'a #b'",
        'n:',
        '- 1.5',
        '- -3',
        '- true',
        '- null',
        "q: it's",
        'y: yes',
        "z: '- z'",
      ),
    );
    expect(yamlOutput({ t: 'true', e: '', n: '12' })).toBe(lines("e: ''", "n: '12'", "t: 'true'"));
  });

  it('escapes in double quotes what YAML cannot print, and folds long lines past column 80', () => {
    expect(yamlOutput({ tab: 'a\tb', emoji: '😀' })).toBe(lines('emoji: "\\U0001F600"', 'tab: "a\\tb"'));
    expect(yamlOutput({ long: 'word '.repeat(30), ml: 'a\nb' })).toBe(
      lines(
        "long: 'word word word word word word word word word word word word word word word",
        "  word word word word word word word word word word word word word word word '",
        "ml: 'a",
        '',
        "  b'",
      ),
    );
  });

  it('writes a key longer than 128 bytes or spanning lines as a complex key', () => {
    const long = 'k'.repeat(130);
    expect(yamlOutput({ [long]: 'v', 'a b': { 'multi\nline': 1 } })).toBe(
      lines('a b:', "  ? 'multi", '', "    line'", '  : 1', `? ${long}`, ': v'),
    );
  });

  it('prints a scalar as JSON and nothing for an empty object', () => {
    expect(yamlOutput('x')).toBe('"x"');
    expect(yamlOutput(null)).toBe('null');
    expect(yamlOutput({})).toBe('');
    expect(yamlOutput([])).toBe('[]');
  });

  it('streams each page as a one-element list', () => {
    expect(yamlStreamOutput([{ Count: 1 }, { Count: 2 }])).toBe(lines('- Count: 1', '- Count: 2'));
  });
});
