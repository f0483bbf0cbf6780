import { describe, expect, it } from 'vitest';
import { parseCliText } from './parseCli.ts';

const helpOf = (text: string) => parseCliText(text)[0].printed;

describe('help', () => {
  it('lists the commands of a service', () => {
    const text = helpOf('aws dynamodb help')!;
    expect(text).toContain('\n  batch-get-item\n');
    expect(text).toContain('\n  wait\n');
    expect(helpOf('aws dynamodbstreams help')).toContain('\n  get-records\n');
  });

  it('lays out a command’s options as the CLI’s synopsis does', () => {
    const lines = helpOf('aws dynamodb query help')!.split('\n');
    expect(lines[0]).toBe('aws dynamodb query (Query)');
    expect(lines).toContain('  --table-name <value>');
    expect(lines).toContain('  [--consistent-read | --no-consistent-read]');
    expect(lines).toContain('  [--attributes-to-get <value> [<value> ...]]');
    expect(lines).toContain('  [--page-size <value>]');
    expect(helpOf('aws dynamodb get-item help')).not.toContain('--max-items');
    expect(helpOf('aws dynamodb wait help')).toContain('wait table-exists --table-name <value>');
  });

  it('only as the word after the command, as in the CLI', () => {
    expect(
      parseCliText('aws dynamodb query --table-name app --key-condition-expression "a = :a"')[0].printed,
    ).toBeUndefined();
    expect(() => parseCliText('aws dynamodb query --table-name app help')).toThrow(/Unknown options: help/);
  });
});
