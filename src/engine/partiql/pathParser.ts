/** PartiQL document paths: `a.b[0]."c"['d']`, with DynamoDB's refusals of what it does not support. */
import type { PathExpr, PathStep, Span } from './ast.ts';
import type { Cursor } from './cursor.ts';
import { locatedError, notWellFormed, statementError } from './errors.ts';
import { isKeyword } from './keywords.ts';
import { join, spanOf } from './spans.ts';

/** A document path: a name, then `.name`, `."name"`, `[index]` or `['key']` steps. */
export function parsePath(cursor: Cursor): PathExpr {
  const first = cursor.next();
  if (first.kind === 'word' && isKeyword(first.text)) throw cursor.unexpected(first);
  if (first.kind !== 'word' && first.kind !== 'quoted') throw cursor.unexpected(first);
  const name = first.kind === 'quoted' ? first.value! : first.text;
  const steps: PathStep[] = [];
  let end: Span = first;
  for (;;) {
    const dot = cursor.acceptPunct('.');
    if (dot) {
      const step = cursor.next();
      if (step.kind === 'punct' && step.text === '*')
        throw statementError('Unpivot path component like a.*.b are not supported', step);
      const bare = step.kind === 'word' && !isKeyword(step.text);
      if (!bare && step.kind !== 'quoted') throw notWellFormed('Invalid path dot component', step);
      steps.push({
        kind: 'name',
        name: step.kind === 'quoted' ? step.value! : step.text,
        span: spanOf(step),
      });
      end = step;
    } else if (cursor.atPunct('[')) {
      const [step, close] = parseIndexStep(cursor);
      steps.push(step);
      end = close;
    } else break;
  }
  return { kind: 'path', name, steps, span: join(first, end) };
}

function parseIndexStep(cursor: Cursor): [PathStep, Span] {
  cursor.next();
  const minus = cursor.acceptPunct('-');
  const token = cursor.next();
  let step: PathStep;
  // A list index is a Java int: past 2^31 - 1 it is out of range, and minus zero is zero (both as
  // captured in eu-west-2, 2026-09-17: hectorvent/floci DynamoDbPartiQLEdgeCaseIntegrationTest).
  if (token.kind === 'number' && /^\d+$/.test(token.text) && (!minus || Number(token.text) === 0)) {
    const index = Number(token.text);
    if (index > MAX_LIST_INDEX) throw listIndexError(cursor, token.text, token);
    step = { kind: 'index', index, span: spanOf(token) };
  } else if (token.kind === 'number' && /^\d+$/.test(token.text)) {
    throw listIndexError(cursor, '-' + token.text, token);
  } else if (token.kind === 'string' && !minus) {
    step = { kind: 'name', name: token.value!, span: spanOf(token) };
  } else if (token.kind === 'punct' && token.text === '*' && !minus) {
    throw statementError('Wildcard path component like a[*].b are not supported', token);
  } else {
    throw locatedError('Unexpected path component', cursor.text, token);
  }
  return [step, cursor.expectPunct(']')];
}

const MAX_LIST_INDEX = 2_147_483_647;

function listIndexError(cursor: Cursor, index: string, at: Span) {
  return locatedError(`List index is not within the allowable range; index: [${index}]`, cursor.text, at);
}
