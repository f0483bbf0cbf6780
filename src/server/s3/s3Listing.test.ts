import { describe, expect, it } from 'vitest';
import type { S3ObjectInfo } from '../../engine/s3/objectStore.ts';
import { listPage } from './s3Listing.ts';

const objects = (...keys: string[]): S3ObjectInfo[] => keys.map((key) => ({ key, size: 1, lastModified: 0 }));
const all = objects('a/1', 'a/2', 'b/x/1', 'b/y', 'c', 'd/');

describe('listPage', () => {
  it('rolls keys holding the delimiter after the prefix into common prefixes, each counted once', () => {
    const page = listPage(all, { prefix: '', delimiter: '/', after: undefined, maxKeys: 1000 });
    expect(page.prefixes).toEqual(['a/', 'b/', 'd/']);
    expect(page.objects.map((o) => o.key)).toEqual(['c']);
    expect(page.truncated).toBe(false);
    const under = listPage(objects('b/x/1', 'b/y'), {
      prefix: 'b/',
      delimiter: '/',
      after: undefined,
      maxKeys: 10,
    });
    expect(under.prefixes).toEqual(['b/x/']);
    expect(under.objects.map((o) => o.key)).toEqual(['b/y']);
  });

  it('pages by max-keys, resuming after a key or after a whole common prefix', () => {
    const first = listPage(all, { prefix: '', delimiter: '/', after: undefined, maxKeys: 1 });
    expect(first).toMatchObject({ prefixes: ['a/'], objects: [], truncated: true, last: 'a/' });
    const second = listPage(all, { prefix: '', delimiter: '/', after: first.last, maxKeys: 2 });
    expect(second).toMatchObject({ prefixes: ['b/'], truncated: true, last: 'c' });
    expect(second.objects.map((o) => o.key)).toEqual(['c']);
    const third = listPage(all, { prefix: '', delimiter: '/', after: second.last, maxKeys: 2 });
    expect(third).toMatchObject({ prefixes: ['d/'], objects: [], truncated: false });
  });

  it('without a delimiter lists every key after the start, in order', () => {
    const page = listPage(all, { prefix: '', delimiter: undefined, after: 'b/x/1', maxKeys: 2 });
    expect(page.objects.map((o) => o.key)).toEqual(['b/y', 'c']);
    expect(page.truncated).toBe(true);
    expect(listPage(all, { prefix: '', delimiter: undefined, after: undefined, maxKeys: 0 }).truncated).toBe(
      true,
    );
  });
});
