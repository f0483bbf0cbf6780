import { describe, expect, it } from 'vitest';
import { NO_ITEM_NOTE, noItemNote } from './noItemNote.ts';

describe('noItemNote', () => {
  it('explains the empty reply of a GetItem that found nothing', () => {
    expect(noItemNote('GetItem', {})).toBe(NO_ITEM_NOTE);
    expect(noItemNote('GetItem', { ConsumedCapacity: { TableName: 't', CapacityUnits: 0.5 } })).toBe(
      NO_ITEM_NOTE,
    );
  });

  it('says nothing when the item was found, or of other operations', () => {
    expect(noItemNote('GetItem', { Item: { pk: { S: 'a' } } })).toBeUndefined();
    expect(noItemNote('PutItem', {})).toBeUndefined();
    expect(noItemNote('DeleteItem', {})).toBeUndefined();
  });
});
