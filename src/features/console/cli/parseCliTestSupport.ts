/** What the parseCli tests share: one command read from text, or the syntax error it raises. */
import { expect } from 'vitest';
import { CliSyntaxError, parseCliText } from './parseCli.ts';

export const one = (text: string) => {
  const commands = parseCliText(text);
  expect(commands).toHaveLength(1);
  return commands[0];
};
export const failure = (text: string) => {
  try {
    parseCliText(text);
  } catch (error) {
    expect(error).toBeInstanceOf(CliSyntaxError);
    return (error as Error).message;
  }
  throw new Error('expected a CliSyntaxError');
};
