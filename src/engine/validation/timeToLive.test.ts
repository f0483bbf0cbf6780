import { describe, expect, it } from 'vitest';
import { validateDescribeTimeToLive } from './describeTimeToLive.ts';
import { validateUpdateTimeToLive } from './updateTimeToLive.ts';

/** Recorded DynamoDB answers: architect/dynalite's updateTimeToLive and describeTimeToLive tests. */
function failure(validate: (body: object) => unknown, body: object): [string, string] {
  try {
    validate(body);
  } catch (error) {
    return [(error as Error).name, (error as Error).message];
  }
  throw new Error('accepted');
}

const invalid = (message: string): [string, string] => ['ValidationException', message];
const specification = { Enabled: true, AttributeName: 'expires' };

describe.each([
  ['UpdateTimeToLive', validateUpdateTimeToLive, { TimeToLiveSpecification: specification }],
  ['DescribeTimeToLive', validateDescribeTimeToLive, {}],
] as const)('%s table name', (_name, validate, rest) => {
  it('checks presence and length before any constraint', () => {
    expect(failure(validate, {})).toEqual(
      invalid("The parameter 'TableName' is required but was not present in the request"),
    );
    for (const name of ['', 'a;', 'a'.repeat(256)]) {
      expect(failure(validate, { TableName: name })).toEqual(
        invalid('TableName must be at least 3 characters long and at most 255 characters long'),
      );
    }
    expect(failure(validate, { TableName: true })).toEqual([
      'SerializationException',
      'TRUE_VALUE cannot be converted to String',
    ]);
  });

  it('then the pattern, as a constraint', () => {
    expect(failure(validate, { TableName: 'abc;', ...rest })).toEqual(
      invalid(
        "1 validation error detected: Value 'abc;' at 'tableName' failed to satisfy constraint: " +
          'Member must satisfy regular expression pattern: [a-zA-Z0-9_.-]+',
      ),
    );
  });

  it('accepts a table ARN and ignores unknown fields', () => {
    const arn = 'arn:aws:dynamodb:us-east-1:123456789012:table/users';
    expect(validate({ TableName: arn, ...rest, Other: 1 })).toEqual({ TableName: arn, ...rest });
  });
});

describe('UpdateTimeToLive specification', () => {
  it.each([
    [{ TimeToLiveSpecification: 'x' }, 'Unexpected field type'],
    [
      { TimeToLiveSpecification: [] },
      'Unrecognized collection type class com.amazonaws.dynamodb.v20120810.TimeToLiveSpecification',
    ],
    [{ TimeToLiveSpecification: { Enabled: 1 } }, 'NUMBER_VALUE cannot be converted to Boolean'],
    [{ TimeToLiveSpecification: { AttributeName: false } }, 'FALSE_VALUE cannot be converted to String'],
  ])('%j', (body, message) => {
    expect(failure(validateUpdateTimeToLive, { TableName: 'abc', ...body })).toEqual([
      'SerializationException',
      message,
    ]);
  });

  it('is required, with both members', () => {
    expect(failure(validateUpdateTimeToLive, { TableName: 'abc' })).toEqual(
      invalid(
        "1 validation error detected: Value null at 'timeToLiveSpecification' failed to satisfy constraint: Member must not be null",
      ),
    );
    expect(failure(validateUpdateTimeToLive, { TableName: 'abc', TimeToLiveSpecification: {} })).toEqual(
      invalid(
        '2 validation errors detected: ' +
          "Value null at 'timeToLiveSpecification.enabled' failed to satisfy constraint: Member must not be null; " +
          "Value null at 'timeToLiveSpecification.attributeName' failed to satisfy constraint: Member must not be null",
      ),
    );
  });

  it('needs a non-empty attribute name of at most 255 characters', () => {
    expect(
      failure(validateUpdateTimeToLive, {
        TableName: 'abc',
        TimeToLiveSpecification: { AttributeName: '', Enabled: true },
      }),
    ).toEqual(
      // A length violation, as AWS answered in 2026 (ack-api-quirks dynamodb DDB-TABLE-457).
      invalid(
        "1 validation error detected: Value '' at 'timeToLiveSpecification.attributeName' failed to satisfy constraint: Member must have length greater than or equal to 1",
      ),
    );
    const long = 'a'.repeat(256);
    expect(
      failure(validateUpdateTimeToLive, {
        TableName: 'abc',
        TimeToLiveSpecification: { AttributeName: long, Enabled: true },
      }),
    ).toEqual(
      invalid(
        `1 validation error detected: Value '${long}' at 'timeToLiveSpecification.attributeName' failed to satisfy constraint: ` +
          'Member must have length less than or equal to 255',
      ),
    );
  });

  it('converts boolean strings and keeps __proto__ as an attribute name', () => {
    const request = validateUpdateTimeToLive({
      TableName: 'abc',
      TimeToLiveSpecification: { Enabled: 'false', AttributeName: '__proto__' },
    });
    expect(request.TimeToLiveSpecification).toEqual({ Enabled: false, AttributeName: '__proto__' });
  });
});
