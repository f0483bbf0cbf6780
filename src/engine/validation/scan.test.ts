import { describe, expect, it } from 'vitest';
import { failureOf, invalid, parameter } from '../../../test/helpers/validationFailures.ts';
import { validateScan } from './scan.ts';

/** Recorded DynamoDB answers are from architect/dynalite's scan tests unless noted. */
const failure = failureOf(validateScan);

describe('Scan', () => {
  it.each([
    [{ Segment: true }, 'TRUE_VALUE cannot be converted to Integer'],
    [{ TotalSegments: [] }, 'Unrecognized collection type class java.lang.Integer'],
    [{ ScanFilter: { a: { AttributeValueList: [{ S: 1 }] } } }, 'NUMBER_VALUE cannot be converted to String'],
  ])('rejects %j', (body, message) => {
    expect(failure({ TableName: 'abc', ...body })).toEqual(['SerializationException', message]);
  });

  it('checks segment ranges', () => {
    expect(failure({ TableName: 'abc', Segment: -1, TotalSegments: 0 })).toEqual(
      invalid(
        '2 validation errors detected: ' +
          "Value '0' at 'totalSegments' failed to satisfy constraint: Member must have value greater than or equal to 1; " +
          "Value '-1' at 'segment' failed to satisfy constraint: Member must have value greater than or equal to 0",
      ),
    );
    expect(failure({ TableName: 'abc', Segment: 1000000, TotalSegments: 1000001 })).toEqual(
      invalid(
        '2 validation errors detected: ' +
          "Value '1000001' at 'totalSegments' failed to satisfy constraint: Member must have value less than or equal to 1000000; " +
          "Value '1000000' at 'segment' failed to satisfy constraint: Member must have value less than or equal to 999999",
      ),
    );
  });

  it('names the mixed parameters', () => {
    expect(
      failure({
        TableName: 'abc',
        ScanFilter: { a: { ComparisonOperator: 'EQ', AttributeValueList: [{}] } },
        AttributesToGet: ['a', 'a'],
        ConditionalOperator: 'OR',
        FilterExpression: '',
        ProjectionExpression: '',
      }),
    ).toEqual(
      invalid(
        'Can not use both expression and non-expression parameters in the same request: ' +
          'Non-expression parameters: {AttributesToGet, ScanFilter, ConditionalOperator} Expression parameters: {ProjectionExpression, FilterExpression}',
      ),
    );
    expect(failure({ TableName: 'abc', ExpressionAttributeValues: {} })).toEqual(
      invalid(
        'ExpressionAttributeValues can only be specified when using expressions: FilterExpression is null',
      ),
    );
  });

  it('checks AttributesToGet, then ScanFilter, then the start key, then segments', () => {
    expect(
      failure({
        TableName: 'abc',
        Segment: 1,
        ScanFilter: { a: { ComparisonOperator: 'EQ', AttributeValueList: [{}, {}] } },
        ExclusiveStartKey: { a: {} },
        AttributesToGet: ['a', 'a'],
      }),
    ).toEqual(parameter('Duplicate value in attribute name: a'));
    expect(
      failure({
        TableName: 'abc',
        Segment: 1,
        ExclusiveStartKey: { a: {} },
        ScanFilter: { a: { ComparisonOperator: 'EQ', AttributeValueList: [{ N: '1' }, { NULL: 'no' }] } },
      }),
    ).toEqual(parameter('Null attribute value types must have the value of true'));
    expect(
      failure({
        TableName: 'abc',
        Segment: 1,
        ExclusiveStartKey: { a: {} },
        ScanFilter: { a: { ComparisonOperator: 'EQ', AttributeValueList: [{ SS: ['a'] }] } },
      }),
    ).toEqual(
      invalid(
        'The provided starting key is invalid: Supplied AttributeValue is empty, must contain exactly one of the supported datatypes',
      ),
    );
    expect(failure({ TableName: 'abc', Segment: 1, ExclusiveStartKey: { a: { S: 'a' } } })).toEqual(
      invalid(
        'The TotalSegments parameter is required but was not present in the request when Segment parameter is present',
      ),
    );
  });

  it('requires Segment and TotalSegments together, with Segment below TotalSegments', () => {
    expect(failure({ TableName: 'abc', Segment: 0 })).toEqual(
      invalid(
        'The TotalSegments parameter is required but was not present in the request when Segment parameter is present',
      ),
    );
    expect(failure({ TableName: 'abc', TotalSegments: 1 })).toEqual(
      invalid(
        'The Segment parameter is required but was not present in the request when parameter TotalSegments is present',
      ),
    );
    expect(failure({ TableName: 'abc', Segment: 1, TotalSegments: 1 })).toEqual(
      invalid(
        'The Segment parameter is zero-based and must be less than parameter TotalSegments: Segment: 1 is not less than TotalSegments: 1',
      ),
    );
  });

  it('reports Select conflicts without the Coral prefix', () => {
    expect(failure({ TableName: 'abc', Select: 'COUNT', ProjectionExpression: 'a' })).toEqual(
      invalid('Cannot specify the ProjectionExpression when choosing to get only the Count'),
    );
  });

  it('requires two filter conditions for ConditionalOperator', () => {
    expect(
      failure({
        TableName: 'abc',
        ConditionalOperator: 'AND',
        ScanFilter: { a: { ComparisonOperator: 'NULL' } },
      }),
    ).toEqual(
      invalid('ConditionalOperator can only be used when Filter or Expected has two or more elements'),
    );
  });

  it('converts ScanFilter and AttributesToGet', () => {
    const request = validateScan({
      TableName: 'abc',
      ScanFilter: {
        a: { ComparisonOperator: 'NULL' },
        b: { ComparisonOperator: 'GE', AttributeValueList: [{ N: '5' }] },
      },
      AttributesToGet: ['a', 'b'],
      Segment: 0,
      TotalSegments: 2,
    });
    expect(request.expressions).toEqual({
      filter: {
        kind: 'and',
        left: { kind: 'attribute_not_exists', path: ['a'] },
        right: {
          kind: 'compare',
          op: '>=',
          left: { kind: 'path', path: ['b'] },
          right: { kind: 'value', value: { N: '5' } },
        },
      },
      projection: [['a'], ['b']],
    });
  });

  it('resolves a FilterExpression and ProjectionExpression', () => {
    const request = validateScan({
      TableName: 'abc',
      FilterExpression: 'a > :v',
      ProjectionExpression: 'a',
      ExpressionAttributeValues: { ':v': { N: '1' } },
    });
    expect(request.expressions.projection).toEqual([['a']]);
    expect(request.expressions.filter?.kind).toBe('compare');
  });
});
