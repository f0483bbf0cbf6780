import { describe, expect, it } from 'vitest';
import { cliCommands, memberName } from './cliCommands.ts';
import { inputShape } from './inputShapes.ts';

describe('the command table', () => {
  it("sends every option as a member of its operation's input, as named in the service model", () => {
    const unknown: string[] = [];
    for (const [command, spec] of Object.entries(cliCommands)) {
      const members = inputShape(spec.operation)?.members ?? [];
      for (const [option, optionSpec] of Object.entries(spec.options)) {
        const member = memberName(option, optionSpec);
        if (!members.includes(member)) unknown.push(`${command} --${option} → ${member}`);
      }
    }
    expect(unknown).toEqual([]);
  });
});
