/**
 * Values of a statement: literals turned into attribute values and `?` replaced by the request's
 * Parameters, in order. A literal that breaks DynamoDB's rules gets DynamoDB's message with where
 * it sits inside the value (`… under root`, `… under root.x`, `… under root[1]`); a parameter
 * that does gets the plain message, as DynamoDB words them.
 */
import { DynamoDBError } from '../errors.ts';
import { canonicalNumber } from '../values/number.ts';
import { MAX_CONTAINER_LEVEL, NESTING_EXCEEDED_SHORT } from '../values/nesting.ts';
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

  /**
   * The attribute value an expression stands for; `where` names its place for error messages and
   * `depth` counts the list and map literals around it. A value inside more than 31 of them is
   * refused from the statement, naming it (eu-west-2, September 2026; hectorvent/floci
   * DynamoDbPartiQLEdgeCaseIntegrationTest) — a transaction reports it with the statement's
   * position, where an item nested too deep by a parameter cancels the transaction.
   */
  value(expr: Expr, where = 'root', depth = 0): AttributeValue {
    if (depth > MAX_CONTAINER_LEVEL)
      throw statementError(`${NESTING_EXCEEDED_SHORT} under ${where}`, expr.span);
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
        // DynamoDB binds a parameter only as a whole value, not inside a list, set or map literal.
        if (where !== 'root')
          throw locatedError(`Unsupported data type: Parameter under key ${where}`, this.text, expr.span);
        return this.parameters[expr.index];
      case 'list':
        return { L: expr.items.map((item, i) => this.value(item, `${where}[${i}]`, depth + 1)) };
      case 'bag':
        return this.bag(expr, where);
      case 'tuple':
        return { M: this.tuple(expr, where, depth) };
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

  private tuple(tuple: TupleExpr, where: string, depth: number): AttributeMap {
    const map = newAttributeMap();
    for (const [name, value] of this.entries(tuple, where))
      setAttribute(map, name, this.value(value, `${where}.${name}`, depth + 1));
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
    else if (members.every((member) => 'N' in member)) {
      const numbers = members.map((member) => (member as { N: string }).N);
      // Refused naming the numbers as written, in words of its own: "Input collection [2, 2.0]
      // contains duplicates! under root" (eu-west-2, September 2026; hectorvent/floci
      // DynamoDbPartiQLEdgeCaseIntegrationTest), where a string bag gets the set's usual message.
      if (new Set(numbers).size < numbers.length) {
        const written = bag.items.map((item, i) => (item.kind === 'number' ? item.text : numbers[i]));
        throw statementError(
          `One or more parameter values were invalid: Input collection [${written.join(', ')}] contains duplicates! under ${where}`,
          bag.span,
        );
      }
      set = { NS: numbers };
    } else
      throw statementError(
        'Unsupported data type in Bag. DynamoDB only supports either numbers or strings in bags',
        bag.span,
      );
    return normalizeValue(set, 'older');
  }

  private number(text: string, where: string, span: Span): string {
    try {
      return canonicalNumber(text, 'older');
    } catch (error) {
      if (error instanceof DynamoDBError)
        throw new PartiQLError(`${error.message} under ${where}`, span.start, span.end);
      throw error;
    }
  }
}

/**
 * The request's Parameters checked and made canonical, each reported with DynamoDB's plain message:
 * PartiQL reads them in the older value layer (valueLayer.ts).
 */
export function normalizeParameters(parameters: readonly AttributeValue[] | undefined): AttributeValue[] {
  return (parameters ?? []).map((parameter) => normalizeValue(parameter, 'older'));
}
