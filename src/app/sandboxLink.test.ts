import { describe, expect, it } from 'vitest';
import { sandboxLink, withoutSandboxLink } from './sandboxLink.ts';

describe('sandbox links', () => {
  const page = 'https://example.org/training/sandbox/?open=labs/lab%201.json#/explorer';

  it('resolve the file next to the app, on the same site', () => {
    expect(sandboxLink(page)).toEqual({
      url: 'https://example.org/training/sandbox/labs/lab%201.json',
      name: 'lab 1.json',
    });
    expect(sandboxLink('https://example.org/sandbox/?open=/shared/lab.json')).toMatchObject({
      url: 'https://example.org/shared/lab.json',
    });
    expect(sandboxLink('https://example.org/sandbox/#/console')).toBeUndefined();
    expect(sandboxLink('https://example.org/sandbox/?open=')).toBeUndefined();
  });

  it('refuse files on other sites: the app makes no request to anywhere else', () => {
    expect(sandboxLink('https://example.org/?open=https://evil.example/x.json')).toEqual({
      name: 'x.json',
      refused: 'links open files from this site only (https://example.org), not from https://evil.example',
    });
    expect(sandboxLink('https://example.org/?open=//evil.example/x.json')).toMatchObject({
      refused: expect.stringContaining('not from https://evil.example'),
    });
  });

  it('leave the address without the parameter once handled, the route kept', () => {
    expect(withoutSandboxLink(page)).toBe('https://example.org/training/sandbox/#/explorer');
    expect(withoutSandboxLink('https://example.org/?a=1&open=x.json')).toBe('https://example.org/?a=1');
  });
});
