import { afterEach, describe, expect, it } from 'vitest';
import { bucketLine, humanReadableSize, lastModifiedText, objectListing } from './s3Listing.ts';

const zone = process.env.TZ;
afterEach(() => {
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
});

// 2026-12-03 16:40:01 UTC
const at = Date.UTC(2026, 11, 3, 16, 40, 1) / 1000;
const objects = [
  { Key: 'app/AWSDynamoDB/01-aa/_started', Size: 0, LastModified: at },
  { Key: 'app/AWSDynamoDB/01-aa/data/x.json.gz', Size: 1234, LastModified: at },
  { Key: 'app/AWSDynamoDB/01-aa/manifest-summary.json', Size: 634, LastModified: at + 0.7 },
  { Key: 'app/notes.txt', Size: 1, LastModified: at },
];
const options = { recursive: false, humanReadable: false, summarize: false };

describe('aws s3 ls output', () => {
  it('lays objects out as the CLI does: local time, size in 10 columns, the whole key with --recursive', () => {
    process.env.TZ = 'UTC';
    expect(objectListing(objects, 'app/', { ...options, recursive: true })).toEqual([
      '2026-12-03 16:40:01          0 app/AWSDynamoDB/01-aa/_started',
      '2026-12-03 16:40:01       1234 app/AWSDynamoDB/01-aa/data/x.json.gz',
      '2026-12-03 16:40:01        634 app/AWSDynamoDB/01-aa/manifest-summary.json',
      '2026-12-03 16:40:01          1 app/notes.txt',
    ]);
    process.env.TZ = 'Europe/Paris';
    expect(lastModifiedText(at)).toBe('2026-12-03 17:40:01');
  });

  it('shows the folders just below the prefix as PRE, then the objects by their names', () => {
    process.env.TZ = 'UTC';
    expect(objectListing(objects, 'app/', options)).toEqual([
      '                           PRE AWSDynamoDB/',
      '2026-12-03 16:40:01          1 notes.txt',
    ]);
    // A prefix without its "/" lists the folder itself, as S3's common prefixes do.
    expect(objectListing(objects, 'app', options)).toEqual(['                           PRE app/']);
    expect(objectListing(objects, 'app/AWSDynamoDB/01-aa/', options)).toEqual([
      '                           PRE data/',
      '2026-12-03 16:40:01          0 _started',
      '2026-12-03 16:40:01        634 manifest-summary.json',
    ]);
  });

  it('summarises, and sizes in base 2 with --human-readable', () => {
    process.env.TZ = 'UTC';
    expect(objectListing(objects, 'app/', { recursive: true, humanReadable: true, summarize: true })).toEqual(
      [
        '2026-12-03 16:40:01    0 Bytes app/AWSDynamoDB/01-aa/_started',
        '2026-12-03 16:40:01    1.2 KiB app/AWSDynamoDB/01-aa/data/x.json.gz',
        '2026-12-03 16:40:01  634 Bytes app/AWSDynamoDB/01-aa/manifest-summary.json',
        '2026-12-03 16:40:01     1 Byte app/notes.txt',
        '',
        'Total Objects: 4',
        '   Total Size: 1.8 KiB',
      ],
    );
    expect([1024, 1024 * 1024, 5 * 1024 ** 3, 1023].map(humanReadableSize)).toEqual([
      '1.0 KiB',
      '1.0 MiB',
      '5.0 GiB',
      '1023 Bytes',
    ]);
  });

  it('lists buckets with their dates', () => {
    process.env.TZ = 'UTC';
    expect(bucketLine('sandbox-exports', at)).toBe('2026-12-03 16:40:01 sandbox-exports');
  });
});
