import { describe, expect, it } from 'vitest';
import { uncaught } from './capturedConsole.ts';

describe('uncaught', () => {
  it('names an uncaught error once, whether or not the engine already did', () => {
    expect(uncaught('Uncaught Error: boom')).toBe('Uncaught Error: boom');
    expect(uncaught('Error: boom')).toBe('Uncaught Error: boom');
    expect(uncaught('Uncaughtable: boom')).toBe('Uncaught Uncaughtable: boom');
  });
});
