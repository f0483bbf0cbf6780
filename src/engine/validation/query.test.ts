import { describe, expect, it } from 'vitest';
import { failureOf, invalid, parameter } from '../../../test/helpers/validationFailures.ts';
import { validateQuery } from './query.ts';

/** Recorded DynamoDB answers are from architect/dynalite's query tests unless noted. */
const failure = failureOf(validateQuery);

const OPERATORS =
  '[IN, NULL, BETWEEN, LT, NOT_CONTAINS, EQ, GT, NOT_NULL, NE, LE, BEGINS_WITH, GE, CONTAINS]';

describe('Query serialization', () => {
  it.each([
    [{ Limit: '23' }, 'STRING_VALUE cannot be converted to Integer'],
    [{ ScanIndexForward: 23 }, 'NUMBER_VALUE cannot be converted to Boolean'],
    [
      { QueryFilter: [] },
      'Unrecognized collection type java.util.Map<java.lang.String, com.amazonaws.dynamodb.v20120810.Condition>',
    ],
    [{ QueryFilter: { a: '23' } }, 'Unexpected value type in payload'],
    [{ KeyConditions: { a: { ComparisonOperator: true } } }, 'TRUE_VALUE cannot be converted to String'],
    [{ KeyConditions: { a: { AttributeValueList: '23' } } }, 'Unexpected field type'],
    [{ ExclusiveStartKey: { a: { S: {} } } }, 'Start of structure or map found where not expected'],
  ])('%j', (body, message) => {
    expect(failure({ TableName: 'abc', ...body })).toEqual(['SerializationException', message]);
  });
});

describe('Query constraints', () => {
  it('needs only the table name', () => {
    expect(failure({})).toEqual(
      invalid(
        "1 validation error detected: Value null at 'tableName' failed to satisfy constraint: Member must not be null",
      ),
    );
  });

  it('lists every violated constraint', () => {
    expect(
      failure({
        TableName: 'abc;',
        ReturnConsumedCapacity: 'hi',
        AttributesToGet: [],
        IndexName: 'abc;',
        Select: 'hi',
        Limit: -1,
        KeyConditions: { a: {}, b: { ComparisonOperator: '' } },
        ConditionalOperator: 'AN',
        QueryFilter: { a: {}, b: { ComparisonOperator: '' } },
      }),
    ).toEqual(
      invalid(
        '10 validation errors detected: ' +
          "Value 'hi' at 'select' failed to satisfy constraint: Member must satisfy enum value set: [SPECIFIC_ATTRIBUTES, COUNT, ALL_ATTRIBUTES, ALL_PROJECTED_ATTRIBUTES]; " +
          "Value 'abc;' at 'indexName' failed to satisfy constraint: Member must satisfy regular expression pattern: [a-zA-Z0-9_.-]+; " +
          "Value 'hi' at 'returnConsumedCapacity' failed to satisfy constraint: Member must satisfy enum value set: [INDEXES, TOTAL, NONE]; " +
          "Value null at 'queryFilter.a.member.comparisonOperator' failed to satisfy constraint: Member must not be null; " +
          `Value '' at 'queryFilter.b.member.comparisonOperator' failed to satisfy constraint: Member must satisfy enum value set: ${OPERATORS}; ` +
          "Value 'abc;' at 'tableName' failed to satisfy constraint: Member must satisfy regular expression pattern: [a-zA-Z0-9_.-]+; " +
          "Value 'AN' at 'conditionalOperator' failed to satisfy constraint: Member must satisfy enum value set: [OR, AND]; " +
          "Value '[]' at 'attributesToGet' failed to satisfy constraint: Member must have length greater than or equal to 1; " +
          "Value at 'Limit' failed to satisfy constraint: Member must have value greater than or equal to 1; " +
          "Value null at 'keyConditions.a.member.comparisonOperator' failed to satisfy constraint: Member must not be null",
      ),
    );
  });

  it('checks index names against the name rules', () => {
    expect(failure({ TableName: 'abc', IndexName: '' })).toEqual(
      invalid(
        '2 validation errors detected: ' +
          "Value '' at 'indexName' failed to satisfy constraint: Member must satisfy regular expression pattern: [a-zA-Z0-9_.-]+; " +
          "Value '' at 'indexName' failed to satisfy constraint: Member must have length greater than or equal to 3",
      ),
    );
  });
});

