import { describe, expect, it } from 'vitest';
import { firstSyntaxError } from './syntaxErrorPosition.ts';

describe('firstSyntaxError', () => {
  const source = 'const x = ;\nconsole.log(x)';

  it('gives the 1-based line and column of the earliest diagnostic', () => {
    // TypeScript's "Expression expected." for `const x = ;` starts at the semicolon, offset 10.
    expect(firstSyntaxError(source, [{ start: 10 }])).toEqual({ line: 1, column: 11 });
    expect(firstSyntaxError('let a = 1;\nlet b = );', [{ start: 21 }, { start: 19 }])).toEqual({
      line: 2,
      column: 9,
    });
  });

  it('gives nothing when no diagnostic has a place', () => {
    expect(firstSyntaxError(source, [])).toBeUndefined();
    expect(firstSyntaxError(source, [{ start: undefined }])).toBeUndefined();
  });
});
