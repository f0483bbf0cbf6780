/**
 * How DynamoDB reads the body of an operation served by a front end built on serde_json rather than
 * Coral. SearchVectors is one: it deserialises its body strictly before it validates any member
 * (paritysuite/dynamodb-conformance tests/tier3/error-messages/searchVectors.test.ts, eu-west-2 and
 * us-east-1, 2026-10-09). A required member sent as null is serde's invalid-type error, a
 * SerializationException (`invalid type: null, expected a string`); an absent one is its missing-field
 * error, a ValidationException (`missing field `TableName``). Each ends with where serde_json had
 * read to, `at line L column C`: just past the null, or past the object's closing brace, with C
 * counted in UTF-8 bytes from the start of the line.
 *
 * Only the failing request is scanned for that place: a request with no null required member and
 * nothing missing costs a few property reads.
 */
import { serialization, validation } from '../../errors.ts';
import { utf8Length } from '../../values/utf8.ts';
import type { Shape, StructureShape } from './shapes.ts';

/** serde's words for what the Rust type of a member expects (String, Vec, i32). */
function expectation(shape: Shape): string {
  switch (shape.kind) {
    case 'string':
      return 'a string';
    case 'list':
      return 'a sequence';
    case 'integer':
      return 'i32';
    default:
      // No other kind is a required member of a request read this way, so its wording is unknown.
      throw new Error(`no serde expectation for a required ${shape.kind} member`);
  }
}

/**
 * The reading of `shape`'s requests: the first required member (in body order) sent as null is
 * refused; then the first of `missingNamed` that is absent.
 */
export function compileSerdeRead(
  shape: StructureShape,
  missingNamed: readonly string[],
): (body: object, text: string) => void {
  const required = shape.fields.filter((field) => field.shape.rules.required === true);
  const expected = new Map(required.map((field) => [field.name, expectation(field.shape)]));
  return (body, text) => {
    const members = body as Record<string, unknown>;
    if (required.some((field) => members[field.name] === null)) {
      const { values } = topLevel(text);
      const refused = values.find((value) => value.isNull && expected.has(value.name))!;
      throw serialization(
        `invalid type: null, expected ${expected.get(refused.name)} ${place(text, refused.end)}`,
      );
    }
    const missing = missingNamed.find((name) => members[name] === undefined);
    if (missing !== undefined) {
      throw validation(`missing field \`${missing}\` ${place(text, topLevel(text).close)}`);
    }
  };
}

interface Member {
  name: string;
  isNull: boolean;
  /** Just past the value. */
  end: number;
}

/** The top-level members of a well-formed JSON object's text, and the index just past its `}`. */
function topLevel(text: string): { values: Member[]; close: number } {
  const values: Member[] = [];
  let i = skipSpace(text, skipSpace(text, 0) + 1);
  while (text[i] !== '}') {
    if (text[i] === ',') i = skipSpace(text, i + 1);
    const nameEnd = skipString(text, i);
    const name = JSON.parse(text.slice(i, nameEnd)) as string;
    const start = skipSpace(text, skipSpace(text, nameEnd) + 1);
    const end = skipValue(text, start);
    values.push({ name, isNull: text.startsWith('null', start), end });
    i = skipSpace(text, end);
  }
  return { values, close: i + 1 };
}

function skipSpace(text: string, i: number): number {
  while (text[i] === ' ' || text[i] === '\t' || text[i] === '\n' || text[i] === '\r') i++;
  return i;
}

function skipString(text: string, i: number): number {
  for (i++; text[i] !== '"'; i++) if (text[i] === '\\') i++;
  return i + 1;
}

function skipValue(text: string, i: number): number {
  const first = text[i];
  if (first === '"') return skipString(text, i);
  if (first === '{' || first === '[') {
    let depth = 0;
    do {
      const c = text[i];
      if (c === '"') {
        i = skipString(text, i);
        continue;
      }
      if (c === '{' || c === '[') depth++;
      else if (c === '}' || c === ']') depth--;
      i++;
    } while (depth > 0);
    return i;
  }
  // A number or a literal: it runs to the next delimiter.
  while (i < text.length && !',}] \t\n\r'.includes(text[i])) i++;
  return i;
}

/** serde_json's `at line L column C` for the place just before `index`. */
function place(text: string, index: number): string {
  const lineStart = text.lastIndexOf('\n', index - 1) + 1;
  let line = 1;
  for (let i = text.indexOf('\n'); i !== -1 && i < lineStart; i = text.indexOf('\n', i + 1)) line++;
  return `at line ${line} column ${utf8Length(text.slice(lineStart, index))}`;
}
