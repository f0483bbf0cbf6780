import type { TableDescription } from '../../client/wireTypes.ts';
import { RadioChoice } from '../../ui/RadioChoice.tsx';
import {
  emptyFilter,
  exploreKeys,
  FILTER_OPERATORS,
  offersConsistentRead,
  FILTER_TYPES,
  type ExploreForm as ExploreFormValue,
  type FilterRow,
} from './exploreRequest.ts';
import { KeyConditionFields, operatorText } from './KeyConditionFields.tsx';
import { PAGE_SIZE } from './explorePage.ts';

/**
 * The "Explore items" form: Scan or Query of what the View picker shows (the table or an index),
 * the key condition a Query needs, filters, and the order. Controlled: the form's values live with
 * ExploreItems, which builds the request from them on Run (Enter in any field runs too).
 */
export function ExploreForm({
  table,
  indexName,
  value,
  onChange,
  onRun,
  onReset,
  problem,
}: {
  table: TableDescription;
  indexName: string;
  value: ExploreFormValue;
  onChange(value: ExploreFormValue): void;
  onRun(): void;
  onReset(): void;
  /** Why the form cannot be sent as it is (a filter without a name, a gap in a key condition). */
  problem: string | undefined;
}) {
  const keys = exploreKeys(table, indexName);
  const set = (change: Partial<ExploreFormValue>) => onChange({ ...value, ...change });
  const setFilter = (at: number, change: Partial<FilterRow>) =>
    set({
      filters: value.filters.map((filter, index) => (index === at ? { ...filter, ...change } : filter)),
    });
  const query = value.operation === 'Query';
  // A multi-attribute key's attributes read together: "tournament + area", "round then score".
  const partitionText = keys.partition.map((key) => key.name).join(' + ');
  const sortText = keys.sort.map((key) => key.name).join(' then ');
  const target = indexName ? `index ${indexName}` : 'the table';

  return (
    <form
      className="explore-form"
      aria-label="Explore items"
      onSubmit={(event) => {
        event.preventDefault();
        onRun();
      }}
    >
      <div className="explore-form__row">
        <RadioChoice
          label="Read with"
          options={[
            { value: 'Scan', label: 'Scan' },
            { value: 'Query', label: 'Query' },
          ]}
          value={value.operation}
          onChange={(operation) => set({ operation })}
        />
        <span className="explorer__muted">
          {!query
            ? `Scan ${target}: every item, page by page, in no useful order.`
            : sortText
              ? `Query ${target}: the items of one ${partitionText} value, in ${sortText} order.`
              : indexName
                ? `Query ${target}: the entries of one ${partitionText} value.`
                : `Query ${target}: the one item with a given ${partitionText} (no sort key: one item per value).`}
        </span>
      </div>
      {query && (
        <div className="explore-form__row">
          <KeyConditionFields keys={keys} value={value} onChange={onChange} />
        </div>
      )}
      {value.filters.map((filter, at) => (
        <fieldset key={at} className="explore-form__filter">
          <legend>Filter {at + 1}</legend>
          <label className="explore-form__field">
            <span>Attribute name</span>
            <input
              type="text"
              value={filter.name}
              onChange={(event) => setFilter(at, { name: event.target.value })}
            />
          </label>
          <label className="explore-form__field">
            <span>Condition</span>
            <select
              value={filter.operator}
              onChange={(event) => setFilter(at, { operator: event.target.value as FilterRow['operator'] })}
            >
              {FILTER_OPERATORS.map((operator) => (
                <option key={operator} value={operator}>
                  {operatorText(operator)}
                </option>
              ))}
            </select>
          </label>
          {filter.operator !== 'exists' && filter.operator !== 'not_exists' && (
            <>
              <label className="explore-form__field">
                <span>Type</span>
                <select
                  value={filter.type}
                  onChange={(event) => setFilter(at, { type: event.target.value as FilterRow['type'] })}
                >
                  {FILTER_TYPES.map((type) => (
                    <option key={type}>{type}</option>
                  ))}
                </select>
              </label>
              {filter.type !== 'NULL' && (
                <label className="explore-form__field">
                  <span>{filter.operator === 'between' ? 'From' : 'Value'}</span>
                  <input
                    type="text"
                    value={filter.value}
                    onChange={(event) => setFilter(at, { value: event.target.value })}
                  />
                </label>
              )}
              {filter.operator === 'between' && filter.type !== 'NULL' && (
                <label className="explore-form__field">
                  <span>To</span>
                  <input
                    type="text"
                    value={filter.value2}
                    onChange={(event) => setFilter(at, { value2: event.target.value })}
                  />
                </label>
              )}
            </>
          )}
          <button
            type="button"
            className="link-button"
            aria-label={`Remove filter ${at + 1}`}
            onClick={() => set({ filters: value.filters.filter((_, index) => index !== at) })}
          >
            Remove
          </button>
        </fieldset>
      ))}
      <div className="explore-form__row">
        <label className="explore-form__field explore-form__limit">
          <span>Limit (items read per page)</span>
          <input
            type="text"
            inputMode="numeric"
            value={value.limit ?? String(PAGE_SIZE)}
            onChange={(event) => set({ limit: event.target.value })}
          />
        </label>
      </div>
      {problem && (
        <p className="explorer__error" role="alert">
          {problem}
        </p>
      )}
      <div className="explore-form__row">
        <button
          type="button"
          className="button"
          onClick={() => set({ filters: [...value.filters, emptyFilter()] })}
        >
          + Add filter
        </button>
        {offersConsistentRead(table, indexName) ? (
          <label className="explore-form__check">
            <input
              type="checkbox"
              checked={value.consistentRead}
              onChange={(event) => set({ consistentRead: event.target.checked })}
            />
            Strongly consistent (ConsistentRead; twice the read units)
          </label>
        ) : (
          <span className="explorer__muted">A global index is read eventually consistent only.</span>
        )}
        <button type="submit" className="button button--primary">
          Run
        </button>
        <button type="button" className="button" onClick={onReset}>
          Reset
        </button>
      </div>
    </form>
  );
}
