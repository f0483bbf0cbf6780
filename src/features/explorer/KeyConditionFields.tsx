import { Fragment } from 'react';
import {
  partitionValueAt,
  sortConditionAt,
  withPartitionValue,
  withSortCondition,
} from './exploreKeyCondition.ts';
import {
  sortOperatorsFor,
  type ExploreForm,
  type KeyAttribute,
  type SortOperator,
} from './exploreRequest.ts';

/** What each operator reads as in a select: the expression syntax, with words for the functions. */
const OPERATOR_TEXT: Record<string, string> = {
  between: 'between',
  begins_with: 'begins with',
  contains: 'contains',
  exists: 'exists',
  not_exists: 'does not exist',
};
/** Shared with the filters' conditions. */
export const operatorText = (operator: string) => OPERATOR_TEXT[operator] ?? operator;
/** A key's type as AttributeDefinitions gives it; a B value is typed as base64, as on the wire. */
const typeText = (type: string) => (type === 'B' ? 'B, base64' : type);

/**
 * The key condition of the Explore items form's Query: a value for each partition key attribute, and
 * a condition for each sort key attribute, with the order of the results. A multi-attribute key (a
 * global index's) gets one field per attribute, in key schema order; which conditions may be given
 * together is exploreKeyCondition.ts's to say, when the form is run.
 */
export function KeyConditionFields({
  keys,
  value,
  onChange,
}: {
  keys: { partition: KeyAttribute[]; sort: KeyAttribute[] };
  value: ExploreForm;
  onChange(value: ExploreForm): void;
}) {
  // A one-attribute sort key's values are "Sort key value": the select above them names it.
  const single = keys.sort.length === 1;
  return (
    <>
      {keys.partition.map((key, at) => (
        <label key={key.name} className="explore-form__field">
          <span>
            Partition key: {key.name} ({typeText(key.type)})
          </span>
          <input
            type="text"
            value={partitionValueAt(value, at)}
            onChange={(event) => onChange(withPartitionValue(value, at, event.target.value))}
            inputMode={key.type === 'N' ? 'decimal' : undefined}
          />
        </label>
      ))}
      {keys.sort.map((key, at) => {
        const condition = sortConditionAt(value, at);
        const change = (change: Parameters<typeof withSortCondition>[2]) =>
          onChange(withSortCondition(value, at, change));
        // The form is kept per table: a condition chosen for another view's sort key stays listed.
        const kept = condition.operator;
        const offered = sortOperatorsFor(key.type);
        const operators = kept && !offered.includes(kept) ? [...offered, kept] : offered;
        const words = single
          ? { value: 'Sort key value', from: 'Sort key from', to: 'Sort key to' }
          : { value: `${key.name} value`, from: `${key.name} from`, to: `${key.name} to` };
        return (
          <Fragment key={key.name}>
            <label className="explore-form__field">
              <span>
                Sort key: {key.name} ({typeText(key.type)})
              </span>
              <select
                value={condition.operator ?? ''}
                onChange={(event) =>
                  change({ operator: (event.target.value || undefined) as SortOperator | undefined })
                }
              >
                <option value="">any</option>
                {operators.map((operator) => (
                  <option key={operator} value={operator}>
                    {operatorText(operator)}
                  </option>
                ))}
              </select>
            </label>
            {condition.operator && (
              <label className="explore-form__field">
                <span>{condition.operator === 'between' ? words.from : words.value}</span>
                <input
                  type="text"
                  value={condition.value}
                  onChange={(event) => change({ value: event.target.value })}
                />
              </label>
            )}
            {condition.operator === 'between' && (
              <label className="explore-form__field">
                <span>{words.to}</span>
                <input
                  type="text"
                  value={condition.value2}
                  onChange={(event) => change({ value2: event.target.value })}
                />
              </label>
            )}
          </Fragment>
        );
      })}
      {keys.sort.length > 1 && (
        <span className="explorer__muted">
          Sort key attributes are read left to right: = on each one before the last one given.
        </span>
      )}
      {keys.sort.length > 0 && (
        <label className="explore-form__check">
          <input
            type="checkbox"
            checked={value.descending}
            onChange={(event) => onChange({ ...value, descending: event.target.checked })}
          />
          Descending (ScanIndexForward false)
        </label>
      )}
    </>
  );
}
