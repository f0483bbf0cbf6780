/**
 * `--generate-cli-skeleton` in the console against botocore's own generator (cli_skeletons.py), for
 * every command the console runs. The CLI and the console's SDK need not be the same version: a
 * member only one of them knows is reported, not compared; every member both know must have the
 * same place and the same placeholder (an enum: one of botocore's values for it).
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { cliCommands, memberName } from '../../src/features/console/cli/cliCommands.ts';
import { CLI_WAITERS } from '../../src/features/console/cli/cliWaiters.ts';
import { cliName, derivedCommands } from '../../src/features/console/cli/derivedCommands.ts';
import { exportImportCommands } from '../../src/features/console/cli/exportImportCommands.ts';
import { inputShape } from '../../src/features/console/cli/inputShapes.ts';
import { parseCliText } from '../../src/features/console/cli/parseCli.ts';
import { streamsCommands } from '../../src/features/console/cli/streamsCommands.ts';
import { pythonWithAwsCli } from '../helpers/awsCliPython.ts';

const SCRIPT = fileURLToPath(new URL('./cli_skeletons.py', import.meta.url));

const COMMANDS = [
  ...Object.entries(cliCommands).map(([command, spec]) => ['dynamodb', command, spec.operation]),
  ...Object.entries(derivedCommands).map(([command, spec]) => ['dynamodb', command, spec.operation]),
  ...Object.entries(CLI_WAITERS).map(([waiter, spec]) => ['dynamodb', `wait ${waiter}`, spec.operation]),
  ...Object.entries(streamsCommands).map(([command, spec]) => ['dynamodbstreams', command, spec.operation]),
];

interface Comparison {
  /** Placeholders compared and equal. */
  matched: number;
  /** Paths where the two differ: the test expects none. */
  mismatches: string[];
  /** Members only one side knows (version drift), e.g. `CreateTable: VectorIndexes (console only)`. */
  drift: string[];
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

function compare(ours: unknown, theirs: unknown, path: string, result: Comparison): void {
  if (isObject(theirs) && Array.isArray(theirs.oneOf)) {
    if ((theirs.oneOf as unknown[]).includes(ours)) result.matched++;
    else result.mismatches.push(`${path}: ${JSON.stringify(ours)} is not one of ${theirs.oneOf.join(', ')}`);
    return;
  }
  if (Array.isArray(theirs) && Array.isArray(ours) && ours.length === theirs.length) {
    ours.forEach((element, i) => compare(element, theirs[i], `${path}[${i}]`, result));
    return;
  }
  if (isObject(theirs) && isObject(ours)) {
    const common = Object.keys(ours).filter((key) => Object.hasOwn(theirs, key));
    const theirOrder = Object.keys(theirs).filter((key) => Object.hasOwn(ours, key));
    if (common.join() !== theirOrder.join()) {
      result.mismatches.push(
        `${path}: members in the order ${common.join(', ')}; botocore: ${theirOrder.join(', ')}`,
      );
    }
    for (const key of Object.keys(ours))
      if (!Object.hasOwn(theirs, key)) result.drift.push(`${path}.${key} (console only)`);
    for (const key of Object.keys(theirs))
      if (!Object.hasOwn(ours, key)) result.drift.push(`${path}.${key} (botocore only)`);
    if (common.length === 0 && Object.keys(theirs).length === 0 && Object.keys(ours).length === 0)
      result.matched++;
    for (const key of common) compare(ours[key], theirs[key], `${path}.${key}`, result);
    return;
  }
  if (ours === theirs) result.matched++;
  else result.mismatches.push(`${path}: ${JSON.stringify(ours)}; botocore: ${JSON.stringify(theirs)}`);
}

describe('--generate-cli-skeleton matches botocore', () => {
  it('for every command the console runs', () => {
    const run = spawnSync(pythonWithAwsCli(), [SCRIPT], {
      input: JSON.stringify(COMMANDS.map(([service, , operation]) => [service, operation])),
      encoding: 'utf8',
      maxBuffer: 1 << 26,
    });
    expect(run.stderr).toBe('');
    const botocore = JSON.parse(run.stdout) as unknown[];
    expect(botocore).toHaveLength(COMMANDS.length);

    const result: Comparison = { matched: 0, mismatches: [], drift: [] };
    COMMANDS.forEach(([service, command, operation], i) => {
      const printed = parseCliText(`aws ${service} ${command} --generate-cli-skeleton`)[0].printed;
      if (botocore[i] === null) result.drift.push(`${operation} (console only)`);
      else compare(JSON.parse(printed!), botocore[i], operation, result);
    });
    expect(result.mismatches).toEqual([]);
    // Every command compared, most of them deeply (an AttributeValue alone has 12 placeholders).
    expect(COMMANDS.length).toBeGreaterThanOrEqual(70);
    expect(result.matched).toBeGreaterThan(500);
    // Drift is expected between versions, but not on the members every version has had.
    expect(result.drift.filter((path) => /\.(TableName|Key|Item)\b/.test(path))).toEqual([]);
  });

  it('names the options of commands derived from the model, and of exports and imports, as botocore does', () => {
    // The export and import commands list their options by hand: each must name a member of its input.
    const listed = Object.values(exportImportCommands).flatMap((spec) =>
      Object.entries(spec.options).map(([option, optionSpec]) => {
        const member = memberName(option, optionSpec);
        expect(inputShape(spec.operation)?.members, option).toContain(member);
        return member;
      }),
    );
    const members = [
      ...new Set([
        ...Object.values(derivedCommands).flatMap((spec) =>
          Object.values(spec.options).map((o) => o.member!),
        ),
        ...listed,
      ]),
    ];
    const run = spawnSync(
      pythonWithAwsCli(),
      [
        '-c',
        // Debian's CLI v2 carries its own botocore inside the awscli package.
        [
          'import json, sys',
          'try:\n    from botocore import xform_name\nexcept ImportError:\n    from awscli.botocore import xform_name',
          "print(json.dumps([xform_name(n, '-') for n in json.load(sys.stdin)]))",
        ].join('\n'),
      ],
      { input: JSON.stringify(members), encoding: 'utf8' },
    );
    expect(run.stderr).toBe('');
    // The derived commands' options (bulk operations, resource policies…), exports' and imports'.
    expect(members.length).toBeGreaterThan(40);
    expect(members.map(cliName)).toEqual(JSON.parse(run.stdout));
  });
});
