import { afterEach, describe, expect, it } from 'vitest';
import { createInProcessClient } from '../../../client/inProcessClient.ts';
import { base64OfBytes } from '../../../client/objectBytes.ts';
import { parseCliText } from '../cli/parseCli.ts';
import { MAX_GUNZIPPED_BYTES, runS3Command } from './runS3Command.ts';

const zone = process.env.TZ;
afterEach(() => {
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
});

/** A sandbox whose clock stands at 2026-12-03 16:40:01 UTC; `run` runs the text's last command. */
function sandbox() {
  const engine = createInProcessClient({
    clock: { start: Date.UTC(2026, 11, 3, 16, 40, 1), running: false },
  });
  const run = (text: string) => runS3Command(engine, parseCliText(text).at(-1)!.s3!);
  return { engine, run };
}

const upload = (key: string, content: string) => `cat > file.txt <<'EOF'
${content}
EOF
aws s3 cp file.txt s3://uploads/${key}`;

describe('aws s3 against the sandbox’s S3', () => {
  it('uploads a file written above, lists it and prints it back', async () => {
    process.env.TZ = 'UTC';
    const { run } = sandbox();
    expect(await run(upload('people/one.csv', 'PK,name\n1,Ada'))).toEqual({
      text: 'upload: ./file.txt to s3://uploads/people/one.csv',
    });
    await run(upload('people/two.csv', 'PK,name\n2,Grace'));
    expect((await run('aws s3 ls')).text).toBe('2026-12-03 16:40:01 uploads');
    expect(await run('aws s3 ls s3://uploads')).toEqual({
      text: '                           PRE people/',
      preformatted: true,
      notes: [],
    });
    expect((await run('aws s3 ls s3://uploads/people/ --summarize')).text).toBe(
      [
        '2026-12-03 16:40:01         14 one.csv',
        '2026-12-03 16:40:01         16 two.csv',
        '',
        'Total Objects: 2',
        '   Total Size: 30',
      ].join('\n'),
    );
    expect((await run('aws s3 cp s3://uploads/people/one.csv -')).text).toBe('PK,name\n1,Ada');
  });

  it('says a gzip object needs gunzip, and fails as gunzip does on one that is not gzip', async () => {
    const { engine, run } = sandbox();
    const gzip = new Uint8Array(
      await new Response(
        new Blob(['{"Item":{"PK":{"S":"a"}}}\n']).stream().pipeThrough(new CompressionStream('gzip')),
      ).arrayBuffer(),
    );
    await engine.request(
      'DynamoSandbox.S3PutObject',
      JSON.stringify({ Bucket: 'exports', Key: 'data/x.json.gz', Body: btoa(String.fromCharCode(...gzip)) }),
    );
    expect((await run('aws s3 cp s3://exports/data/x.json.gz - | gunzip')).text).toBe(
      '{"Item":{"PK":{"S":"a"}}}',
    );
    const raw = await run('aws s3 cp s3://exports/data/x.json.gz -');
    expect(raw.text).toBeUndefined();
    expect(raw.notes?.[0].text).toContain(
      'pipe them into gunzip to read them (aws s3 cp s3://exports/data/x.json.gz - | gunzip)',
    );
    await run(upload('plain.txt', 'hello'));
    await expect(run('aws s3 cp s3://uploads/plain.txt - | gunzip')).rejects.toThrow(
      'gzip: stdin: not in gzip format',
    );
  });

  it('prints only the start of a zip bomb piped into gunzip, and says it stopped', async () => {
    const { engine, run } = sandbox();
    const FIFTY_MB = 50 * 1024 * 1024;
    const zeros = new Blob([new Uint8Array(FIFTY_MB)]).stream().pipeThrough(new CompressionStream('gzip'));
    const bomb = new Uint8Array(await new Response(zeros).arrayBuffer());
    expect(bomb.length).toBeLessThan(FIFTY_MB / 500); // ~50 KB
    await engine.request(
      'DynamoSandbox.S3PutObject',
      JSON.stringify({ Bucket: 'exports', Key: 'bomb.gz', Body: base64OfBytes(bomb) }),
    );
    const started = performance.now();
    const printed = await run('aws s3 cp s3://exports/bomb.gz - | gunzip');
    // Only the start is inflated and decoded, not 50 MB into one string on the page's thread.
    expect(performance.now() - started).toBeLessThan(2000);
    expect(printed.text).toBe('\0'.repeat(MAX_GUNZIPPED_BYTES));
    expect(printed.notes).toEqual([
      {
        level: 'warn',
        text: 's3://exports/bomb.gz decompresses to more than 781 KB: the console stopped decompressing after 781 KB and shows that beginning (gunzip would print it all). Download the object from the S3 page for all of it.',
      },
    ]);
  });

  it('deletes objects, and answers as the CLI does when there is nothing', async () => {
    const { run } = sandbox();
    await run(upload('a/1.txt', 'one'));
    await run(upload('a/2.txt', 'two'));
    expect((await run('aws s3 rm s3://uploads/a/1.txt')).text).toBe('delete: s3://uploads/a/1.txt');
    // S3 deletes a key that is not there without complaint, and the CLI says "delete:" all the same.
    expect((await run('aws s3 rm s3://uploads/a/1.txt')).text).toBe('delete: s3://uploads/a/1.txt');
    expect((await run('aws s3 rm s3://uploads/ --recursive')).text).toBe('delete: s3://uploads/a/2.txt');
    await expect(run('aws s3 ls s3://uploads/a/')).rejects.toThrow(
      'nothing under s3://uploads/a/ (the AWS CLI prints nothing and exits with status 1)',
    );
    await expect(run('aws s3 cp s3://uploads/a/2.txt -')).rejects.toThrow(
      'fatal error: An error occurred (404) when calling the HeadObject operation: Key "a/2.txt" does not exist',
    );
    // S3's own code and message, as the CLI prints them (its own check lets capitals and '_' through).
    await expect(run('aws s3 ls s3://Bad_Bucket')).rejects.toThrow(
      'An error occurred (InvalidBucketName) when calling the ListObjectsV2 operation: The specified bucket is not valid.',
    );
  });
});
