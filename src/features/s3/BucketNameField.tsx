import { useId } from 'react';
import { bucketNameProblem } from './bucketName.ts';
import './s3Fields.css';

/**
 * A bucket name input that says what is wrong with the name as it is typed (once there is something
 * typed), so S3's naming rules are learnt before a request is refused.
 */
export function BucketNameField({
  label,
  value,
  onChange,
  placeholder = 'my-exports',
}: {
  label: string;
  value: string;
  onChange(value: string): void;
  placeholder?: string;
}) {
  const hintId = useId();
  const problem = value === '' ? undefined : bucketNameProblem(value);
  return (
    <label className="s3-field">
      <span>{label}</span>
      <input
        type="text"
        value={value}
        placeholder={placeholder}
        spellCheck={false}
        autoCapitalize="off"
        aria-invalid={problem !== undefined}
        aria-describedby={problem ? hintId : undefined}
        onChange={(event) => onChange(event.target.value.trim())}
      />
      {problem && (
        <small id={hintId} className="s3-field__problem">
          {problem}
        </small>
      )}
    </label>
  );
}
