/**
 * KeyConditionExpression refusals as paritysuite/dynamodb-conformance recorded them against DynamoDB
 * (eu-west-2, October 2026): which of several problems is reported — the first met, reading the
 * clauses in written order, and operand types before the table lookup
 * (tests/tier3/validation-ordering/queryKeyCondition.test.ts) — and the exact operand-type and
 * schema wordings (tests/tier3/error-messages/queryKeyConditionOperands.test.ts). Through dispatch.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { createKeyedTable, fails, testEngine } from '../helpers/wire.ts';
import type { Engine } from '../../src/engine/engine.ts';

let engine: Engine;

beforeEach(() => {
  engine = testEngine();
  createKeyedTable(engine, 'composite', 'S');
  createKeyedTable(engine, 'compositeN', 'N');
});

const refusal = (
  TableName: string,
  KeyConditionExpression: string,
  ExpressionAttributeValues: Record<string, unknown>,
) => fails(engine, 'Query', { TableName, KeyConditionExpression, ExpressionAttributeValues });

describe('which problem is reported (tests/tier3/validation-ordering/queryKeyCondition.test.ts)', () => {
  const OPERAND =
    'Incorrect operand type for operator or function; operator or function: begins_with, operand type: N';
  const UNDEFINED =
    'An expression attribute value used in expression is not defined; attribute value: :missing';
  const reported = (TableName: string, expression: string, values: Record<string, unknown>) => {
    const reply = refusal(TableName, expression, values);
    expect(reply.type).toBe('ValidationException');
    return reply.message;
  };

  it('the first problem in written order, undefined value or bad operand', () => {
    expect(reported('composite', 'pk = :missing AND begins_with(sk, :n)', { ':n': { N: '1' } })).toContain(
      UNDEFINED,
    );
    expect(reported('composite', 'begins_with(sk, :n) AND pk = :missing', { ':n': { N: '1' } })).toContain(
      OPERAND,
    );
    expect(
      reported('composite', 'pk = :p AND begins_with(sk, :n) AND sk = :missing', {
        ':p': { S: 'q' },
        ':n': { N: '1' },
      }),
    ).toContain(OPERAND);
  });

  it('a bad operand before the condition count and before the table lookup', () => {
    expect(
      reported('composite', 'pk = :p AND begins_with(sk, :n) AND sk > :s', {
        ':p': { S: 'q' },
        ':n': { N: '1' },
        ':s': { S: 'a' },
      }),
    ).toContain(OPERAND);
    expect(
      reported('vo_query_kce_missing', 'pk = :p AND begins_with(sk, :n)', {
        ':p': { S: 'q' },
        ':n': { N: '1' },
      }),
    ).toContain(OPERAND);
    expect(
      refusal('vo_query_kce_missing', 'pk = :p AND begins_with(sk, :s)', {
        ':p': { S: 'q' },
        ':s': { S: 'a' },
      }).type,
    ).toBe('ResourceNotFoundException');
  });
});

describe('operand types (tests/tier3/error-messages/queryKeyConditionOperands.test.ts)', () => {
  const SCHEMA =
    'One or more parameter values were invalid: Condition parameter type does not match schema type';
  const operand = (op: string, type: string) =>
    `Invalid KeyConditionExpression: Incorrect operand type for operator or function; operator or function: ${op}, operand type: ${type}`;
  const p = { ':p': { S: 'q' } };
  const message = (TableName: string, expression: string, values: Record<string, unknown>) => {
    const reply = refusal(TableName, expression, { ...p, ...values });
    expect(reply.type).toBe('ValidationException');
    return reply.message;
  };

  it('names an operand no key type could satisfy, and sends a mere mismatch to the schema check', () => {
    expect(message('composite', 'pk = :p AND begins_with(sk, :v)', { ':v': { N: '1' } })).toBe(
      operand('begins_with', 'N'),
    );
    expect(message('composite', 'pk = :p AND begins_with(sk, :v)', { ':v': { BOOL: true } })).toBe(
      operand('begins_with', 'BOOL'),
    );
    expect(message('compositeN', 'pk = :p AND begins_with(sk, :v)', { ':v': { N: '1' } })).toBe(
      operand('begins_with', 'N'),
    );
    expect(message('compositeN', 'pk = :p AND begins_with(sk, :v)', { ':v': { S: 'a' } })).toBe(SCHEMA);
    expect(message('compositeN', 'pk = :p AND sk < :v', { ':v': { BOOL: true } })).toBe(operand('<', 'BOOL'));
    expect(message('compositeN', 'pk = :p AND :v >= sk', { ':v': { BOOL: true } })).toBe(
      operand('>=', 'BOOL'),
    );
    expect(
      message('compositeN', 'pk = :p AND sk BETWEEN :a AND :b', {
        ':a': { BOOL: false },
        ':b': { BOOL: true },
      }),
    ).toBe(operand('BETWEEN', 'BOOL'));
    expect(message('compositeN', 'pk = :p AND sk = :v', { ':v': { BOOL: true } })).toBe(SCHEMA);
  });

  it('counts the conditions', () => {
    expect(
      message('compositeN', 'pk = :p AND sk > :a AND sk < :b', { ':a': { N: '1' }, ':b': { N: '5' } }),
    ).toBe('Invalid KeyConditionExpression: KeyConditionExpressions must only contain one condition per key');
    expect(
      message('compositeN', 'pk = :p AND sk > :a AND extra = :b', { ':a': { N: '1' }, ':b': { N: '5' } }),
    ).toBe(
      'The number of query conditions (3) exceeds the number of key attributes defined in the schema (2)',
    );
  });
});
