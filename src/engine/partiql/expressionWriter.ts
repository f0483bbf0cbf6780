/**
 * PartiQL conditions written as DynamoDB expressions — the same text a ConditionExpression or
 * KeyConditionExpression would hold, every name behind a `#n` placeholder and every value behind a
 * `:v` one — so a statement runs through the operations and the expression checker that PutItem,
 * UpdateItem, Query and the rest use, with their semantics and their messages.
 */
import { validation } from '../errors.ts';
import type { AttributeValue } from '../values/types.ts';
import { newAttributeMap, setAttribute } from '../values/types.ts';
import type { CallExpr, Expr, PathExpr } from './ast.ts';
import { type Binder, isValueExpr } from './bind.ts';
import { locatedError, statementError } from './errors.ts';

/** PartiQL's condition functions and how many operands each takes; anything else is "Unrecognized function". */
const FUNCTION_ARITY: Readonly<Record<string, number>> = {
  attribute_exists: 1,
  attribute_not_exists: 1,
  attribute_type: 2,
  begins_with: 2,
  contains: 2,
  size: 1,
};
const isConditionFunction = (name: string) => Object.hasOwn(FUNCTION_ARITY, name) && name !== 'size';

/** The types `x IS <type>` accepts, as attribute_type names. */
const IS_TYPES: Readonly<Record<string, string>> = {
  NULL: 'NULL',
  BOOLEAN: 'BOOL',
  BOOL: 'BOOL',
  BLOB: 'B',
  STRING: 'S',
  NUMERIC: 'N',
  STRUCT: 'M',
  TUPLE: 'M',
  LIST: 'L',
};

const BOOLEAN_RESULT = 'WHERE clause must contain an expression that resolves to a boolean';

export class ExpressionWriter {
  readonly names: Record<string, string> = Object.create(null);
  readonly values: Record<string, AttributeValue> = newAttributeMap();
  private readonly nameIds = new Map<string, string>();
  private valueCount = 0;

  constructor(readonly binder: Binder) {}

  /** The names and values used so far, as a request's ExpressionAttributeNames / Values. */
  parameters(): {
    ExpressionAttributeNames?: Record<string, string>;
    ExpressionAttributeValues?: Record<string, AttributeValue>;
  } {
    return {
      ExpressionAttributeNames: this.nameIds.size > 0 ? this.names : undefined,
      ExpressionAttributeValues: this.valueCount > 0 ? this.values : undefined,
    };
  }

  name(name: string): string {
    let id = this.nameIds.get(name);
    if (id === undefined) {
      id = `#n${this.nameIds.size}`;
      this.nameIds.set(name, id);
      this.names[id] = name;
    }
    return id;
  }

  value(value: AttributeValue): string {
    const id = `:v${this.valueCount++}`;
    setAttribute(this.values, id, value);
    return id;
  }

  path(path: PathExpr): string {
    let text = this.name(path.name);
    for (const step of path.steps)
      text += step.kind === 'name' ? '.' + this.name(step.name) : `[${step.index}]`;
    return text;
  }

  /** A WHERE clause (or part of one) as a condition. */
  condition(expr: Expr): string {
    switch (expr.kind) {
      case 'and':
        return `${this.conjunct(expr.left)} AND ${this.conjunct(expr.right)}`;
      case 'or':
        return `${this.condition(expr.left)} OR ${this.condition(expr.right)}`;
      case 'not':
        return `NOT ${this.grouped(expr.operand)}`;
      case 'compare':
        return this.comparison(expr);
      case 'between': {
        const text = `${this.operand(expr.operand)} BETWEEN ${this.operand(expr.low)} AND ${this.operand(expr.high)}`;
        return expr.negated ? `NOT (${text})` : text;
      }
      case 'in': {
        const text =
          isCondition(expr.operand) && expr.list.every(comparesWithCondition)
            ? parenthesized(expr.list.map((item) => this.conditionEquals(expr.operand, item)).join(' OR '))
            : `${this.operand(expr.operand)} IN (${expr.list.map((item) => this.operand(item)).join(', ')})`;
        return expr.negated ? `NOT ${text}` : text;
      }
      case 'is':
        return this.isCondition(expr);
      case 'call':
        return this.call(expr);
      default:
        throw statementError(BOOLEAN_RESULT, expr.span);
    }
  }

