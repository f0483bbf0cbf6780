import { useId } from 'react';
import { errorText, type WireError } from '../../client/engineClient.ts';
import { choiceText, type StreamChoice } from './tableStreams.ts';

/**
 * Which of the table's streams the records below come from: the current one by default, or an
 * earlier one (disabled, still readable for 24 hours) — re-enabling makes a new stream, and the old
 * one's records are not carried over. Only offered once there is more than one.
 */
export function StreamPicker({
  choices,
  value,
  onChange,
  error,
}: {
  choices: StreamChoice[];
  value: string | undefined;
  onChange(arn: string): void;
  error?: WireError;
}) {
  const id = useId();
  if (!value) return null;
  return (
    <div className="stream-picker">
      {choices.length > 1 && (
        <label className="stream-picker__field">
          <span>Stream</span>
          <select value={value} aria-describedby={id} onChange={(event) => onChange(event.target.value)}>
            {choices.map((choice) => (
              <option key={choice.arn} value={choice.arn}>
                {choiceText(choice)}
              </option>
            ))}
          </select>
        </label>
      )}
      <p className="streams__arn" id={id}>
        {value}
      </p>
      {error && (
        <p className="streams__error" role="alert">
          ListStreams: {errorText(error)}
        </p>
      )}
    </div>
  );
}
