import { describe, expect, it } from 'vitest';
import type { LoadRequest } from '../../../client/capacityClient.ts';
import { editDraft, followLoad, initialDraft } from './loadDraft.ts';

const uniform: LoadRequest = {
  tableName: 'Orders',
  pattern: 'uniform',
  rate: 9000,
  readRatio: 0.125,
  itemBytes: 400,
  shards: 10,
  keys: 5000,
  durationSeconds: 600,
};

describe('the custom load form’s draft', () => {
  it('opens on the defaults, then takes the load the worker reports a moment later', () => {
    const opened = initialDraft(undefined);
    expect(opened.draft.pattern).toBe('hot-key');
    const followed = followLoad(opened, uniform);
    expect(followed.draft).toEqual({
      pattern: 'uniform',
      rate: '9000',
      readPercent: '12.5',
      itemBytes: '400',
      shards: '10',
      keys: '5000',
      durationSeconds: '600',
    });
    expect(followed.edited).toBe(false);
  });

  it('keeps the same state for a new report of the same load, so the form does not redraw', () => {
    const shown = initialDraft(uniform);
    expect(followLoad(shown, { ...uniform })).toBe(shown);
  });

  it('follows a later load while untouched, and keeps what was typed once edited', () => {
    const shown = initialDraft(uniform);
    const next = { ...uniform, pattern: 'zipf' as const, rate: 2000 };
    expect(followLoad(shown, next).draft.rate).toBe('2000');

    const typed = editDraft(shown, 'rate', '12');
    expect(typed.edited).toBe(true);
    const kept = followLoad(typed, next);
    expect(kept.draft.rate).toBe('12');
    expect(kept.draft.pattern).toBe('uniform');
  });

  it('keeps the draft when the worker reports no load (a reset sandbox)', () => {
    const shown = initialDraft(uniform);
    expect(followLoad(shown, undefined)).toBe(shown);
  });
});
