/**
 * PartiQL mode's Parameters field, under the editor: the values of the statements' `?` placeholders
 * as one JSON array of DynamoDB attribute values — what ExecuteStatement's Parameters member and the
 * CLI's --parameters take. A line under it counts the `?`s and the values as the learner types, so a
 * mismatch shows before Run; the run itself reports one in the error area (runPartiQL.ts).
 */
import { useMemo, type KeyboardEvent } from 'react';
import { plural } from '../../../ui/plural.ts';
import { PARAMETERS_EXAMPLE, parseParameters, placeholderCount } from './statementParameters.ts';

interface PartiQLParametersProps {
  /** The editor's text: its statements' `?`s are counted. */
  source: string;
  value: string;
  onChange(value: string): void;
  /** Ctrl/⌘+Enter runs from the field as from the editor. */
  onRun(): void;
}

export function PartiQLParameters({ source, value, onChange, onRun }: PartiQLParametersProps) {
  const placeholders = useMemo(() => placeholderCount(source), [source]);
  const parsed = useMemo(() => parseParameters(value), [value]);
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      onRun();
    }
  };
  const status =
    'message' in parsed
      ? 'Not a JSON array yet.'
      : `${plural(placeholders, '? placeholder')} in the editor · ${plural(parsed.values.length, 'value')} here.`;
  return (
    <div className="partiql-parameters">
      <label className="partiql-parameters__field">
        <span>Parameters</span>
        <input
          type="text"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={PARAMETERS_EXAMPLE}
          spellCheck={false}
          autoComplete="off"
          aria-describedby="partiql-parameters-help"
        />
      </label>
      <p id="partiql-parameters-help" className="partiql-parameters__help">
        A JSON array of typed values, one for each <code>?</code> in order. With several statements, the first
        takes as many values as it has <code>?</code>s, the next the ones after; a <code>?</code> in a
        &apos;string&apos;, a &quot;name&quot; or a comment is not a placeholder. <span>{status}</span>
      </p>
    </div>
  );
}
