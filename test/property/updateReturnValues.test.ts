/**
 * What UpdateItem returns agrees with what it did. For random updates: ALL_OLD is the item before
 * and ALL_NEW the item after (as GetItem reads them); UPDATED_OLD and UPDATED_NEW name only
 * attributes the update touched, and for an attribute set or removed as a whole they hold exactly
 * its value before and after. A refused update returns nothing and changes nothing.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  action,
  KEY,
  readItem,
  startItem,
  updateEngine,
  updateExpression,
} from '../helpers/updateArbitraries.ts';
import { call } from '../helpers/wire.ts';

const RETURN_VALUES = ['ALL_OLD', 'ALL_NEW', 'UPDATED_OLD', 'UPDATED_NEW'] as const;

describe('UpdateItem ReturnValues', () => {
  it('returns the item before or after, or the attributes the update touched', () => {
    fc.assert(
      fc.property(
        startItem,
        fc.array(action, { minLength: 1, maxLength: 3 }),
        fc.constantFrom(...RETURN_VALUES),
        (start, actions, ReturnValues) => {
          const engine = updateEngine(start);
          const before = readItem(engine);
          const reply = call(engine, 'UpdateItem', {
            TableName: 'items',
            Key: KEY,
            ...updateExpression(actions),
            ReturnValues,
          });
          const after = readItem(engine);
          if (reply.status !== 200) {
            expect(after).toEqual(before);
            return;
          }
          const returned = reply.body.Attributes as Record<string, unknown> | undefined;
          if (ReturnValues === 'ALL_OLD') expect(returned).toEqual(before);
          else if (ReturnValues === 'ALL_NEW') expect(returned).toEqual(after);
          else {
            const touched = new Set(actions.map((a) => a.path[0]));
            const image = ReturnValues === 'UPDATED_OLD' ? before : after;
            for (const name of Object.keys(returned ?? {})) expect(touched).toContain(name);
            for (const a of actions) {
              const whole = a.path.length === 1;
              const name = a.path[0] as string;
              if (whole && image && Object.hasOwn(image, name)) expect(returned?.[name]).toEqual(image[name]);
              if (whole && !(image && Object.hasOwn(image, name))) expect(returned?.[name]).toBeUndefined();
            }
          }
        },
      ),
      { numRuns: 500, seed: 20261130 },
    );
  });
});
