import { useState } from 'react';
import { valueFieldProblem, type AttributeDraft } from './attributeDraft.ts';

/**
 * The item editor's value field for one attribute, shaped by its type: a true/false choice for
 * BOOL, nothing to fill for NULL, a text area for sets, lists and maps (and strings with line
 * breaks), a one-line input for the rest. A set, list or map explains a value in it that DynamoDB
 * would refuse right under the field.
 */
export function AttributeValueInput({
  draft,
  index,
  readOnly,
  onChange,
}: {
  draft: AttributeDraft;
  index: number;
  readOnly: boolean;
  onChange(text: string): void;
}) {
  // Named after its attribute, so a screen reader says whose value it is ("Attribute 3 value: total").
  const label = `Attribute ${index + 1} value${draft.name ? `: ${draft.name}` : ''}`;
  // A string with a line break gets a text area (a one-line input would drop the break on the
  // learner's first keystroke), and keeps it while edited, so the focus is not lost mid-edit.
  const [multiline, setMultiline] = useState(false);
  if (!multiline && draft.type === 'S' && /[\r\n]/.test(draft.text)) setMultiline(true);
  if (draft.type === 'NULL') return <span className="item-editor__null">null</span>;
  if (draft.type === 'BOOL') {
    return (
      <select
        aria-label={label}
        value={draft.text || 'true'}
        disabled={readOnly}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="true">true</option>
        <option value="false">false</option>
      </select>
    );
  }
  if (['SS', 'NS', 'BS', 'L', 'M'].includes(draft.type)) {
    const placeholder =
      draft.type === 'L'
        ? '[{"S": "a"}, {"N": "1"}]'
        : draft.type === 'M'
          ? '{"city": {"S": "Oslo"}}'
          : 'one member per line, or a JSON array of strings';
    // A set, list or map holding a value DynamoDB would refuse says so beside the field as it is
    // typed, before Save sends anything (Save refuses it too, in the form's list of problems).
    const problem = valueFieldProblem(draft);
    const problemId = `attribute-${index + 1}-value-problem`;
    return (
      <div className="item-editor__value">
        <textarea
          aria-label={label}
          aria-describedby={problem ? problemId : undefined}
          aria-invalid={problem ? true : undefined}
          value={draft.text}
          readOnly={readOnly}
          placeholder={placeholder}
          rows={3}
          onChange={(event) => onChange(event.target.value)}
        />
        {problem && (
          <p id={problemId} className="item-editor__value-problem">
            {problem}
          </p>
        )}
      </div>
    );
  }
  if (draft.type === 'S' && multiline) {
    return (
      <textarea
        aria-label={label}
        value={draft.text}
        readOnly={readOnly}
        rows={Math.min(6, draft.text.split('\n').length)}
        onChange={(event) => onChange(event.target.value)}
      />
    );
  }
  return (
    <input
      type="text"
      aria-label={label}
      value={draft.text}
      readOnly={readOnly}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
