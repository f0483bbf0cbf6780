import { describe, expect, it } from 'vitest';
import { parseParameters, placeholderCount, planParameters } from './statementParameters.ts';

const CUSTOMER = { S: 'CUSTOMER#42' };
const THREE = { N: '3' };

describe('placeholderCount', () => {
  it('counts ? outside strings, quoted names and comments, as the engine’s lexer does', () => {
    expect(placeholderCount(`SELECT * FROM "app" WHERE PK = ? AND SK = ?`)).toBe(2);
    expect(placeholderCount(`SELECT * FROM "app?" WHERE PK = 'what?' AND "is?" = ?`)).toBe(1);
    expect(placeholderCount(`SELECT * FROM t WHERE a = 'it''s ?' -- why?\n/* ? */ AND b = ?`)).toBe(1);
    expect(placeholderCount(`SELECT * FROM t WHERE PK = 'x'`)).toBe(0);
  });
});

describe('parseParameters', () => {
  it('reads a blank field as no values and an array as its values', () => {
    expect(parseParameters('  \n')).toEqual({ values: [] });
    expect(parseParameters('[{"S": "CUSTOMER#42"}, {"N": "3"}]')).toEqual({ values: [CUSTOMER, THREE] });
  });

  it('says what is wrong with text that is not a JSON array', () => {
    const notJson = parseParameters('[{"S": "a"},]');
    expect('message' in notJson && notJson.message).toMatch(
      /^The Parameters field is not valid JSON \(.+\)\. Write a JSON array of typed values, e\.g\. \[\{"S": "CUSTOMER#42"\}, \{"N": "3"\}\]\.$/,
    );
    expect(parseParameters('{"S": "a"}')).toEqual({
      message:
        'The Parameters field holds an object, not an array: write the values in [ … ], one per ?, in order — here [{"S": "a"}].',
    });
    expect(parseParameters('"abc"')).toEqual({
      message:
        'The Parameters field holds a string, not an array: write the values in [ … ], one per ?, in order.',
    });
  });
});

describe('planParameters', () => {
  it('deals the values out in order: each statement takes as many as it has ?', () => {
    const source = `INSERT INTO "app" VALUE {'PK': ?, 'SK': ?};\nSELECT * FROM "app" WHERE PK = 'why?';\nSELECT * FROM "app" WHERE PK = ?`;
    const plan = planParameters(source, JSON.stringify([CUSTOMER, { S: 'PROFILE' }, THREE]));
    expect(plan).toEqual({
      ok: true,
      statements: [
        {
          text: `INSERT INTO "app" VALUE {'PK': ?, 'SK': ?}`,
          offset: 0,
          placeholders: 2,
          parameters: [CUSTOMER, { S: 'PROFILE' }],
        },
        // No ? of its own: sent without Parameters (DynamoDB refuses an empty list).
        { text: `SELECT * FROM "app" WHERE PK = 'why?'`, offset: 44, placeholders: 0 },
        { text: `SELECT * FROM "app" WHERE PK = ?`, offset: 83, placeholders: 1, parameters: [THREE] },
      ],
    });
  });

  it('sends nothing when several statements’ ? and the values do not add up', () => {
    const source = `SELECT * FROM "app" WHERE PK = ?; SELECT * FROM "a?b" WHERE PK = ? AND SK = ?`;
    expect(planParameters(source, JSON.stringify([CUSTOMER, THREE]))).toEqual({
      ok: false,
      message:
        'The Parameters field holds 2 values, but the statements have 3 ? placeholders (statement 1: 1, statement 2: 2). Each ? takes the next value in order, so the counts must match; nothing was sent.',
    });
  });

  it('gives one statement the whole array, so DynamoDB answers a wrong count itself', () => {
    const plan = planParameters(`SELECT * FROM "app" WHERE PK = ?`, JSON.stringify([CUSTOMER, THREE]));
    expect(plan.ok && plan.statements.map((statement) => statement.parameters)).toEqual([[CUSTOMER, THREE]]);
    // Values are passed on as written: an untyped one is for the engine (and its hint) to refuse.
    const untyped = planParameters(`SELECT * FROM "app" WHERE PK = ?`, '["abc"]');
    expect(untyped.ok && untyped.statements[0].parameters).toEqual(['abc']);
  });

  it('sends no Parameters for a blank field or an empty array, and reports a bad field before anything', () => {
    for (const blank of ['', '  ', '[]']) {
      const plan = planParameters(`SELECT * FROM "app" WHERE PK = ?`, blank);
      expect(plan.ok && plan.statements[0]).not.toHaveProperty('parameters');
    }
    expect(planParameters(`SELECT * FROM "app" WHERE PK = ?`, '[{"S": "a"')).toMatchObject({ ok: false });
    // An empty editor is answered as such, whatever the field holds.
    expect(planParameters('-- nothing yet', 'not json')).toEqual({ ok: true, statements: [] });
  });
});
