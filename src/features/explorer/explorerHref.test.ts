import { describe, expect, it } from 'vitest';
import { explorerHref, explorerShows } from './explorerHref.ts';

describe('explorerShows', () => {
  it('is true only for the address of the same table, or of its replica in the same Region', () => {
    expect(explorerShows(explorerHref('a/b c'), 'a/b c', undefined, 'other')).toBe(true);
    expect(explorerShows('#/explorer/other', 'a', undefined, 'a')).toBe(false);
    expect(explorerShows(explorerHref('a', 'eu-west-1'), 'a', 'eu-west-1', 'a')).toBe(true);
    expect(explorerShows(explorerHref('a', 'eu-west-1'), 'a', undefined, 'a')).toBe(false);
    expect(explorerShows(explorerHref('a'), 'a', 'eu-west-1', 'a')).toBe(false);
    expect(explorerShows('#/console', 'a', undefined, 'a')).toBe(false);
  });

  it('reads a bare #/explorer as the table picked in the header', () => {
    expect(explorerShows('#/explorer', 'a', undefined, 'a')).toBe(true);
    expect(explorerShows('#/explorer/', 'a', undefined, 'b')).toBe(false);
  });
});
