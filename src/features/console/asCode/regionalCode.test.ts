import { describe, expect, it } from 'vitest';
import { requestAsCode } from './requestAsCode.ts';

const getItem = JSON.stringify({ TableName: 'profiles', Key: { id: { S: 'ada' } } });
const text = (language: Parameters<typeof requestAsCode>[0], region?: string) => {
  const code = requestAsCode(language, 'GetItem', getItem, region);
  if (!code.ok) throw new Error(code.reason);
  return code.text;
};

describe('the code of a request signed for another Region', () => {
  it('names the Region in every language, and only then', () => {
    expect(text('cli', 'eu-west-1')).toBe(
      `aws dynamodb get-item --table-name profiles --key '{"id": {"S": "ada"}}' \\\n    --region eu-west-1`,
    );
    const short = requestAsCode('cli', 'ListTables', '{}', 'eu-west-1');
    expect(short.ok && short.text).toBe('aws dynamodb list-tables --region eu-west-1');
    expect(text('javascript', 'eu-west-1')).toContain(
      "const client = new DynamoDBClient({ region: 'eu-west-1' });",
    );
    expect(text('document', 'eu-west-1')).toContain("new DynamoDBClient({ region: 'eu-west-1' })");
    expect(text('python', 'eu-west-1')).toContain(
      'client = boto3.client("dynamodb", region_name="eu-west-1")',
    );
    expect(text('table', 'eu-west-1')).toContain(
      'dynamodb = boto3.resource("dynamodb", region_name="eu-west-1")',
    );
    expect(text('json', 'eu-west-1')).not.toContain('eu-west-1');
    expect(text('javascript')).toContain('const client = new DynamoDBClient({});');
  });

  it('leaves out a "Region" that is no Region’s name', () => {
    expect(text('python', 'x") or __import__("os')).toContain('client = boto3.client("dynamodb")');
  });
});
