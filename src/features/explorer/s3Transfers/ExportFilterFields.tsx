import { useState } from 'react';
import type { ExportForm } from './exportRequest.ts';

type FilterFields = Pick<ExportForm, 'keyCondition' | 'filter' | 'projection' | 'names' | 'values'>;

const EXPRESSIONS: { field: 'keyCondition' | 'filter' | 'projection'; label: string; example: string }[] = [
  { field: 'keyCondition', label: 'Key condition', example: 'PK = :customer AND begins_with(SK, :orders)' },
  { field: 'filter', label: 'Filter expression', example: '#status = :shipped' },
  { field: 'projection', label: 'Projection', example: 'SK, #status, shippedAt' },
];

/**
 * A filtered export's FilterSpecification: Query's key condition (what is read, and billed), Scan's
 * filter (what is kept of it), a projection (which attributes each line holds), and the name and
 * value maps as the API takes them. Closed until opened: most exports take the whole table.
 */
export function ExportFilterFields({
  form,
  onChange,
}: {
  form: FilterFields;
  onChange(update: Partial<FilterFields>): void;
}) {
  const [open, setOpen] = useState(() =>
    [form.keyCondition, form.filter, form.projection, form.names, form.values].some((text) => text.trim()),
  );
  return (
    <details
      className="s3-transfer__filter"
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary>Only some items or attributes (FilterSpecification)</summary>
      <p className="explorer__muted s3-transfer__hint">
        Written as for a Query or a Scan. A key condition (one partition key value) narrows what the export
        reads and bills; a filter only drops lines after reading. A projection keeps just the attributes it
        names, keys included only if named.
      </p>
      <div className="s3-transfer__row">
        {EXPRESSIONS.map(({ field, label, example }) => (
          <label key={field} className="s3-field">
            <span>{label}</span>
            <input
              type="text"
              value={form[field]}
              placeholder={example}
              spellCheck={false}
              onChange={(event) => onChange({ [field]: event.target.value })}
            />
          </label>
        ))}
      </div>
      <div className="s3-transfer__row">
        <label className="s3-field">
          <span>ExpressionAttributeNames (JSON)</span>
          <textarea
            rows={2}
            value={form.names}
            placeholder='{"#status": "status"}'
            spellCheck={false}
            onChange={(event) => onChange({ names: event.target.value })}
          />
        </label>
        <label className="s3-field">
          <span>ExpressionAttributeValues (JSON)</span>
          <textarea
            rows={2}
            value={form.values}
            placeholder='{":customer": {"S": "CUSTOMER#ada"}, ":shipped": {"S": "SHIPPED"}}'
            spellCheck={false}
            onChange={(event) => onChange({ values: event.target.value })}
          />
        </label>
      </div>
    </details>
  );
}
