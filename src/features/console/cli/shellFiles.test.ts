import { describe, expect, it } from 'vitest';
import { CliSyntaxError, parseCliText } from './parseCli.ts';

const failure = (text: string) => {
  try {
    parseCliText(text);
  } catch (error) {
    if (error instanceof CliSyntaxError) return error.message;
    throw error;
  }
  throw new Error('expected a CliSyntaxError');
};

const KEY_FILE = `cat > key.json <<'EOF'
{
  "Artist": {"S": "No One You Know"},
  "SongTitle": {"S": "Call Me Today"}
}
EOF`;

describe('files written in the CLI text (file://)', () => {
  it('reads a here-document for a structure option, as the AWS docs pass --key file://key.json', () => {
    const [request] = parseCliText(
      `${KEY_FILE}\naws dynamodb get-item --table-name MusicCollection --key file://key.json`,
    );
    expect(request.request.Key).toEqual({
      Artist: { S: 'No One You Know' },
      SongTitle: { S: 'Call Me Today' },
    });
    // The command's line is counted after the here-document's: cat, four lines, EOF.
    expect(request.line).toBe(7);
  });

  it('gives a string option the file exactly, trailing newline included, as the CLI does', () => {
    const [request] = parseCliText(
      'echo app > name.txt\naws dynamodb describe-table --table-name file://name.txt',
    );
    expect(request.request.TableName).toBe('app\n');
  });

  it('reads lists, --cli-input-json, ./ paths, fileb:// and appended files', () => {
    const text = [
      "cat > ./items.json <<'EOF'",
      '[{"ConditionCheck": {"TableName": "app", "Key": {"PK": {"S": "a"}},',
      'EOF',
      "cat >> items.json <<'EOF'",
      '"ConditionExpression": "attribute_exists(PK)"}}]',
      'EOF',
      'aws dynamodb transact-write-items --transact-items file://items.json',
      'echo -n \'{"TableName": "app"}\' > input.json',
      'aws dynamodb describe-table --cli-input-json fileb://./input.json',
    ].join('\n');
    const [transact, describe] = parseCliText(text);
    expect(transact.request.TransactItems).toEqual([
      {
        ConditionCheck: {
          TableName: 'app',
          Key: { PK: { S: 'a' } },
          ConditionExpression: 'attribute_exists(PK)',
        },
      },
    ]);
    expect(describe.request).toEqual({ TableName: 'app' });
  });

  it('expands an unquoted here-document as a shell does, and refuses what a shell would expand', () => {
    const [request] = parseCliText(
      'cat > names.json <<EOF\n{"#p": "price\\$", "#b": "a\\\\\\\\b"}\nEOF\n' +
        'aws dynamodb scan --table-name app --projection-expression "#p, #b" --expression-attribute-names file://names.json',
    );
    // \$ is $, and \\ is one backslash: the JSON sees "a\\b", a backslash.
    expect(request.request.ExpressionAttributeNames).toEqual({ '#p': 'price$', '#b': 'a\\b' });
    expect(failure('cat > n.json <<EOF\n{"#p": "$HOME"}\nEOF\naws dynamodb list-tables')).toMatch(
      /^Line 1: "\$" in a here-document would be expanded by a shell; quote its word \(<<'EOF'\)/,
    );
  });

  it('answers a missing file as the CLI does, with how to write one here', () => {
    expect(failure('aws dynamodb get-item --table-name app --key file://key.json\n' + KEY_FILE)).toBe(
      "Line 1: Error parsing parameter '--key': Unable to load paramfile file://key.json: [Errno 2] No such file or directory: 'key.json'\n" +
        "In the console, write the file above the command: cat > key.json <<'EOF', its lines, then EOF.",
    );
    expect(failure('aws dynamodb describe-table --cli-input-json file://in.json')).toMatch(
      /^Line 1: Unable to load paramfile file:\/\/in.json: \[Errno 2\]/,
    );
  });

  it('refuses what it does not run', () => {
    expect(failure('aws dynamodb list-tables > tables.json')).toMatch(/does not redirect it/);
    expect(failure('cat key.json')).toMatch(/writes files for them with cat > name.json/);
    expect(failure('cat > key.json\naws dynamodb list-tables')).toMatch(/from a here-document/);
    expect(failure("cat > key.json <<'EOF'\n{}\n")).toBe(
      'Line 1: the here-document is never closed: end it with a line that says EOF',
    );
    expect(failure('cat >')).toBe("Line 1: syntax error near unexpected token `newline'");
    expect(failure(KEY_FILE)).toMatch(/Write a command/);
  });

  it('keeps nothing between runs', () => {
    parseCliText(`${KEY_FILE}\naws dynamodb list-tables`);
    expect(failure('aws dynamodb get-item --table-name app --key file://key.json')).toMatch(
      /No such file or directory/,
    );
  });
});
