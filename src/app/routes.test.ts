import { describe, expect, it } from 'vitest';
import { hrefFor, parseHash } from './routes.ts';

describe('hash routes', () => {
  it('reads the section and the rest of the path', () => {
    expect(parseHash('#/console')).toEqual({ section: 'console', rest: [] });
    expect(parseHash('#/explorer/my%20table')).toEqual({ section: 'explorer', rest: ['my table'] });
  });

  it('falls back to the start page for empty and unknown hashes', () => {
    expect(parseHash('')).toEqual({ section: 'home', rest: [] });
    expect(parseHash('#/nowhere')).toEqual({ section: 'home', rest: [] });
    expect(parseHash('#/%E0%A4%A')).toEqual({ section: 'home', rest: [] });
  });

  it('builds links that parse back to the same route', () => {
    const href = hrefFor('explorer', 'CUSTOMER#42/x');
    expect(href).toBe('#/explorer/CUSTOMER%2342%2Fx');
    expect(parseHash(href)).toEqual({ section: 'explorer', rest: ['CUSTOMER#42/x'] });
  });

  it('routes the S3 section: a bucket, then a key with its slashes in one segment', () => {
    expect(parseHash('#/s3')).toEqual({ section: 's3', rest: [] });
    expect(parseHash(hrefFor('s3', 'my-exports', 'exports/AWSDynamoDB/'))).toEqual({
      section: 's3',
      rest: ['my-exports', 'exports/AWSDynamoDB/'],
    });
  });

  it('reads an S3 path typed with its slashes: a trailing slash makes it a folder', () => {
    expect(parseHash('#/s3/bucket/folder/')).toEqual({ section: 's3', rest: ['bucket', 'folder/'] });
    expect(parseHash('#/s3/bucket/a/b/')).toEqual({ section: 's3', rest: ['bucket', 'a/b/'] });
    expect(parseHash('#/s3/bucket/a/b%20c.json')).toEqual({ section: 's3', rest: ['bucket', 'a/b c.json'] });
    // The bucket's top level, with or without its slash.
    expect(parseHash('#/s3/bucket/')).toEqual({ section: 's3', rest: ['bucket'] });
    expect(parseHash('#/s3/bucket')).toEqual({ section: 's3', rest: ['bucket'] });
    expect(parseHash('#/s3/')).toEqual({ section: 's3', rest: [] });
  });
});
