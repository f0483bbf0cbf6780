/**
 * The create-table form's vector indexes: for each, the attribute holding the vectors, their size,
 * how closeness is scored, the search schema (an optional HASH attribute every search then names, and
 * inline-filter attributes) and the projection. Vector indexes are for on-demand tables only, so on a
 * provisioned table the form says so instead of offering to add one.
 */
import {
  emptyVectorIndex,
  MAX_INLINE_FILTERS,
  MAX_VECTOR_INDEXES,
  type DistanceFunction,
  type KeyField,
  type VectorIndexForm,
} from './createTableRequest.ts';
import { KeyInput, ProjectionInput } from './TableFormFields.tsx';

export function VectorIndexList({
  indexes,
  provisioned,
  onChange,
  onOnDemand,
}: {
  indexes: VectorIndexForm[];
  provisioned: boolean;
  onChange(indexes: VectorIndexForm[]): void;
  /** Switches the table to on-demand capacity, which vector indexes need. */
  onOnDemand(): void;
}) {
  const update = (position: number, change: Partial<VectorIndexForm>) =>
    onChange(indexes.map((index, i) => (i === position ? { ...index, ...change } : index)));
  return (
    <fieldset className="create-table__group create-table__indexes">
      <legend>Vector indexes</legend>
      {indexes.map((index, position) => (
        <VectorIndexFields
          key={position}
          index={index}
          onChange={(change) => update(position, change)}
          onRemove={() => onChange(indexes.filter((_, i) => i !== position))}
        />
      ))}
      {provisioned ? (
        <p className="explorer__muted">
          Vector indexes are only for on-demand (PAY_PER_REQUEST) tables.{' '}
          <button type="button" className="link-button" onClick={onOnDemand}>
            Switch to on-demand
          </button>
        </p>
      ) : indexes.length < MAX_VECTOR_INDEXES ? (
        <button
          type="button"
          className="link-button"
          onClick={() => onChange([...indexes, emptyVectorIndex()])}
        >
          + Add a vector index
        </button>
      ) : (
        <p className="explorer__muted">A table has at most {MAX_VECTOR_INDEXES} vector indexes.</p>
      )}
      {indexes.length > 0 && (
        <p className="explorer__muted">
          An item’s vector is a list of numbers, so its attribute is not in AttributeDefinitions; the
          partition and filter attributes are. Every search names the partition attribute’s value.
        </p>
      )}
    </fieldset>
  );
}

function VectorIndexFields({
  index,
  onChange,
  onRemove,
}: {
  index: VectorIndexForm;
  onChange(change: Partial<VectorIndexForm>): void;
  onRemove(): void;
}) {
  const updateFilter = (position: number, field: KeyField) =>
    onChange({ filters: index.filters.map((filter, i) => (i === position ? field : filter)) });
  return (
    <div className="create-table__index">
      <label>
        Index name{' '}
        <input type="text" value={index.name} onChange={(event) => onChange({ name: event.target.value })} />
      </label>
      <label>
        Vector attribute{' '}
        <input
          type="text"
          value={index.vectorAttribute}
          placeholder="embedding"
          onChange={(event) => onChange({ vectorAttribute: event.target.value })}
        />
      </label>
      <label>
        Dimensions{' '}
        <input
          type="number"
          min={1}
          max={4096}
          value={index.dimensions}
          onChange={(event) => onChange({ dimensions: Number(event.target.value) })}
        />
      </label>
      <label>
        Distance function{' '}
        <select
          value={index.distance}
          onChange={(event) => onChange({ distance: event.target.value as DistanceFunction })}
        >
          <option value="COSINE">Cosine</option>
          <option value="EUCLIDEAN">Euclidean</option>
          <option value="DOT_PRODUCT">Dot product</option>
        </select>
      </label>
      <KeyInput
        legend="Partition attribute (optional)"
        field={index.partitionKey}
        onChange={(partitionKey) => onChange({ partitionKey })}
      />
      <fieldset className="create-table__group">
        <legend>Inline filters (optional)</legend>
        {index.filters.map((filter, position) => (
          <div key={position} className="create-table__index">
            <KeyInput
              legend={`Filter attribute ${position + 1}`}
              field={filter}
              onChange={(field) => updateFilter(position, field)}
            />
            <button
              type="button"
              className="link-button"
              onClick={() => onChange({ filters: index.filters.filter((_, i) => i !== position) })}
            >
              Remove filter
            </button>
          </div>
        ))}
        {index.filters.length < MAX_INLINE_FILTERS && (
          <button
            type="button"
            className="link-button"
            onClick={() => onChange({ filters: [...index.filters, { name: '', type: 'S' }] })}
          >
            + Add a filter attribute
          </button>
        )}
      </fieldset>
      <ProjectionInput projection={index} onChange={onChange} />
      <button type="button" className="link-button" onClick={onRemove}>
        Remove index
      </button>
    </div>
  );
}
