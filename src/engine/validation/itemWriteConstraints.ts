/**
 * The constraint check of PutItem, UpdateItem and DeleteItem: which member violations DynamoDB
 * reports, in what words and in what order. Its current validation layer (values/valueLayer.ts)
 * answers as below in eu-west-2 and us-east-1, and in 31 of the 33 answering Regions where a row of
 * the split registry counts them; eu-south-2 and me-central-1 still list every violation in the
 * older wording, as architect/dynalite recorded. Sources, all paritysuite/dynamodb-conformance:
 *   [X] captures/cross-region-latest.json, 2026-09-20, probes s_put_table_* and o_*: eu-west-2,
 *       us-east-1, ap-southeast-2 and eu-central-1 answer alike;
 *   [S] registry/splits.json rows put-item-validation-error-aggregation and
 *       update-item-validation-error-aggregation, from captures/2026-10-07-sweep-follow-up.json;
 *   [U] tests/tier3/validation-ordering/updateItem.test.ts, [D] …/deepRequests.test.ts and
 *       [E] tests/tier3/error-messages/putItem.test.ts: eu-west-2 and us-east-1, 2026-10-09.
 *
 * 0. The older layer takes a request missing a required member (TableName, Item, Key) or holding a
 *    value nested as far as KEY_NAMING_CONTAINER_LEVEL, and lists every violation in the older
 *    wording (`Value '' at 'tableName' …`) in the operation's declared order: UpdateItem without a
 *    Key lists returnConsumedCapacity, tableName, returnValues, key [U]; PutItem without TableName
 *    says `Value null at 'tableName'` [X s_put_table_null, E]; DeleteItem's ReturnValues at 63 and
 *    100 levels and the writes' ConditionalOperator at 100 are in the older wording [D].
 * 1. The table name is checked first, and a violation of it is reported alone. Empty, it is named as
 *    sent, without its value: `Value at 'TableName' failed to satisfy constraint: Member must have
 *    length greater than or equal to 1` [X s_put_table_empty, o_put_empty_table_empty_item,
 *    o_del_empty_table, o_upd_empty_table]; beside an invalid ReturnValues too [X
 *    o_put_empty_table_bad_rv, S]. A plain name's length (3–255) and pattern rules keep the older
 *    wording [X s_put_table_long, s_put_table_badchars].
 * 2. UpdateItem then stops at an invalid ReturnValues, reported alone [X o_upd_two_bad_enums, S].
 * 3. Otherwise every violation is listed: ReturnConsumedCapacity, ReturnValues,
 *    ReturnItemCollectionMetrics, then the other members in the declared order [X
 *    o_put_three_bad_enums, o_del_two_bad_enums]. ReturnValues is worded generically, naming neither
 *    the member nor its value, with the enum in another order and UPDATE_NEW for UPDATED_NEW (sic,
 *    in every source; the five documented values are still the ones accepted); every other member
 *    keeps the older wording.
 *
 * Not captured, answered as the model does: a too-long or malformed plain name beside other
 * violations (step 1), a name past 1,024 characters (named as sent, as its lower bound is),
 * UpdateItem's empty table name beside an invalid ReturnValues (step 1 before step 2), a lone
 * invalid ReturnValues (step 3; D says the generic form stays at 40 levels), and where the other
 * members fall in step 3's list. ConditionalOperator keeps the older wording: D notes a newer
 * `[ALL, OR]` form at 33 and 40 levels but records no message.
 */
import { readInOlderForm, type WriteValues } from '../values/valueLayer.ts';
import { currentLayerTableName, RETURN_VALUES } from './commonShapes.ts';
import { compileConstraints } from './shape/constraints.ts';
import { pushUnnamedViolation, singleViolation, unnamedViolation, violationsError } from './shape/coral.ts';
import type { ConstraintCheckStep } from './shape/compileRequest.ts';
import type { ErrorList, Field, StructureShape } from './shape/shapes.ts';
import { string, structure } from './shape/shapes.ts';

interface ItemWrite extends WriteValues {
  ReturnValues?: string;
}

const RETURN_VALUES_ENUM =
  'Member must satisfy enum value set: [ALL_OLD, UPDATED_OLD, ALL_NEW, UPDATE_NEW, NONE]';

const returnValuesBroken = (value: string | undefined) =>
  value !== undefined && !RETURN_VALUES.includes(value);

const currentReturnValues = string({
  custom: (value, _path, errors) => {
    if (returnValuesBroken(value)) pushUnnamedViolation(errors, RETURN_VALUES_ENUM);
  },
});

/** The members step 3 lists first, in this order. */
const LEADING = ['ReturnConsumedCapacity', 'ReturnValues', 'ReturnItemCollectionMetrics'];

/** Step 3's shape: the leading members first, ReturnValues worded generically, no TableName. */
function currentLayerShape(shape: StructureShape): StructureShape {
  const field = (name: string): Field[] => {
    const found = shape.fields.find((candidate) => candidate.name === name);
    if (!found) return [];
    return [name === 'ReturnValues' ? { name, shape: currentReturnValues } : found];
  };
  const rest = shape.fields.filter((f) => f.name !== 'TableName' && !LEADING.includes(f.name));
  return { ...shape, fields: [...LEADING.flatMap(field), ...rest] };
}

/**
 * `shape` is the operation's request as the older layer lists it; `returnValuesAlone` is step 2,
 * UpdateItem's.
 */
export function itemWriteConstraints<T extends ItemWrite>(
  shape: StructureShape,
  { returnValuesAlone }: { returnValuesAlone: boolean },
): ConstraintCheckStep<T> {
  const older = compileConstraints(shape)!;
  const required = shape.fields.filter((f) => f.shape.rules.required).map((f) => f.name);
  const tableName = compileConstraints(structure(shape.name, { TableName: currentLayerTableName }))!;
  const others = compileConstraints(currentLayerShape(shape))!;
  return (request) => {
    const errors: ErrorList = [];
    older(request, '', '', errors);
    if (errors.length === 0) return;
    const members = request as Record<string, unknown>;
    if (required.some((name) => members[name] === undefined) || readInOlderForm(request)) {
      throw violationsError(errors);
    }
    const current: ErrorList = [];
    tableName(request, '', '', current);
    if (current.length > 0) throw violationsError(current);
    if (returnValuesAlone && returnValuesBroken(request.ReturnValues)) {
      throw singleViolation(unnamedViolation(RETURN_VALUES_ENUM));
    }
    others(request, '', '', current);
    throw violationsError(current);
  };
}
