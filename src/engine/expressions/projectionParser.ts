/** Projection grammar: path ("," path)* EOF. */
import { Cursor } from './cursor.ts';
import type { SyntaxPath, SyntaxProjection } from './syntax.ts';
import { tokenize } from './tokenizer.ts';

export function parseProjection(source: string): SyntaxProjection {
  const cursor = new Cursor(source, tokenize(source));
  const paths: SyntaxPath[] = [cursor.parsePath()];
  while (cursor.isPunct(',')) {
    cursor.next();
    paths.push(cursor.parsePath());
  }
  cursor.expectEnd();
  return { kind: 'projection', paths };
}
