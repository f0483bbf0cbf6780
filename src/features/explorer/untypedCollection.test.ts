import { describe, expect, it } from 'vitest';
import { itemFromDrafts } from './attributeDraft.ts';
import { untypedCollectionProblem } from './untypedCollection.ts';

describe('untypedCollectionProblem', () => {
  it('shows the typed list a plain JSON array probably meant', () => {
    expect(untypedCollectionProblem('L', '["a", "b"]')).toBe(
      'each member of a list (L) needs its type, as in {"S": "a"} or {"N": "1"}. Probably meant: ' +
        '[{"S": "a"}, {"S": "b"}] — the attribute in DynamoDB JSON is {"L": [{"S": "a"}, {"S": "b"}]}.',
    );
  });

  it('shows the typed map a plain JSON object probably meant, nested values too', () => {
    expect(
      untypedCollectionProblem(
        'M',
        '{"city": "x", "zip": 12345678901234567890123, "tags": [true, null], "geo": {"lat": 1.50}}',
      ),
    ).toContain(
      'Probably meant: {"city": {"S": "x"}, "zip": {"N": "12345678901234567890123"}, ' +
        '"tags": {"L": [{"BOOL": true}, {"NULL": true}]}, "geo": {"M": {"lat": {"N": "1.50"}}}}',
    );
  });

  it('keeps what is typed already, and types what is not inside it', () => {
    expect(untypedCollectionProblem('L', '[{"S": "a"}, "b", {"N": 2}, {"L": ["c"]}]')).toContain(
      'Probably meant: [{"S": "a"}, {"S": "b"}, {"N": "2"}, {"L": [{"S": "c"}]}]',
    );
    // A map attribute named like a type is a map attribute: its value still needs a type.
    expect(untypedCollectionProblem('M', '{"S": "x"}')).toContain('Probably meant: {"S": {"S": "x"}}');
  });

  it('says nothing of DynamoDB JSON, or of text that is not a list or a map', () => {
    expect(
      untypedCollectionProblem('L', '[{"S": "a"}, {"N": "1"}, {"M": {"x": {"NULL": true}}}]'),
    ).toBeUndefined();
    expect(untypedCollectionProblem('M', '{"city": {"S": "Oslo"}, "tags": {"SS": ["a"]}}')).toBeUndefined();
    expect(untypedCollectionProblem('L', '[]')).toBeUndefined();
    expect(untypedCollectionProblem('L', '{"a": 1}')).toBeUndefined();
    expect(untypedCollectionProblem('M', '[')).toBeUndefined();
  });
});

describe('itemFromDrafts with plain JSON in a list or map row', () => {
  it('names the attribute and what it probably meant, instead of sending it', () => {
    const result = itemFromDrafts([
      { name: 'PK', type: 'S', text: 'a' },
      { name: 'tags', type: 'L', text: '["a","b"]' },
      { name: 'address', type: 'M', text: '{"city": "x"}' },
    ]);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors).toEqual([
      expect.stringMatching(
        /^"tags": each member of a list \(L\) needs its type.*\{"L": \[\{"S": "a"\}, \{"S": "b"\}\]\}\.$/,
      ),
      expect.stringMatching(
        /^"address": each value in a map \(M\) needs its type.*\{"M": \{"city": \{"S": "x"\}\}\}\.$/,
      ),
    ]);
  });
});
