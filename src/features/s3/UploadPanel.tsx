import { useState } from 'react';
import { errorText } from '../../client/engineClient.ts';
import { useServices } from '../../state/AppServices.tsx';
import { plural } from '../../ui/plural.ts';
import { BucketNameField } from './BucketNameField.tsx';
import { base64OfBytes, base64OfText } from '../../client/objectBytes.ts';
import { bucketNameProblem } from './bucketName.ts';
import { s3Calls } from '../../client/s3Calls.ts';
import { s3Href } from './s3Href.ts';
import { uploadKey } from './uploadKeys.ts';

/** One object to write: its name below the prefix, and its bytes as base64 (read when sent). */
interface Upload {
  name: string;
  body(): Promise<string>;
}

type Status =
  | { state: 'idle' }
  | { state: 'sending'; done: number; total: number }
  | { state: 'done'; keys: string[]; bucket: string; failures: string[] };

/**
 * Uploads files from this machine — or a small text file typed here, a CSV say — into a bucket
 * under a key prefix (S3PutObject, one object each), for ImportTable to read.
 */
export function UploadPanel({
  bucket: shownBucket,
  prefix: shownPrefix,
  onClose,
  onUploaded,
}: {
  bucket: string;
  prefix: string;
  onClose(): void;
  onUploaded(): void;
}) {
  const { engine } = useServices();
  const [bucket, setBucket] = useState(shownBucket);
  const [prefix, setPrefix] = useState(shownPrefix);
  const [files, setFiles] = useState<File[]>([]);
  const [typedName, setTypedName] = useState('');
  const [typedText, setTypedText] = useState('');
  const [status, setStatus] = useState<Status>({ state: 'idle' });

  const uploads: Upload[] = [
    ...files.map((file) => ({
      name: file.name,
      body: async () => base64OfBytes(new Uint8Array(await file.arrayBuffer())),
    })),
    ...(typedName.trim() ? [{ name: typedName.trim(), body: async () => base64OfText(typedText) }] : []),
  ];
  const bucketProblem = bucketNameProblem(bucket);
  const sending = status.state === 'sending';

  const send = async () => {
    if (sending) return;
    const keys: string[] = [];
    const failures: string[] = [];
    for (const [done, upload] of uploads.entries()) {
      setStatus({ state: 'sending', done, total: uploads.length });
      const key = uploadKey(prefix, upload.name);
      const outcome = await s3Calls.putObject(engine, bucket, key, await upload.body());
      if (outcome.ok) keys.push(key);
      else failures.push(`${key}: ${errorText(outcome.error)}`);
    }
    setStatus({ state: 'done', keys, bucket, failures });
    if (keys.length > 0) onUploaded();
  };

  return (
    <form
      className="import-panel s3-upload"
      aria-label="Upload to S3"
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <h3>Upload to S3</h3>
      <div className="s3-upload__where">
        <BucketNameField label="Bucket" value={bucket} onChange={setBucket} />
        <label className="s3-field">
          <span>Key prefix</span>
          <input
            type="text"
            value={prefix}
            placeholder="imports/people/"
            spellCheck={false}
            onChange={(event) => setPrefix(event.target.value)}
          />
        </label>
      </div>
      <label className="s3-field">
        <span>Files</span>
        <input type="file" multiple onChange={(event) => setFiles([...(event.target.files ?? [])])} />
      </label>
      <fieldset className="create-table__group s3-upload__typed">
        <legend>Or type a small text file</legend>
        <label className="s3-field">
          <span>File name</span>
          <input
            type="text"
            value={typedName}
            placeholder="people.csv"
            spellCheck={false}
            onChange={(event) => setTypedName(event.target.value)}
          />
        </label>
        <label className="s3-field s3-upload__text">
          <span>Content</span>
          <textarea
            rows={5}
            value={typedText}
            spellCheck={false}
            placeholder={'PK,SK,name\nCUSTOMER#1,PROFILE,Ada'}
            onChange={(event) => setTypedText(event.target.value)}
          />
        </label>
      </fieldset>
      {uploads.length > 0 && bucketProblem === undefined && (
        <p className="explorer__muted">
          Writes {uploads.map((upload) => `s3://${bucket}/${uploadKey(prefix, upload.name)}`).join(', ')}
        </p>
      )}
      <UploadStatus status={status} />
      <div className="item-editor__actions">
        <button
          type="submit"
          className="button button--primary"
          // Only aria-disabled while sending: a disabled button drops the keyboard focus to the page.
          aria-disabled={sending}
          disabled={uploads.length === 0 || bucketProblem !== undefined}
        >
          Upload
        </button>
        <button type="button" className="button" onClick={onClose} disabled={sending}>
          Close
        </button>
      </div>
    </form>
  );
}

function UploadStatus({ status }: { status: Status }) {
  if (status.state === 'idle') return null;
  if (status.state === 'sending') {
    return (
      <p className="import-panel__status" role="status">
        Uploading {status.done + 1} of {status.total}…
      </p>
    );
  }
  return (
    <>
      <p className="import-panel__status" role="status">
        Uploaded {plural(status.keys.length, 'object')}
        {status.keys.length > 0 && ': '}
        {status.keys.map((key, position) => (
          <span key={key}>
            {position > 0 && ', '}
            <a href={s3Href(status.bucket, key)}>{key}</a>
          </span>
        ))}
        .
      </p>
      {status.failures.map((failure) => (
        <p key={failure} className="explorer__error" role="alert">
          {failure}
        </p>
      ))}
    </>
  );
}
