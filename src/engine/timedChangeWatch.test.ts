import { describe, expect, it } from 'vitest';
import { createDispatch } from '../protocol/dispatch.ts';
import { Engine } from './engine.ts';
import { watchTimedChanges } from './timedChangeWatch.ts';

describe('watchTimedChanges', () => {
  it('answers true once after timed work that may change state has run', () => {
    const engine = new Engine({ clock: { running: false } });
    const changed = watchTimedChanges(engine);
    expect(changed()).toBe(false);
    let ran = 0;
    engine.after(100, () => ran++);
    expect(changed()).toBe(false);
    engine.advance(100);
    expect(ran).toBe(1);
    expect(changed()).toBe(true);
    expect(changed()).toBe(false);
  });

  it('ignores work marked as changing nothing saved (a stream consumer poll)', () => {
    const engine = new Engine({ clock: { running: false } });
    const changed = watchTimedChanges(engine);
    let polls = 0;
    engine.after(50, () => polls++, false);
    engine.advance(50);
    expect(polls).toBe(1);
    expect(changed()).toBe(false);
  });

  it('sees a table becoming ACTIVE on the clock after the CreateTable request that made it', () => {
    const engine = new Engine({ clock: { running: false }, tableStatusDelayMs: 400 });
    const dispatch = createDispatch(engine);
    const created = dispatch(
      'DynamoDB_20120810.CreateTable',
      JSON.stringify({
        TableName: 'carts',
        BillingMode: 'PAY_PER_REQUEST',
        KeySchema: [{ AttributeName: 'id', KeyType: 'HASH' }],
        AttributeDefinitions: [{ AttributeName: 'id', AttributeType: 'S' }],
      }),
    );
    expect(created.status).toBe(200);
    const changed = watchTimedChanges(engine);
    engine.advance(399);
    expect(changed()).toBe(false);
    engine.advance(1);
    expect(changed()).toBe(true);
  });
});
