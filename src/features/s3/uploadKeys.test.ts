import { describe, expect, it } from 'vitest';
import { uploadKey } from './uploadKeys.ts';

describe('uploadKey', () => {
  it('puts the file under the prefix as a folder', () => {
    expect(uploadKey('', 'people.csv')).toBe('people.csv');
    expect(uploadKey('imports/', 'people.csv')).toBe('imports/people.csv');
    expect(uploadKey('imports', 'people.csv')).toBe('imports/people.csv');
    expect(uploadKey(' /imports/2026/ ', 'a.csv')).toBe('imports/2026/a.csv');
  });
});
