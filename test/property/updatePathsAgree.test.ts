/**
 * One change, four ways in: the same random update applied through UpdateItem's UpdateExpression,
 * a TransactWriteItems Update, a PartiQL UPDATE (values as parameters) and — for top-level actions —
 * the legacy AttributeUpdates must leave the same item behind, or all be refused. The paths share
 * the document-path and value code inside the engine but each has its own request reading, so a
 * difference between them is a bug in one of them.
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
  type Action,
  type Value,
} from '../helpers/updateArbitraries.ts';
import { call } from '../helpers/wire.ts';

function partiqlUpdate(actions: Action[]) {
  const parameters: Value[] = [];
  const clauses = actions.map((a) => {
    const path = a.path
      .map((step, i) => (typeof step === 'number' ? `[${step}]` : `${i ? '.' : ''}"${step}"`))
      .join('');
    if (a.kind === 'remove') return `REMOVE ${path}`;
    parameters.push(a.value);
    return `SET ${path} = ?`;
  });
  return {
    Statement: `UPDATE "items" ${clauses.join(' ')} WHERE "pk" = 'p' AND "sk" = 's'`,
    ...(parameters.length ? { Parameters: parameters } : {}),
  };
}

describe('the same update through every API', () => {
  it('leaves the same item, or is refused by all', () => {
    fc.assert(
      fc.property(startItem, fc.array(action, { minLength: 1, maxLength: 3 }), (start, actions) => {
        const outcomes: { via: string; status: number; item?: unknown }[] = [];
        const attempt = (via: string, operation: string, body: object) => {
          const engine = updateEngine(start);
          const reply = call(engine, operation, body);
          outcomes.push({ via, status: reply.status, item: readItem(engine) });
        };
        const expression = updateExpression(actions);
        attempt('UpdateItem', 'UpdateItem', { TableName: 'items', Key: KEY, ...expression });
        attempt('TransactWriteItems', 'TransactWriteItems', {
          TransactItems: [{ Update: { TableName: 'items', Key: KEY, ...expression } }],
        });
        attempt('ExecuteStatement', 'ExecuteStatement', partiqlUpdate(actions));
        const topLevel = actions.every((a) => a.path.length === 1);
        const distinct = new Set(actions.map((a) => a.path[0])).size === actions.length;
        if (topLevel && distinct) {
          const AttributeUpdates = Object.fromEntries(
            actions.map((a) => [
              a.path[0],
              a.kind === 'set' ? { Action: 'PUT', Value: a.value } : { Action: 'DELETE' },
            ]),
          );
          attempt('AttributeUpdates', 'UpdateItem', { TableName: 'items', Key: KEY, AttributeUpdates });
        }
        const [first, ...others] = outcomes;
        for (const other of others) {
          const context = `${other.via} vs ${first.via}: ${JSON.stringify({ start, actions })}`;
          expect(other.status === 200, context).toBe(first.status === 200);
          expect(other.item, context).toEqual(first.item);
        }
      }),
      { numRuns: 400, seed: 20261130 },
    );
  });
});
