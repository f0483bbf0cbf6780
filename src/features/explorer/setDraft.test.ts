import { describe, expect, it } from 'vitest';
import { itemFromDrafts, valueFieldProblem } from './attributeDraft.ts';
import { setMembers } from './setDraft.ts';

describe('setMembers', () => {
  it('reads one member per line, or a JSON array of strings', () => {
    expect(setMembers('1\n 2.5 \n\n', 'NS')).toEqual(['1', '2.5']);
    expect(setMembers('["1", "2"]', 'NS')).toEqual(['1', '2']);
    expect(setMembers('[x]\ny', 'SS')).toEqual(['[x]', 'y']);
  });

  it('explains a JSON array of numbers, with the strings probably meant, digits as written', () => {
    expect(setMembers('[1, 2]', 'NS')).toBe(
      'a JSON array of NS members takes strings in quotes, as in ["1", "2.5"] (or write one member per ' +
        'line), but [1, 2] does not. Probably meant: ["1", "2"].',
    );
    expect(setMembers('[1.50, 12345678901234567890123]', 'NS')).toContain(
      'Probably meant: ["1.50", "12345678901234567890123"].',
    );
  });

  it('tells how to keep an SS member that looks like a JSON array', () => {
    expect(setMembers('[1, 2]', 'SS')).toContain(
      'Probably meant: ["1", "2"]. To keep it as one member, write ["[1, 2]"].',
    );
    expect(setMembers('[true]', 'SS')).not.toContain('Probably meant');
  });

  it('explains an NS member that is no number and a BS member that is no base64', () => {
    expect(setMembers('1\nx', 'NS')).toBe('"x" is not a number (a number looks like 42, -1.5 or 1e3).');
    expect(setMembers('aGk=\naGk', 'BS')).toMatch(/^"aGk" is not base64, .* Probably meant: aGk=\.$/);
    expect(setMembers('[1, 2]', 'BS')).not.toContain('Probably meant');
    expect(setMembers('aGk=\n\nAQI=', 'BS')).toEqual(['aGk=', 'AQI=']);
  });
});

describe('item editor set and binary rows', () => {
  it('refuses to save them, naming the attribute, and the set field explains it as typed', () => {
    const result = itemFromDrafts([
      { name: 'scores', type: 'NS', text: '[1, 2]' },
      { name: 'data', type: 'B', text: ' aGk ' },
    ]);
    expect(!result.ok && result.errors).toEqual([
      expect.stringMatching(/^"scores": a JSON array of NS members takes strings in quotes/),
      '"data": "aGk" is not base64, which comes in groups of 4 characters (= fills out the last group): ' +
        'it has 3 characters. Probably meant: aGk=.',
    ]);
    expect(valueFieldProblem({ name: 'scores', type: 'NS', text: '[1, 2]' })).toMatch(
      /Probably meant: \["1", "2"\]\.$/,
    );
    expect(valueFieldProblem({ name: 'scores', type: 'NS', text: '1\n2' })).toBeUndefined();
  });
});
