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
});
