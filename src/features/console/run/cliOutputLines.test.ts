import { describe, expect, it } from 'vitest';
import { cliOutputLines, MAX_PRINTED_LINES } from './cliOutputLines.ts';

const command = {
  command: 'query',
  operation: 'Query',
  line: 3,
  query: 'Items[].SK',
  output: 'text' as const,
};

describe('cliOutputLines', () => {
  it('prints what the CLI prints, whole when it is short', () => {
    const reply = { Items: [{ SK: 'a' }, { SK: 'b' }] };
    expect(cliOutputLines(command, { reply })).toEqual([{ level: 'log', text: 'a\tb' }]);
    expect(cliOutputLines({ ...command, query: 'Items', output: 'table' }, { reply })[0]).toMatchObject({
      preformatted: true,
    });
  });

  it('shows the first lines of a long output and says how long it was', () => {
    const items = Array.from({ length: MAX_PRINTED_LINES + 500 }, (_, i) => ({ SK: [`#${i}`] }));
    const lines = cliOutputLines(command, { reply: { Items: items } });
    expect(lines).toHaveLength(2);
    const shown = lines[0].text.split('\n');
    expect(shown).toHaveLength(MAX_PRINTED_LINES);
    expect(shown.at(-1)).toBe(`#${MAX_PRINTED_LINES - 1}`);
    expect(lines[1]).toEqual({
      level: 'info',
      text: 'Line 3: the output has 2,500 lines; the console shows the first 2,000 (--query picks what to print).',
    });
  });

  it('prints plain JSON as the CLI does: four-space indents, ISO 8601 timestamps', () => {
    const reply = { Table: { TableName: 'Nums', CreationDateTime: 1796051657.08 } };
    const [line] = cliOutputLines(
      { command: 'describe-table', operation: 'DescribeTable', line: 1 },
      { reply },
    );
    expect(line.level).toBe('log');
    expect(line.text).toMatch(/^\{\n {4}"Table": \{\n {8}"TableName": "Nums",/);
    expect(line.text).toMatch(/"CreationDateTime": "2026-\d\d-\d\dT\d\d:\d\d:17\.080000[+-]\d\d:\d\d"/);
  });

  it('prints nothing for an empty reply, as the CLI does for a write that returns nothing', () => {
    expect(cliOutputLines({ command: 'put-item', operation: 'PutItem', line: 1 }, { reply: {} })).toEqual([]);
  });
});
