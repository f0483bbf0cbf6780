/**
 * Values of a statement: literals turned into attribute values and `?` replaced by the request's
 * Parameters, in order. A literal that breaks DynamoDB's rules gets DynamoDB's message with where
 * it sits inside the value (`… under root`, `… under root.x`, `… under root[1]`); a parameter
 * that does gets the plain message, as DynamoDB words them.
 */
import { DynamoDBError, validation } from '../errors.ts';
import { canonicalNumber, notANumber } from '../values/number.ts';
import { normalizeValue } from '../values/normalize.ts';
import type { AttributeMap, AttributeValue } from '../values/types.ts';
import { newAttributeMap, setAttribute, typeOf } from '../values/types.ts';
import type { Expr, Span, TupleExpr } from './ast.ts';
import { locatedError, PartiQLError, statementError } from './errors.ts';

const VALUE_KINDS: ReadonlySet<Expr['kind']> = new Set([
  'string',
  'number',
  'boolean',
  'null',
  'parameter',
  'list',
  'bag',
  'tuple',
]);

/** Is this expression a value (a literal, `?`, or a collection literal) rather than a path or an operation? */
export function isValueExpr(expr: Expr): boolean {
  return VALUE_KINDS.has(expr.kind);
}

export class Binder {
  /** `parameters` are already checked and canonical (normalizeParameters). */
  constructor(
    readonly text: string,
    private readonly parameters: readonly AttributeValue[],
  ) {}

  /** The attribute value an expression stands for; `where` names its place for error messages. */
  value(expr: Expr, where = 'root'): AttributeValue {
    switch (expr.kind) {
      case 'string':
        return { S: expr.value };
      case 'number':
        return { N: this.number(expr.text, where, expr.span) };
      case 'boolean':
        return { BOOL: expr.value };
      case 'null':
        return { NULL: true };
      case 'parameter':
        return this.parameters[expr.index];
      case 'list':
        return { L: expr.items.map((item, i) => this.value(item, `${where}[${i}]`)) };
      case 'bag':
        return this.bag(expr, where);
      case 'tuple':
        return { M: this.tuple(expr, where) };
      case 'call':
        throw locatedError(
          `Unsupported data type: ${expr.name} under key ${where}`,
          this.text,
          expr.nameSpan,
        );
      default:
        throw statementError(
          `Unsupported data type: ${this.text.slice(expr.span.start, expr.span.end)} under key ${where}`,
          expr.span,
        );
    }
  }

  /** A tuple's entries as an attribute map; every top-level value is its own `root`. */
  item(tuple: TupleExpr): AttributeMap {
    const item = newAttributeMap();
    for (const [name, value] of this.entries(tuple, 'root'))
      setAttribute(item, name, this.value(value, 'root'));
    return item;
  }

  private tuple(tuple: TupleExpr, where: string): AttributeMap {
    const map = newAttributeMap();
    for (const [name, value] of this.entries(tuple, where))
      setAttribute(map, name, this.value(value, `${where}.${name}`));
    return map;
  }

  private entries(tuple: TupleExpr, where: string): [string, Expr][] {
    const seen = new Set<string>();
    return tuple.entries.map(({ key, value }) => {
      const name = this.tupleKey(key, where);
      if (seen.has(name))
        throw statementError(`Duplicate keys in tuple. Key: ${name} under ${where}`, key.span);
      seen.add(name);
      return [name, value];
    });
  }

  private tupleKey(key: Expr, where: string): string {
    if (key.kind === 'string') return key.value;
    const bound = key.kind === 'parameter' ? this.parameters[key.index] : undefined;
    if (bound && 'S' in bound) return bound.S;
    const type = bound ? typeOf(bound) : key.kind.toUpperCase();
    throw statementError(`Tuple keys must be of type String. Actual type: ${type} under ${where}`, key.span);
  }

  /** `<<…>>`: a string set or a number set (binary sets only come as parameters). */
  private bag(bag: Extract<Expr, { kind: 'bag' }>, where: string): AttributeValue {
    if (bag.items.length === 0) throw statementError('Empty bags are not supported', bag.span);
    const members = bag.items.map((item) => this.value(item, where));
    let set: AttributeValue;
    if (members.every((member) => 'S' in member))
      set = { SS: members.map((member) => (member as { S: string }).S) };
    else if (members.every((member) => 'N' in member))
      set = { NS: members.map((member) => (member as { N: string }).N) };
    else
      throw statementError(
        'Unsupported data type in Bag. DynamoDB only supports either numbers or strings in bags',
        bag.span,
      );
    return normalizeValue(set);
  }

  private number(text: string, where: string, span: Span): string {
    try {
      return canonicalNumber(text);
    } catch (error) {
      if (error instanceof DynamoDBError)
        throw new PartiQLError(`${error.message} under ${where}`, span.start, span.end);
      throw error;
    }
  }
}

/** The request's Parameters checked and made canonical, each reported with DynamoDB's plain message. */
export function normalizeParameters(parameters: readonly AttributeValue[] | undefined): AttributeValue[] {
  return (parameters ?? []).map((parameter) => {
    forEachNumber(parameter, checkParameterNumber);
    return normalizeValue(parameter);
  });
}

const INT32_MAX = 2147483647;
const INT32_MIN = -2147483648;
const NUMBER_TEXT = /^[+-]?(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/;

/**
 * DynamoDB reads a number parameter as Java's BigDecimal reads a string: an exponent, or the scale
 * it leaves, that does not fit a 32-bit integer cannot be converted at all; and its magnitude
 * (digits less scale) is computed in 32-bit arithmetic, so 1e2147483647 wraps round to an underflow.
 * Everything else is canonicalNumber's to judge.
 */
function checkParameterNumber(text: string): void {
  const match = NUMBER_TEXT.exec(text);
  if (!match) return;
  const [, whole, fraction = '', exponentText] = match;
  const exponent = exponentText === undefined ? 0 : Number(exponentText);
  const fits = (n: number) => n <= INT32_MAX && n >= INT32_MIN;
  if (exponentText !== undefined && (exponentText.replace(/^[+-]/, '').length > 10 || !fits(exponent)))
    throw notANumber(text);
  const scale = fraction.length - exponent;
  if (!fits(scale)) throw notANumber(text);
  const magnitude = (whole + fraction).replace(/^0+/, '').length - scale;
  if (!fits(magnitude)) {
    throw validation(
      (magnitude | 0) > 0
        ? 'Number overflow. Attempting to store a number with magnitude larger than supported range'
        : 'Number underflow. Attempting to store a number with magnitude smaller than supported range',
    );
  }
}

/** Calls `check` on every number in a value, nested ones and set members included. */
function forEachNumber(value: AttributeValue, check: (text: string) => void): void {
  if (value === null || typeof value !== 'object') return;
  if (typeof (value as { N?: unknown }).N === 'string') check((value as { N: string }).N);
  const ns = (value as { NS?: unknown }).NS;
  if (Array.isArray(ns)) for (const member of ns) if (typeof member === 'string') check(member);
  const list = (value as { L?: unknown }).L;
  if (Array.isArray(list)) for (const element of list) forEachNumber(element as AttributeValue, check);
  const map = (value as { M?: unknown }).M;
  if (map && typeof map === 'object')
    for (const name of Object.keys(map)) forEachNumber((map as AttributeMap)[name], check);
}
