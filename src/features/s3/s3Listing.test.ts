import { describe, expect, it } from 'vitest';
import type { S3Object } from '../../client/s3Calls.ts';
import { formatBytes } from './s3Format.ts';
import { s3Href, isFolderPath } from './s3Href.ts';
import { breadcrumbs, fileNameOf, folderOfPrefix, groupByFolder, parentPrefix } from './s3Listing.ts';

const object = (Key: string, Size = 10): S3Object => ({ Key, Size, LastModified: 0, ETag: '"x"' });

describe('groupByFolder', () => {
  const objects = [
    object('exports/AWSDynamoDB/01/data/a.json.gz', 100),
    object('exports/AWSDynamoDB/01/manifest-files.json', 20),
    object('exports/AWSDynamoDB/02/manifest-files.json', 30),
    object('exports/readme.txt', 5),
    object('people.csv', 7),
  ];

  it('draws the top level as folders and files', () => {
    const listing = groupByFolder(objects, '');
    expect(listing.folders).toEqual([{ prefix: 'exports/', name: 'exports/', objectCount: 4, size: 155 }]);
    expect(listing.files.map((file) => file.name)).toEqual(['people.csv']);
  });

  it('opens a folder: names are relative to it, counts include everything below', () => {
    const listing = groupByFolder(objects, 'exports/AWSDynamoDB/');
    expect(listing.folders.map(({ name, objectCount, size }) => [name, objectCount, size])).toEqual([
      ['01/', 2, 120],
      ['02/', 1, 30],
    ]);
    expect(listing.files).toEqual([]);
    expect(groupByFolder(objects, 'exports/AWSDynamoDB/01/').files.map((file) => file.name)).toEqual([
      'manifest-files.json',
    ]);
  });

  it('keeps empty segments, as S3 does: a//b is in folder "/" of a/', () => {
    const listing = groupByFolder([object('a//b'), object('a/')], 'a/');
    expect(listing.folders.map((folder) => folder.prefix)).toEqual(['a//']);
    expect(listing.files.map((file) => file.name)).toEqual(['']);
  });

  it('ignores objects outside the prefix', () => {
    expect(groupByFolder([object('b/x')], 'a/')).toEqual({ folders: [], files: [] });
  });
});

describe('paths', () => {
  it('lists the folders leading to a key or prefix', () => {
    expect(breadcrumbs('a/b/c.json')).toEqual([
      { label: 'a/', prefix: 'a/' },
      { label: 'b/', prefix: 'a/b/' },
    ]);
    expect(breadcrumbs('a/b/')).toEqual([
      { label: 'a/', prefix: 'a/' },
      { label: 'b/', prefix: 'a/b/' },
    ]);
    expect(breadcrumbs('top.csv')).toEqual([]);
  });

  it('finds a key’s folder and file name', () => {
    expect(parentPrefix('a/b/c.json')).toBe('a/b/');
    expect(parentPrefix('a/b/')).toBe('a/');
    expect(parentPrefix('c.json')).toBe('');
    expect(fileNameOf('a/b/c.json.gz')).toBe('c.json.gz');
    expect(fileNameOf('a/')).toBe('object');
    expect(folderOfPrefix('people/2026')).toBe('people/');
    expect(folderOfPrefix('people/')).toBe('people/');
    expect(folderOfPrefix('people')).toBe('');
  });
});

describe('formatBytes', () => {
  it('writes sizes as consoles do', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(1023)).toBe('1023 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(20 * 1024 * 1024)).toBe('20 MB');
  });
});

describe('s3Href', () => {
  it('keeps a key’s slashes inside one route segment', () => {
    expect(s3Href()).toBe('#/s3');
    expect(s3Href('my-bucket')).toBe('#/s3/my-bucket');
    expect(s3Href('my-bucket', 'exports/AWSDynamoDB/')).toBe('#/s3/my-bucket/exports%2FAWSDynamoDB%2F');
    expect(isFolderPath('exports/')).toBe(true);
    expect(isFolderPath('')).toBe(true);
    expect(isFolderPath('exports/a.json.gz')).toBe(false);
  });
});
