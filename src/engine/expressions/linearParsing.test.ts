/**
 * The expression grammars parse in time linear in the expression's length: for each shape of input
 * that could make a parser superlinear (long chains, deep nesting, long lists, long paths and names),
 * the parse's steps (characters the tokenizer read, tokens the parser consumed or looked ahead at)
 * grow at most linearly, up to DynamoDB's 4 KB expression limit.
 * KeyConditionExpression and FilterExpression use the condition grammar.
 */
import { describe, it } from 'vitest';
import { expectLinearWork, times, type Family, type StepsOf } from '../../../test/helpers/linearWork.ts';
import { parseCondition } from './conditionParser.ts';
import { lastCursorReads } from './cursor.ts';
import { MAX_EXPRESSION_LENGTH } from './parse.ts';
import { parseProjection } from './projectionParser.ts';
import { lastTokenizeReads } from './tokenizer.ts';
import { parseUpdate } from './updateParser.ts';

/**
 * The tokenizer reads each character once and the parser consumes each token once, looking ahead
 * at some: 3.3 steps per character where tokens are shortest (`size(f(f(…`).
 */
const LIMITS = { maxLength: MAX_EXPRESSION_LENGTH, stepsPerCharacter: 5 };

/** The steps of parsing `text` with `parse` (which throws if it does not parse). */
const stepsWith =
  (parse: (text: string) => unknown): StepsOf =>
  (text) => {
    parse(text);
    return lastTokenizeReads() + lastCursorReads();
  };

const conditions: [string, Family][] = [
  ['an AND chain', (n) => times(n, (i) => `a${i} = :v${i}`, ' AND ')],
  ['an OR chain', (n) => times(n, (i) => `#n${i} <> :v${i}`, ' OR ')],
  ['NOT, AND and OR mixed', (n) => times(n, (i) => `NOT a${i} < :v AND b >= :w`, ' OR ')],
  ['a BETWEEN chain', (n) => times(n, (i) => `a${i} BETWEEN :lo AND :hi`, ' AND ')],
  ['a NOT chain', (n) => `${'NOT '.repeat(n)}a = :v`],
  ['nested parentheses', (n) => `${'(a = :v AND '.repeat(n)}b = :w${')'.repeat(n)}`],
  ['nested function calls', (n) => `size(${'f('.repeat(n)}a${')'.repeat(n)}) > :v`],
  ['a long IN list', (n) => `a IN (${times(n, (i) => `:v${i}`, ', ')})`],
  ['a long document path', (n) => `attribute_exists(a${times(n, (i) => `.b${i}[${i}]`, '')})`],
  ['parenthesized paths continued', (n) => `${'('.repeat(n)}a${times(n, (i) => `).b${i}`, '')} = :v`],
  ['a long name', (n) => `${'a'.repeat(n)} = :v`],
  ['a long placeholder', (n) => `#${'n'.repeat(n)} = :${'v'.repeat(n)}`],
  ['a long list index', (n) => `a[${'1'.repeat(n)}] = :v`],
  ['many placeholders', (n) => `contains(#p, :v) AND ${times(n, (i) => `#n${i}.#m${i} = :v${i}`, ' AND ')}`],
];

const updates: [string, Family][] = [
  ['many SET actions', (n) => `SET ${times(n, (i) => `a${i} = :v${i}`, ', ')}`],
  ['many SET arithmetic actions', (n) => `SET ${times(n, (i) => `a${i} = b${i} + :v${i}`, ', ')}`],
  ['many REMOVE actions', (n) => `REMOVE ${times(n, (i) => `a${i}.b[${i}]`, ', ')}`],
  ['many ADD actions', (n) => `ADD ${times(n, (i) => `#a${i} :v${i}`, ', ')}`],
  ['many DELETE actions', (n) => `DELETE ${times(n, (i) => `a${i} :v${i}`, ', ')}`],
  [
    'all four sections, each long',
    (n) =>
      [
        `SET ${times(n, (i) => `s${i} = :v${i}`, ', ')}`,
        `REMOVE ${times(n, (i) => `r${i}`, ', ')}`,
        `ADD ${times(n, (i) => `a${i} :v${i}`, ', ')}`,
        `DELETE ${times(n, (i) => `d${i} :v${i}`, ', ')}`,
      ].join(' '),
  ],
  ['nested function calls', (n) => `SET a = ${'list_append('.repeat(n)}:v${', :w)'.repeat(n)}`],
  ['nested parenthesized arguments', (n) => `SET a = ${'list_append(('.repeat(n)}:v${'), :w)'.repeat(n)}`],
  ['a long document path', (n) => `SET a${times(n, (i) => `.#b${i}[${i}]`, '')} = :v`],
  ['a long name', (n) => `SET ${'a'.repeat(n)} = :v`],
];

const projections: [string, Family][] = [
  ['a long list of paths', (n) => times(n, (i) => `a${i}`, ', ')],
  ['many placeholders', (n) => times(n, (i) => `#n${i}.#m${i}`, ', ')],
  ['a long document path', (n) => `a${times(n, (i) => `.b${i}[${i}]`, '')}`],
  ['a long name', (n) => 'a'.repeat(n)],
];

describe('condition expressions parse in linear time', () => {
  it.each(conditions)('%s', (_, family) => {
    expectLinearWork(stepsWith(parseCondition), family, LIMITS);
  });
});

describe('update expressions parse in linear time', () => {
  it.each(updates)('%s', (_, family) => {
    expectLinearWork(stepsWith(parseUpdate), family, LIMITS);
  });
});

describe('projection expressions parse in linear time', () => {
  it.each(projections)('%s', (_, family) => {
    expectLinearWork(stepsWith(parseProjection), family, LIMITS);
  });
});
