import { describe, expect, it } from 'vitest';
import { cliCompletions } from './cliCompletion.ts';
import { parseCliText } from './parseCli.ts';

const s3Of = (text: string) => parseCliText(text).at(-1)!;

describe('aws s3 in the console', () => {
  it('reads ls: the buckets, or a prefix with or without s3://, and its flags', () => {
    expect(s3Of('aws s3 ls').s3).toEqual({
      kind: 'ls',
      prefix: '',
      recursive: false,
      humanReadable: false,
      summarize: false,
    });
    expect(s3Of('aws s3 ls s3://').s3).toMatchObject({ kind: 'ls', prefix: '' });
    expect(s3Of('aws s3 ls s3://sandbox-exports/app/ --recursive --human-readable --summarize').s3).toEqual({
      kind: 'ls',
      bucket: 'sandbox-exports',
      prefix: 'app/',
      recursive: true,
      humanReadable: true,
      summarize: true,
    });
    expect(s3Of('aws s3 ls sandbox-exports').s3).toMatchObject({ bucket: 'sandbox-exports', prefix: '' });
    // --region and the CLI's global options are taken as the CLI takes them: the S3 is the account's.
    expect(
      s3Of('aws s3 ls s3://b --region eu-west-1 --endpoint-url http://localhost:8000 --page-size 10').s3,
    ).toMatchObject({ bucket: 'b' });
    expect(() => s3Of('aws s3 ls s3://b --delete')).toThrow('Line 1: Unknown options: --delete');
  });

  it('reads cp: printing an object, through gunzip or grep, and uploading a file written above', () => {
    expect(s3Of('aws s3 cp s3://b/app/manifest-summary.json -')).toMatchObject({
      s3: { kind: 'print', source: { bucket: 'b', key: 'app/manifest-summary.json' }, gunzip: false },
    });
    expect(s3Of('aws s3 cp s3://b/data/x.json.gz - | gunzip').s3).toMatchObject({
      kind: 'print',
      gunzip: true,
    });
    expect(s3Of('aws s3 cp s3://b/data/x.json.gz - | gzip -dc').s3).toMatchObject({ gunzip: true });
    const grepped = s3Of('aws s3 ls s3://b --recursive | grep manifest');
    expect(grepped.grep?.pattern.source).toBe('manifest');
    const upload = s3Of(`cat > people.csv <<'EOF'
PK,name
1,Ada
EOF
aws s3 cp ./people.csv s3://uploads/people/`);
    expect(upload.s3).toEqual({
      kind: 'upload',
      file: 'people.csv',
      content: 'PK,name\n1,Ada\n',
      target: { bucket: 'uploads', key: 'people/people.csv' },
      quiet: false,
    });
  });

  it('reads rm, one object or with --recursive a prefix', () => {
    expect(s3Of('aws s3 rm s3://b/k').s3).toEqual({
      kind: 'rm',
      target: { bucket: 'b', key: 'k' },
      recursive: false,
      quiet: false,
    });
    expect(s3Of('aws s3 rm s3://b/k --quiet --output text').s3).toMatchObject({ quiet: true });
    expect(s3Of('aws s3 rm s3://b/app/ --recursive').s3).toMatchObject({ recursive: true });
    expect(() => s3Of('aws s3 rm s3://b')).toThrow('with --recursive all under a prefix');
  });

  it('says what it cannot do, and why', () => {
    expect(() => s3Of('aws s3 sync s3://b .')).toThrow('the console runs aws s3 ls, cp and rm');
    expect(() => s3Of('aws s3 cp s3://b/k.json.gz out.json')).toThrow(
      'no disk to copy s3://b/k.json.gz to: print it with aws s3 cp s3://b/k.json.gz - | gunzip',
    );
    expect(() => s3Of('aws s3 cp missing.csv s3://b/k')).toThrow(
      'The user-provided path missing.csv does not exist.',
    );
    expect(() => s3Of('aws s3 ls s3://b | gunzip')).toThrow('gunzip reads an object printed with aws s3 cp');
    expect(() => s3Of('aws s3 cp s3://b/k - | jq .')).toThrow('not into jq');
    expect(() => s3Of('aws s3 cp s3://b/k')).toThrow('a source and a destination');
    expect(() => parseCliText('aws sqs list-queues')).toThrow(
      'a few on the sandbox\'s S3 ("aws s3 ls", "cp", "rm"), not "aws sqs"',
    );
  });

  it('prints its help, and completes its commands and options', () => {
    expect(s3Of('aws s3 help').printed).toContain('aws s3 cp s3://bucket/key.json.gz - | gunzip');
    expect(s3Of('aws s3 ls help').printed).toContain('aws s3 ls s3://bucket/prefix/ [--recursive]');
    const labels = (text: string) => cliCompletions(text, {}).items.map((item) => item.label);
    expect(labels('aws ')).toContain('s3');
    expect(labels('aws s3 ')).toEqual(['ls', 'cp', 'rm', 'help']);
    expect(labels('aws s3 ls s3://b --recursive --')).toEqual(['--human-readable', '--summarize']);
    expect(labels('aws s3 ls ')).toEqual(['s3://sandbox-exports/']);
  });
});
