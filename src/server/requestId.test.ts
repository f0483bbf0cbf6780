import { describe, expect, it } from 'vitest';
import { newRequestId } from './requestId.ts';

describe('request ids', () => {
  it('are 52 base32hex characters, all different, across counter carries', () => {
    // 2,000 ids carry the counter's last digit over 60 times and its second-last once.
    const ids = Array.from({ length: 2000 }, newRequestId);
    for (const id of ids) expect(id).toMatch(/^[0-9A-V]{52}$/);
    expect(new Set(ids).size).toBe(ids.length);
    const sorted = [...ids].sort();
    expect(sorted).toEqual(ids);
  });
});
