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
      failure(validateTagResource, { ResourceArn: arn, Tags: [{ Key: '', Value: 'v' }, { Key: 'k' }] }),
    ).toEqual(
      invalid(
        '2 validation errors detected: ' +
          "Value '' at 'tags.1.member.key' failed to satisfy constraint: Member must have length greater than or equal to 1; " +
          "Value null at 'tags.2.member.value' failed to satisfy constraint: Member must not be null",
      ),
    );
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
  });

  it('list needs a table ARN', () => {
    expect(failure(validateListTagsOfResource, {})).toEqual(invalid('Invalid TableArn'));
    expect(validateListTagsOfResource({ ResourceArn: arn, NextToken: 'x' })).toEqual({
      ResourceArn: arn,
      NextToken: 'x',
    });
  });
});
