import { describe, expect, it } from 'vitest';
import { validateListTagsOfResource } from './listTagsOfResource.ts';
import { validateTagResource } from './tagResource.ts';
import { validateUntagResource } from './untagResource.ts';

function failure(validate: (body: object) => unknown, body: object): [string, string] {
  try {
    validate(body);
  } catch (error) {
    return [(error as Error).name, (error as Error).message];
  }
  throw new Error('accepted');
}

const invalid = (message: string): [string, string] => ['ValidationException', message];
const arn = 'arn:aws:dynamodb:us-east-1:123456789012:table/users';

describe('TagResource (recorded in architect/dynalite tagResource tests)', () => {
  it('answers a missing ARN before any constraint', () => {
    expect(failure(validateTagResource, {})).toEqual(invalid('Invalid TableArn'));
  });

  it('rejects wrong JSON types', () => {
    expect(failure(validateTagResource, { ResourceArn: arn, Tags: [23] })).toEqual([
      'SerializationException',
      'Unexpected value type in payload',
    ]);
    expect(failure(validateTagResource, { ResourceArn: arn, Tags: [{ Key: true }] })).toEqual([
      'SerializationException',
      'TRUE_VALUE cannot be converted to String',
    ]);
  });

  it('needs tags, then a well-formed table ARN, then at least one tag', () => {
    expect(failure(validateTagResource, { ResourceArn: 'a:b:c:d:e:f/g' })).toEqual(
      invalid(
        "1 validation error detected: Value null at 'tags' failed to satisfy constraint: Member must not be null",
      ),
    );
    const short = 'arn:aws:dynamodb:us-east-1:123456789012:table/ab';
    expect(failure(validateTagResource, { ResourceArn: short, Tags: [] })).toEqual(
      invalid(`Invalid TableArn: Invalid ResourceArn provided as input ${short}`),
    );
    expect(failure(validateTagResource, { ResourceArn: arn, Tags: [] })).toEqual(
      invalid('Atleast one Tag needs to be provided as Input.'),
    );
  });

  it('words other ARN problems as DynamoDB does', () => {
    expect(failure(validateTagResource, { ResourceArn: 'a:b:c:d:e:f/g', Tags: [] })).toEqual(
      invalid("One or more parameter values were invalid: ARNs must start with 'arn:': a:b:c:d:e:f/g"),
    );
    const s3 = 'arn:aws:s3:::bucket/key';
    expect(failure(validateTagResource, { ResourceArn: s3, Tags: [] })).toEqual(
      invalid(
        `One or more parameter values were invalid: Provided Arn is not a DynamoDB resource arn: ${s3}`,
      ),
    );
    const index = `${arn}/index/byName`;
    expect(failure(validateTagResource, { ResourceArn: index, Tags: [] })).toEqual(
      invalid(
        `One or more parameter values were invalid: Invalid resource arn provided, only table or stream is accepted. Provided resource arn: ${index}`,
      ),
    );
  });

  it('checks tag members and rules', () => {
    expect(
      failure(validateTagResource, { ResourceArn: arn, Tags: [{ Key: 'k', Value: 'v' }, { Key: 'k' }] }),
    ).toEqual(invalid('The Tag Value provided is invalid, Value: null'));
    const tooMany = Array.from({ length: 51 }, (_, i) => ({ Key: `k${i}`, Value: 'v' }));
    expect(failure(validateTagResource, { ResourceArn: arn, Tags: tooMany })).toEqual(
      invalid('Number of Tags exceed the current limit for the provided ResourceArn'),
    );
  });

  it('accepts tags with spaces and punctuation DynamoDB allows', () => {
    const tags = [{ Key: 'cost center', Value: 'a_b.c:d/e=f+g-h@i' }];
    expect(validateTagResource({ ResourceArn: arn, Tags: tags })).toEqual({ ResourceArn: arn, Tags: tags });
  });
});

describe('UntagResource and ListTagsOfResource', () => {
  it('need an ARN and tag keys', () => {
    expect(failure(validateUntagResource, {})).toEqual(invalid('Invalid TableArn'));
    expect(failure(validateUntagResource, { ResourceArn: 'a:b:c:d:e:f/g' })).toEqual(
      invalid(
        "1 validation error detected: Value null at 'tagKeys' failed to satisfy constraint: Member must not be null",
      ),
    );
    expect(failure(validateUntagResource, { ResourceArn: arn, TagKeys: [] })).toEqual(
      invalid('Atleast one Tag Key needs to be provided as Input.'),
    );
    expect(failure(validateUntagResource, { ResourceArn: arn, TagKeys: [1] })).toEqual([
      'SerializationException',
      'NUMBER_VALUE cannot be converted to String',
    ]);
    expect(validateUntagResource({ ResourceArn: arn, TagKeys: ['a'] }).TagKeys).toEqual(['a']);
    // Its keys follow the tag rules (ack-api-quirks dynamodb DDB-TABLE-107, 109).
    expect(failure(validateUntagResource, { ResourceArn: arn, TagKeys: ['aws:foo'] })).toEqual(
      invalid('Tag Key cannot be prefixed with aws:, Key: aws:foo'),
    );
    expect(failure(validateUntagResource, { ResourceArn: arn, TagKeys: [''] })).toEqual(
      invalid('The Tag Key provided is invalid, Key: '),
    );
    const many = Array.from({ length: 51 }, (_, i) => `k${i}`);
    expect(failure(validateUntagResource, { ResourceArn: arn, TagKeys: many })).toEqual(
      invalid('Number of Tags exceed the current limit for the provided ResourceArn'),
    );
  });

  it('list needs a table ARN', () => {
    expect(failure(validateListTagsOfResource, {})).toEqual(invalid('Invalid TableArn'));
    expect(validateListTagsOfResource({ ResourceArn: arn, NextToken: 'x' })).toEqual({
      ResourceArn: arn,
      NextToken: 'x',
    });
  });
});
