/** Spans of statement text, as the parsers build them. */
import type { Span } from './ast.ts';

/** From the start of `a` to the end of `b`. */
export const join = (a: Span, b: Span): Span => ({ start: a.start, end: b.end });

/** A token's offsets alone (tokens carry more than a tree node should keep). */
export const spanOf = (token: Span): Span => ({ start: token.start, end: token.end });
