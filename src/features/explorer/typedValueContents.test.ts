import { describe, expect, it } from 'vitest';
import { collectionContentsProblem, itemFromDrafts } from './attributeDraft.ts';
import { typedValueContentsProblem } from './typedValueContents.ts';

describe('typedValueContentsProblem', () => {
  it('says what the type takes and the value probably meant', () => {
    expect(typedValueContentsProblem('tags', 'L', '[{"N": 5}]')).toBe(
      'tags[0] is {"N": 5}, but N takes a number written as a string, as in {"N": "42"}. ' +
        'Probably meant: {"N": "5"}.',
    );
    expect(typedValueContentsProblem('tags', 'L', '[{"SS": "a"}]')).toContain(
      'Probably meant: {"SS": ["a"]}.',
    );
    expect(typedValueContentsProblem('tags', 'L', '[{"NULL": false}]')).toBe(
      'tags[0] is {"NULL": false}, but NULL takes only true: {"NULL": true} is the null value ' +
        '(to store no value, remove the attribute). Probably meant: {"NULL": true}.',
    );
    expect(typedValueContentsProblem('tags', 'L', '[{"BOOL": 1}]')).toContain(
      'Probably meant: {"BOOL": true}.',
    );
    expect(typedValueContentsProblem('tags', 'L', '[{"S": true}]')).toContain(
      'Probably meant: {"S": "true"}.',
    );
    expect(typedValueContentsProblem('tags', 'L', '[{"NS": [1, 2.50]}]')).toContain(
      'Probably meant: {"NS": ["1", "2.50"]}.',
    );
  });

  it('explains binary text that is no base64, with the base64 probably meant', () => {
    expect(typedValueContentsProblem('files', 'L', '[{"B": "aGk"}]')).toBe(
      'files[0] is {"B": "aGk"}, but "aGk" is not base64, which comes in groups of 4 characters ' +
        '(= fills out the last group): it has 3 characters. Probably meant: {"B": "aGk="}.',
    );
    expect(typedValueContentsProblem('files', 'L', '[{"BS": ["aGk=", "hello", "YR=="]}]')).toContain(
      'but "hello" is not base64, which comes in groups of 4 characters (= fills out the last group): ' +
        'it has 5 characters. Probably meant: {"BS": ["aGk=", "aGVsbG8=", "YQ=="]}.',
    );
    // "5" is no base64 either: no suggestion the engine would refuse as well.
    expect(typedValueContentsProblem('files', 'L', '[{"BS": [5]}]')).toBe(
      'files[0] is {"BS": [5]}, but BS takes an array of base64 strings, as in {"BS": ["aGk="]}.',
    );
  });

  it('keeps the digits a number was written with', () => {
    expect(typedValueContentsProblem('n', 'L', '[{"N": 12345678901234567890123}]')).toContain(
      'is {"N": 12345678901234567890123}, but N takes a number written as a string, as in {"N": "42"}. ' +
        'Probably meant: {"N": "12345678901234567890123"}.',
    );
  });

  it('finds wrong values inside typed lists and maps, with their document paths', () => {
    const problem = typedValueContentsProblem(
      'address',
      'M',
      '{"geo": {"M": {"lat": {"N": 1.50}}}, "tags": {"L": [{"S": "a"}, {"BOOL": "maybe"}]}, ' +
        '"zip code": {"SS": []}}',
    );
    expect(problem).toBe(
      'address.geo.lat is {"N": 1.50}, but N takes a number written as a string, as in {"N": "42"}. ' +
        'Probably meant: {"N": "1.50"}. ' +
        'address.tags[1] is {"BOOL": "maybe"}, but BOOL takes true or false, as in {"BOOL": true}. ' +
        'address["zip code"] is {"SS": []}, but a set needs at least one member (DynamoDB has no empty sets).',
    );
  });

  it('says what a list or map takes when it is not one', () => {
    expect(typedValueContentsProblem('x', 'L', '[{"M": []}, {"L": "a"}]')).toBe(
      'x[0] is {"M": []}, but M takes an object of typed values, as in {"M": {"city": {"S": "Oslo"}}}. ' +
        'x[1] is {"L": "a"}, but L takes an array of typed values, as in {"L": [{"S": "a"}]}.',
    );
  });

  it('accepts what DynamoDB accepts, the words it reads as booleans too', () => {
    expect(
      typedValueContentsProblem(
        'x',
        'L',
        '[{"S": "a"}, {"N": "-1.5e3"}, {"B": "aGk="}, {"BOOL": false}, {"BOOL": "true"}, {"BOOL": "No"}, ' +
          '{"NULL": true}, {"NULL": "true"}, {"SS": ["a"]}, {"NS": ["1", "2"]}, {"BS": ["aGk="]}, ' +
          '{"L": []}, {"M": {}}, {"M": {"a": {"L": [{"N": "1"}]}}}]',
      ),
    ).toBeUndefined();
  });

  it('leaves untyped values, and text that is not JSON of the row kind, to others', () => {
    expect(typedValueContentsProblem('x', 'L', '["a", 1, {"city": "Oslo"}]')).toBeUndefined();
    expect(typedValueContentsProblem('x', 'L', '[{"N": 5')).toBeUndefined();
    expect(typedValueContentsProblem('x', 'M', '[{"N": 5}]')).toBeUndefined();
  });
});

describe('item editor rows with wrong typed values inside a list or map', () => {
  it('explains the typed value first, not as a value with no type', () => {
    expect(collectionContentsProblem({ name: 'tags', type: 'L', text: '[{"N": 5}]' })).toMatch(
      /^tags\[0\] is \{"N": 5\}, but N takes/,
    );
    expect(collectionContentsProblem({ name: 'tags', type: 'L', text: '["a"]' })).toMatch(
      /^each member of a list \(L\) needs its type/,
    );
    expect(collectionContentsProblem({ name: 'n', type: 'N', text: 'x' })).toBeUndefined();
  });

  it('refuses to save them, naming the attribute', () => {
    const result = itemFromDrafts([
      { name: 'PK', type: 'S', text: 'a' },
      { name: 'flags', type: 'M', text: '{"done": {"BOOL": 1}}' },
    ]);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors).toEqual([
      '"flags": flags.done is {"BOOL": 1}, but BOOL takes true or false, as in {"BOOL": true}. ' +
        'Probably meant: {"BOOL": true}.',
    ]);
  });
});
