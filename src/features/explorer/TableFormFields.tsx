/**
 * The create-table form's repeated parts — a key attribute, the capacity mode, an index's projection,
 * and a list of indexes with their projections — shared with the import-from-S3 form, whose new
 * table takes the same settings.
 */
import {
  emptyIndex,
  type IndexForm,
  type KeyField,
  type Projection,
  type TableForm,
} from './createTableRequest.ts';

export function KeyInput({
  legend,
  field,
  onChange,
}: {
  legend: string;
  field: KeyField;
  onChange(field: KeyField): void;
}) {
  return (
    <fieldset className="create-table__group">
      <legend>{legend}</legend>
      <label>
        Name{' '}
        <input
          type="text"
          value={field.name}
          onChange={(event) => onChange({ ...field, name: event.target.value })}
        />
      </label>
      <label>
        Type{' '}
        <select
          value={field.type}
          onChange={(event) => onChange({ ...field, type: event.target.value as KeyField['type'] })}
        >
          <option value="S">String (S)</option>
          <option value="N">Number (N)</option>
          <option value="B">Binary (B)</option>
        </select>
      </label>
    </fieldset>
  );
}

type CapacityForm = Pick<TableForm, 'billing' | 'readUnits' | 'writeUnits'>;

/** On-demand or provisioned, with the provisioned read and write units. */
export function CapacityInput({
  form,
  onChange,
}: {
  form: CapacityForm;
  onChange(change: Partial<CapacityForm>): void;
}) {
  return (
    <fieldset className="create-table__group">
      <legend>Capacity</legend>
      <label>
        <input
          type="radio"
          checked={form.billing === 'PAY_PER_REQUEST'}
          onChange={() => onChange({ billing: 'PAY_PER_REQUEST' })}
        />{' '}
        On-demand
      </label>
      <label>
        <input
          type="radio"
          checked={form.billing === 'PROVISIONED'}
          onChange={() => onChange({ billing: 'PROVISIONED' })}
        />{' '}
        Provisioned
      </label>
      {form.billing === 'PROVISIONED' && (
        <>
          <label>
            Read units{' '}
            <input
              type="number"
              min={1}
              value={form.readUnits}
              onChange={(event) => onChange({ readUnits: Number(event.target.value) })}
            />
          </label>
          <label>
            Write units{' '}
            <input
              type="number"
              min={1}
              value={form.writeUnits}
              onChange={(event) => onChange({ writeUnits: Number(event.target.value) })}
            />
          </label>
        </>
      )}
    </fieldset>
  );
}

export function IndexList({
  title,
  indexes,
  local,
  onChange,
}: {
  title: string;
  indexes: IndexForm[];
  local: boolean;
  onChange(indexes: IndexForm[]): void;
}) {
  const update = (position: number, change: Partial<IndexForm>) =>
    onChange(indexes.map((index, i) => (i === position ? { ...index, ...change } : index)));
  return (
    <fieldset className="create-table__group create-table__indexes">
      <legend>{title}</legend>
      {indexes.map((index, position) => (
        <div key={position} className="create-table__index">
          <label>
            Index name{' '}
            <input
              type="text"
              value={index.name}
              onChange={(event) => update(position, { name: event.target.value })}
            />
          </label>
          {!local && (
            <KeyInput
              legend="Partition key"
              field={index.partitionKey}
              onChange={(partitionKey) => update(position, { partitionKey })}
            />
          )}
          <KeyInput
            legend={local ? 'Sort key' : 'Sort key (optional)'}
            field={index.sortKey}
            onChange={(sortKey) => update(position, { sortKey })}
          />
          <ProjectionInput projection={index} onChange={(change) => update(position, change)} />
          <button
            type="button"
            className="link-button"
            onClick={() => onChange(indexes.filter((_, i) => i !== position))}
          >
            Remove index
          </button>
        </div>
      ))}
      <button type="button" className="link-button" onClick={() => onChange([...indexes, emptyIndex()])}>
        + Add {local ? 'a local' : 'a global'} index
      </button>
      {local && (
        <p className="explorer__muted">
          Local indexes share the table’s partition key and can only be made with the table.
        </p>
      )}
    </fieldset>
  );
}

/** What an index projects: all attributes, only the keys, or the keys and the attributes named. */
export function ProjectionInput({
  projection,
  onChange,
}: {
  projection: Projection;
  onChange(change: Partial<Projection>): void;
}) {
  return (
    <>
      <label>
        Projection{' '}
        <select
          value={projection.projection}
          onChange={(event) => onChange({ projection: event.target.value as Projection['projection'] })}
        >
          <option value="ALL">All attributes</option>
          <option value="KEYS_ONLY">Keys only</option>
          <option value="INCLUDE">Keys and…</option>
        </select>
      </label>
      {projection.projection === 'INCLUDE' && (
        <label>
          Attributes{' '}
          <input
            type="text"
            value={projection.include}
            placeholder="total, status"
            onChange={(event) => onChange({ include: event.target.value })}
          />
        </label>
      )}
    </>
  );
}