describe('Query static checks', () => {
  const legacy = {
    ExclusiveStartKey: { a: {} },
    AttributesToGet: ['a', 'a'],
    QueryFilter: { a: { ComparisonOperator: 'EQ', AttributeValueList: [{}] } },
    ConditionalOperator: 'OR',
  };

  it('names the mixed parameters, allowing KeyConditions beside other expressions', () => {
    expect(
      failure({
        TableName: 'abc',
        ...legacy,
        KeyConditions: { a: { ComparisonOperator: 'EQ', AttributeValueList: [{}] } },
        ProjectionExpression: '',
        FilterExpression: '',
        KeyConditionExpression: '',
        ExpressionAttributeNames: {},
        ExpressionAttributeValues: {},
      }),
    ).toEqual(
      invalid(
        'Can not use both expression and non-expression parameters in the same request: ' +
          'Non-expression parameters: {AttributesToGet, QueryFilter, ConditionalOperator, KeyConditions} ' +
          'Expression parameters: {ProjectionExpression, FilterExpression, KeyConditionExpression}',
      ),
    );
    expect(
      failure({
        TableName: 'abc',
        ...legacy,
        KeyConditions: { a: { ComparisonOperator: 'EQ', AttributeValueList: [{}] } },
        FilterExpression: '',
        ProjectionExpression: '',
      }),
    ).toEqual(
      invalid(
        'Can not use both expression and non-expression parameters in the same request: ' +
          'Non-expression parameters: {AttributesToGet, QueryFilter, ConditionalOperator} ' +
          'Expression parameters: {ProjectionExpression, FilterExpression}',
      ),
    );
  });

  it('rejects stray expression maps', () => {
    expect(failure({ TableName: 'abc', ...legacy, ExpressionAttributeValues: {} })).toEqual(
      invalid(
        'ExpressionAttributeValues can only be specified when using expressions: FilterExpression and KeyConditionExpression are null',
      ),
    );
  });

  it('checks QueryFilter before AttributesToGet and the start key', () => {
    expect(
      failure({
        TableName: 'abc',
        ExclusiveStartKey: { a: {} },
        AttributesToGet: ['a', 'a'],
        KeyConditions: { a: { ComparisonOperator: 'EQ', AttributeValueList: [{}] } },
        QueryFilter: { a: { ComparisonOperator: 'EQ', AttributeValueList: [{ N: '1' }, { SS: [] }, {}] } },
      }),
    ).toEqual(parameter('An string set  may not be empty'));
    expect(
      failure({
        TableName: 'abc',
        QueryFilter: {},
        ExclusiveStartKey: { a: {} },
        AttributesToGet: ['a', 'a'],
      }),
    ).toEqual(parameter('Duplicate value in attribute name: a'));
  });

  it('prefixes some start-key errors only', () => {
    const query = { TableName: 'abc', KeyConditions: { a: { ComparisonOperator: 'EQ' } } };
    expect(failure({ ...query, ExclusiveStartKey: { a: {} } })).toEqual(
      invalid(
        'The provided starting key is invalid: Supplied AttributeValue is empty, must contain exactly one of the supported datatypes',
      ),
    );
    expect(failure({ ...query, ExclusiveStartKey: { a: { NULL: 'no' } } })).toEqual(
      invalid(
        'The provided starting key is invalid: One or more parameter values were invalid: Null attribute value types must have the value of true',
      ),
    );
    expect(failure({ ...query, ExclusiveStartKey: { a: { NS: [] } } })).toEqual(
      parameter('An number set  may not be empty'),
    );
    expect(failure({ ...query, ExclusiveStartKey: { a: { N: '1e126' } } })).toEqual(
      invalid('Number overflow. Attempting to store a number with magnitude larger than supported range'),
    );
  });

  it('needs a key condition of one kind or the other', () => {
    expect(failure({ TableName: 'abc' })).toEqual(
      invalid(
        'Either the KeyConditions or KeyConditionExpression parameter must be specified in the request.',
      ),
    );
  });

  it('allows one to eight KeyConditions (more than two only on a multi-attribute key: the operation checks)', () => {
    expect(failure({ TableName: 'abc', QueryFilter: {}, KeyConditions: {} })).toEqual(
      invalid('Conditions can be of length 1 or 2 only'),
    );
    const conditions = (count: number) =>
      Object.fromEntries(Array.from({ length: count }, (_, i) => [`k${i}`, { ComparisonOperator: 'NULL' }]));
    expect(failure({ TableName: 'abc', KeyConditions: conditions(9) })).toEqual(
      invalid('Conditions can be of length 1 or 2 only'),
    );
    expect(() => validateQuery({ TableName: 'abc', KeyConditions: conditions(8) })).not.toThrow();
  });

  it('leaves key condition expressions to the expression parser', () => {
    // Multi-attribute index keys allow up to 8 terms; how many this key takes is the operation's check.
    const terms = (count: number) => Array.from({ length: count }, (_, i) => `k${i} = :a`).join(' and ');
    const withTerms = (count: number) => ({
      TableName: 'abc',
      KeyConditionExpression: terms(count),
      ExpressionAttributeValues: { ':a': { S: 'a' } },
    });
    expect(failure(withTerms(9))).toEqual(invalid('Conditions can be of length 1 or 2 only'));
    expect(validateQuery(withTerms(3)).expressions.keyCondition).toBeDefined();
    expect(
      failure({
        TableName: 'abc',
        KeyConditionExpression: 'a > :b or a < :b',
        ExpressionAttributeValues: { ':b': { S: 'a' } },
      }),
    ).toEqual(invalid('Invalid operator used in KeyConditionExpression: OR'));
  });

  it.each([
    [
      { Select: 'COUNT', ProjectionExpression: 'a' },
      'Cannot specify the ProjectionExpression when choosing to get only the Count',
    ],
    [
      { Select: 'COUNT', AttributesToGet: ['a'] },
      'Cannot specify the AttributesToGet when choosing to get only the Count',
    ],
    [
      { Select: 'ALL_ATTRIBUTES', ProjectionExpression: 'a' },
      'Cannot specify the ProjectionExpression when choosing to get ALL_ATTRIBUTES',
    ],
    [
      { Select: 'ALL_PROJECTED_ATTRIBUTES', IndexName: 'idx', AttributesToGet: ['a'] },
      'Cannot specify the AttributesToGet when choosing to get ALL_PROJECTED_ATTRIBUTES',
    ],
    [
      { Select: 'ALL_PROJECTED_ATTRIBUTES' },
      'ALL_PROJECTED_ATTRIBUTES can be used only when Querying using an IndexName',
    ],
    [
      { Select: 'SPECIFIC_ATTRIBUTES' },
      'Must specify the AttributesToGet or ProjectionExpression when choosing to get SPECIFIC_ATTRIBUTES',
    ],
  ])('checks Select against the projection (%j), as one Coral violation', (body, message) => {
    expect(
      failure({
        TableName: 'abc',
        KeyConditionExpression: 'a = :a',
        ExpressionAttributeValues: { ':a': { S: 'x' } },
        ...body,
      }),
    ).toEqual(invalid(`1 validation error detected: ${message}`));
  });
});

describe('Query results', () => {
  it('combines legacy KeyConditions with a FilterExpression', () => {
    const request = validateQuery({
      TableName: 'abc',
      KeyConditions: { pk: { ComparisonOperator: 'EQ', AttributeValueList: [{ S: 'p' }] } },
      FilterExpression: 'attribute_exists(#p)',
      ExpressionAttributeNames: { '#p': '__proto__' },
    });
    expect(request.expressions.filter).toEqual({ kind: 'attribute_exists', path: ['__proto__'] });
    expect(request.expressions.keyCondition?.kind).toBe('compare');
  });
});