  /** An operand of a comparison, BETWEEN, IN or function: a path, a value or size(path). */
  operand(expr: Expr): string {
    if (expr.kind === 'path') return this.path(expr);
    if (expr.kind === 'missing')
      throw statementError('MISSING must be compared using IS operator', expr.span);
    if (isValueExpr(expr)) return this.value(this.binder.value(expr));
    if (expr.kind === 'call') return this.call(expr);
    if (expr.kind === 'arithmetic')
      throw statementError(`Unsupported operator in Condition Expression. Operator: ${expr.op}`, expr.span);
    throw statementError(BOOLEAN_RESULT, expr.span);
  }

  /** A SET right-hand side: a path, a value, `a + b`, `a - b` or list_append(a, b). */
  setValue(expr: Expr): string {
    if (expr.kind === 'arithmetic') {
      for (const operand of [expr.left, expr.right]) this.checkArithmeticLiteral(expr.op, operand);
      return `${this.setOperand(expr.left)} ${expr.op} ${this.setOperand(expr.right)}`;
    }
    if (expr.kind === 'call' && expr.name === 'list_append') {
      return `list_append(${expr.args.map((arg) => this.setOperand(arg)).join(', ')})`;
    }
    return this.setOperand(expr);
  }

  /**
   * A literal that is not a number cannot be added or subtracted. It is refused from the statement
   * itself, so a transaction names the statement ("Validation failed in TransactStatements[0]: …",
   * eu-west-2, September 2026; hectorvent/floci DynamoDbPartiQLEdgeCaseIntegrationTest); a
   * parameter's value is left to UpdateItem's own check.
   */
  private checkArithmeticLiteral(op: string, operand: Expr): void {
    if (operand.kind === 'parameter' || !isValueExpr(operand)) return;
    const type = Object.keys(this.binder.value(operand))[0];
    if (type !== 'N')
      throw validation(
        `Incorrect operand type for operator or function; operator or function: ${op}, operand type: ${type}`,
      );
  }

  private setOperand(expr: Expr): string {
    if (expr.kind === 'path') return this.path(expr);
    if (expr.kind === 'call') throw unrecognized(this.binder.text, expr);
    if (expr.kind === 'missing')
      throw statementError('MISSING must be compared using IS operator', expr.span);
    if (isValueExpr(expr)) return this.value(this.binder.value(expr));
    throw statementError(
      `Unsupported operator in Update Expression. Operator: ${this.binder.text.slice(expr.span.start, expr.span.end)}`,
      expr.span,
    );
  }

  /** A conjunct of AND: OR binds looser, so it keeps its parentheses. */
  conjunct(expr: Expr): string {
    return expr.kind === 'or' ? `(${this.condition(expr)})` : this.condition(expr);
  }

  private grouped(expr: Expr): string {
    return expr.kind === 'and' || expr.kind === 'or' ? `(${this.condition(expr)})` : this.condition(expr);
  }

  private comparison(expr: Extract<Expr, { kind: 'compare' }>): string {
    const [condition, other] = isCondition(expr.left) ? [expr.left, expr.right] : [expr.right, expr.left];
    if (!isCondition(condition) || !comparesWithCondition(other))
      return `${this.operand(expr.left)} ${expr.op} ${this.operand(expr.right)}`;
    if (expr.op !== '=' && expr.op !== '<>')
      throw validation(
        `Incorrect operand type for operator or function; operator or function: ${expr.op}, operand type: BOOL`,
      );
    const text = this.conditionEquals(condition, other);
    return expr.op === '=' ? text : `NOT ${text}`;
  }

