/**
 * The console's AWS CLI output and shorthand against the CLI's own code (cli_formatters.py runs
 * awscli's TableFormatter, YAMLDumper and ShorthandParser): random results and random shorthand,
 * the same answers. `--output yaml` is the CLI v2's; with only a v1 CLI installed, tables and
 * shorthand are compared. awsCli.test.ts runs whole commands through the real CLI.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { CliCommandError } from '../../src/features/console/cli/cliCommandError.ts';
import { tableOutput } from '../../src/features/console/cli/cliTableOutput.ts';
import { yamlOutput } from '../../src/features/console/cli/cliYamlOutput.ts';
import { parseShorthand } from '../../src/features/console/cli/shorthand.ts';
import { pythonWithAwsCli } from '../helpers/awsCliPython.ts';

const SCRIPT = fileURLToPath(new URL('./cli_formatters.py', import.meta.url));

/** A seeded generator, so a failure can be replayed. */
function random(seed: number) {
  let state = seed;
  const next = () => (state = (state * 1103515245 + 12345) % 2147483648) / 2147483648;
  return { next, pick: <T>(choices: readonly T[]): T => choices[Math.floor(next() * choices.length)] };
}

const WORDS = [
  'a',
  'PK',
  'SK',
  'ORDER#2026-10-02#A17',
  'Zoë',
  'é°',
  '中文字',
  'x'.repeat(30),
  '',
  'true',
  '12',
];
const TEXTS = [...WORDS, ' lead', 'a: b', '- x', '#x', "it's", 'a\nb', 'a\tb', '😀', 'word '.repeat(20)];

function values(seed: number, count: number): unknown[] {
  const { next, pick } = random(seed);
  const value = (depth: number): unknown => {
    const r = next();
    if (depth > 3 || r < 0.4)
      return pick<unknown>([pick(TEXTS), Math.floor(next() * 1000), 0.5, true, false, null]);
    if (r < 0.65) return Array.from({ length: Math.floor(next() * 4) }, () => value(depth + 1));
    return object(depth + 1);
  };
  const object = (depth: number): Record<string, unknown> => {
    const out: Record<string, unknown> = {};
    for (let i = Math.floor(next() * 5); i > 0; i--) out[pick(WORDS)] = value(depth);
    return out;
  };
  return Array.from({ length: count }, () => object(0));
}

function shorthandTexts(seed: number, count: number): string[] {
  const { next, pick } = random(seed);
  const atoms = [
    'a',
    'k1',
    '=',
    ',',
    '{',
    '}',
    '[',
    ']',
    ' ',
    "'",
    '"',
    '\\',
    '\\,',
    'é',
    '😀',
    '#',
    ':',
    '\n',
    "'q,r'",
    'c=d',
  ];
  const scalar = () => pick(['v', 'w x', "'a,b'", '"c"', '', '1', 'é', 'v\\,w']);
  const val = (depth: number): string => {
    const r = next();
    if (depth > 2 || r < 0.5) return scalar();
    const members = Array.from({ length: Math.floor(next() * 3) }, () =>
      r < 0.75 ? `${pick(['a', 'b', 'c'])}${pick(['=', ' = '])}${val(depth + 1)}` : val(depth + 1),
    );
    return r < 0.75 ? `{${members.join(pick([',', ', ']))}}` : `[${members.join(pick([',', ' ,']))}]`;
  };
  return Array.from({ length: count }, () => {
    if (next() < 0.4) return Array.from({ length: 1 + Math.floor(next() * 8) }, () => pick(atoms)).join('');
    const pairs = Array.from(
      { length: 1 + Math.floor(next() * 3) },
      () => `${pick(['a', 'b', 'c', 'd'])}=${val(0)}`,
    );
    return pairs.join(',') + (next() < 0.3 ? `,${pick(['x', 'y', 'z=1'])}` : '');
  });
}

type Answer = { ok: unknown } | { error: string } | { crash: string };

describe('the console’s AWS CLI output and shorthand, against the CLI’s own code', () => {
  const tables = values(11, 300).map(
    (value, i) => [['Query', 'GetItem', 'DescribeTable'][i % 3], value] as const,
  );
  const yamls = values(12, 300);
  const shorthand = shorthandTexts(13, 600);
  let cli: { yaml: boolean; tables: Answer[]; yamls: string[]; shorthand: Answer[] };
  beforeAll(() => {
    const run = spawnSync(pythonWithAwsCli(), [SCRIPT], {
      input: JSON.stringify({ tables, yamls, shorthand }),
      encoding: 'utf8',
      maxBuffer: 1 << 26,
    });
    expect(run.stderr).toBe('');
    cli = JSON.parse(run.stdout) as typeof cli;
  });

  it('print tables as the CLI does, and fail where it fails', () => {
    let compared = 0;
    tables.forEach(([title, value], i) => {
      const answer = cli.tables[i];
      if ('crash' in answer) return; // shapes that make the CLI itself crash (not DynamoDB replies)
      let mine: Answer;
      try {
        mine = { ok: `${tableOutput(title, value)}\n`.replace(/^\n$/, '') };
      } catch (error) {
        if (!(error instanceof CliCommandError)) throw error;
        mine = { error: error.message };
      }
      expect(mine, JSON.stringify(value)).toEqual(answer);
      compared++;
    });
    expect(compared).toBeGreaterThan(150);
  });

  it('write YAML as the CLI v2 does', () => {
    if (!cli.yaml) expect(cli.yamls).toEqual([]); // a CLI v1 has no YAML output to compare with
    cli.yamls.forEach((text, i) => {
      const value = yamls[i] as Record<string, unknown>;
      const mine = Object.keys(value).length === 0 ? '' : `${yamlOutput(value)}\n`;
      // The CLI prints nothing for an empty result; its dumper alone writes `{}`.
      expect(mine, JSON.stringify(value)).toBe(Object.keys(value).length === 0 ? '' : text);
    });
  });

  it('read shorthand as the CLI does, and word its mistakes the same', () => {
    shorthand.forEach((text, i) => {
      let mine: Answer;
      try {
        mine = { ok: parseShorthand(text, '--x') };
      } catch (error) {
        mine = { error: (error as Error).message.replace(/^Error parsing parameter '--x': /, '') };
      }
      const answer = cli.shorthand[i];
      // The CLI v1 prints its caret line as the literal text {self._error_location()}: first lines only.
      if ('error' in answer && 'error' in mine && answer.error.includes('{self._error_location()}')) {
        expect(mine.error.split('\n')[0], JSON.stringify(text)).toBe(answer.error.split('\n')[0]);
      } else {
        expect(JSON.parse(JSON.stringify(mine)), JSON.stringify(text)).toEqual(answer);
      }
    });
  });
});
