import { describe, expect, it } from 'vitest';
import { compileSerdeRead } from './serde.ts';
import { integer, list, string, structure } from './shapes.ts';

const read = compileSerdeRead(
  structure('ReadInput', {
    TableName: string({ required: true }),
    IndexName: string({ required: true }),
    Values: list(string(), { required: true }),
    Count: integer({ required: true }),
    Note: string(),
  }),
  ['TableName'],
);

/** The error reading `text` raises, as `type: message`; '' when it reads cleanly. */
function reading(text: string): string {
  try {
    read(JSON.parse(text) as object, text);
  } catch (error) {
    return `${(error as Error).name}: ${(error as Error).message}`;
  }
  return '';
}

describe("serde_json's reading of a body", () => {
  it('says what the required member sent as null expected, just past the null', () => {
    expect(reading('{"Values":null}')).toBe(
      'SerializationException: invalid type: null, expected a sequence at line 1 column 14',
    );
    expect(reading('{"Count": null}')).toBe(
      'SerializationException: invalid type: null, expected i32 at line 1 column 14',
    );
  });

  it('takes an optional member sent as null as absent', () => {
    expect(reading('{"TableName":"t","Note":null}')).toBe('');
  });

  it('steps over strings, escapes and nested values to the top-level members', () => {
    const text = '{"Note":"a}\\"{,","Values":[{"x":"]"}],"\\u0054ableName":null}';
    expect(reading(text)).toBe(
      `SerializationException: invalid type: null, expected a string at line 1 column ${text.length - 1}`,
    );
  });

  it('counts lines at \\n only, and columns from the line start', () => {
    expect(reading('{\r\n"IndexName": null\r\n}')).toBe(
      'SerializationException: invalid type: null, expected a string at line 2 column 17',
    );
  });

  it('names only the members it is told to as missing, past the closing brace', () => {
    expect(reading('{"IndexName":"i"}  ')).toBe(
      'ValidationException: missing field `TableName` at line 1 column 17',
    );
    expect(reading('{"TableName":"t"}')).toBe('');
  });
});