  /**
   * A condition used as an operand is the boolean it evaluates to, which a DynamoDB condition cannot
   * compare: written instead as what the comparison means. It equals a boolean literal, parameter or
   * attribute of its own value, or a condition that holds as it does, and any other value never.
   * DynamoDB answered, in eu-west-2, September 2026 (hectorvent/floci
   * DynamoDbPartiQLEdgeCaseIntegrationTest), with the item for `attribute_exists(n) <> 1`,
   * `(n BETWEEN 0 AND 5) = true`, `attribute_exists(nope) IN [true, false]`,
   * `attribute_exists(n) = attribute_exists(flag)` and `attribute_exists(n) = yes` (yes a BOOL true),
   * and without it for `attribute_exists(n) = 1` and `attribute_exists(n) = flag` (flag a string).
   */
  private conditionEquals(condition: Expr, other: Expr): string {
    const holds = parenthesized(this.condition(condition));
    if (isCondition(other)) {
      const otherHolds = parenthesized(this.condition(other));
      return `(${holds} AND ${otherHolds} OR NOT ${holds} AND NOT ${otherHolds})`;
    }
    if (other.kind === 'path') {
      const path = this.path(other);
      return `(${path} = ${this.value({ BOOL: true })} AND ${holds} OR ${path} = ${this.value({ BOOL: false })} AND NOT ${holds})`;
    }
    const value = this.binder.value(other);
    if (!('BOOL' in value)) return `(${holds} AND NOT ${holds})`;
    return value.BOOL ? holds : `NOT ${holds}`;
  }

  /**
   * IS as a type test, which is how AWS words it ("TRUE if the operand is a given, PartiQL data
   * type, including NULL or MISSING", developerguide/ql-operators.html): an absent attribute's type
   * is MISSING, so `x IS NULL` is false and `x IS NOT NULL` true for it (the PartiQL specification's
   * IS NULL also holds for MISSING). No recording of DynamoDB with an absent attribute was found.
   */
  private isCondition(expr: Extract<Expr, { kind: 'is' }>): string {
    if (expr.operand.kind !== 'path')
      throw statementError(
        'The left hand side argument to IS must be a Variable Reference, Literal, or Path',
        expr.operand.span,
      );
    const path = this.path(expr.operand);
    if (expr.type === 'MISSING')
      return expr.negated ? `attribute_exists(${path})` : `attribute_not_exists(${path})`;
    const type = IS_TYPES[expr.type];
    if (type === undefined) {
      throw statementError(
        `Unsupported data type for IS operator: ${expr.type}. Supported data types are [MISSING, NULL, BOOLEAN, BLOB, STRING, NUMERIC, STRUCT, TUPLE, LIST]`,
        expr.span,
      );
    }
    const text = `attribute_type(${path}, ${this.value({ S: type })})`;
    return expr.negated ? `NOT ${text}` : text;
  }

  private call(expr: CallExpr): string {
    if (!Object.hasOwn(FUNCTION_ARITY, expr.name)) throw unrecognized(this.binder.text, expr);
    if (expr.args.length !== FUNCTION_ARITY[expr.name]) {
      throw statementError(
        `Incorrect number of operands for operator or function; operator or function: ${expr.name}, number of operands: ${expr.args.length}`,
        expr.span,
      );
    }
    return `${expr.name}(${expr.args.map((arg) => this.operand(arg)).join(', ')})`;
  }
}

function unrecognized(text: string, call: CallExpr) {
  return locatedError(`Unrecognized function: ${call.name}`, text, call.nameSpan);
}

/** The text in one pair of parentheses: DynamoDB refuses a second pair directly around a first. */
function parenthesized(text: string): string {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '(') depth++;
    else if (text[i] === ')') depth--;
    // Names and values are placeholders, so every parenthesis in the text is the expression's own.
    if (depth === 0) return i === text.length - 1 && text[0] === '(' ? text : `(${text})`;
  }
  return `(${text})`;
}

/** Does the expression evaluate to a boolean, as a condition does? */
function isCondition(expr: Expr): boolean {
  switch (expr.kind) {
    case 'compare':
    case 'and':
    case 'or':
    case 'not':
    case 'between':
    case 'in':
    case 'is':
      return true;
    case 'call':
      return isConditionFunction(expr.name);
    default:
      return false;
  }
}

/** An operand a condition is compared with as a boolean: a value, a path or another condition. */
function comparesWithCondition(expr: Expr): boolean {
  return isValueExpr(expr) || expr.kind === 'path' || isCondition(expr);
}
