import { useEffect, useState } from 'react';
import { errorName, errorText } from '../../client/engineClient.ts';
import { useServices } from '../../state/AppServices.tsx';
import { useConfirmFocus } from '../../ui/useConfirmFocus.ts';
import { ObjectContentView } from './ObjectContentView.tsx';
import { decompressedSize } from './objectContentLabels.ts';
import { ObjectPath } from './ObjectPath.tsx';
import { bytesOfBase64 } from '../../client/objectBytes.ts';
import { readObjectContent, type ObjectContent } from './objectContent.ts';
import { s3Calls, type S3Object } from '../../client/s3Calls.ts';
import { downloadBytes } from './s3Download.ts';
import { formatBytes, formatSimulatedTime } from './s3Format.ts';
import { s3Href } from './s3Href.ts';
import { fileNameOf, parentPrefix } from './s3Listing.ts';

type Loaded =
  | { state: 'loading' }
  | { state: 'failed'; message: string; missing: boolean }
  | { state: 'shown'; object: S3Object; bytes: Uint8Array<ArrayBuffer>; content: ObjectContent };

/** One object (S3GetObject): what it is, what it holds made readable, download and delete. */
export function ObjectView({
  bucket,
  objectKey,
  onChanged,
}: {
  bucket: string;
  objectKey: string;
  onChanged(): void;
}) {
  const { engine } = useServices();
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string>();
  const { askRef, confirmRef, markAnswered } = useConfirmFocus(confirming);
  const folderHref = s3Href(bucket, parentPrefix(objectKey));

  useEffect(() => {
    let current = true;
    void (async () => {
      const outcome = await s3Calls.getObject(engine, bucket, objectKey);
      if (!current) return;
      if (!outcome.ok) {
        const missing = errorName(outcome.error.__type) === 'NoSuchKey';
        setLoaded({ state: 'failed', message: errorText(outcome.error), missing });
        return;
      }
      const { Body, ...object } = outcome.value;
      const bytes = bytesOfBase64(Body);
      const content = await readObjectContent(bytes);
      if (current) setLoaded({ state: 'shown', object, bytes, content });
    })();
    return () => {
      current = false;
    };
  }, [engine, bucket, objectKey]);

  const remove = async () => {
    const outcome = await s3Calls.deleteObject(engine, bucket, objectKey);
    if (!outcome.ok) {
      markAnswered();
      setProblem(errorText(outcome.error));
      setConfirming(false);
      return;
    }
    onChanged();
    window.location.hash = folderHref;
  };

  return (
    <section className="s3-object" aria-labelledby="s3-object-title">
      <header className="s3-folder__header">
        <ObjectPath bucket={bucket} path={objectKey} titleId="s3-object-title" />
        {loaded.state === 'shown' && (
          <div className="s3-folder__actions">
            <button
              type="button"
              className="button"
              onClick={() => downloadBytes(fileNameOf(objectKey), loaded.bytes)}
            >
              Download
            </button>
            {confirming ? (
              <>
                <button
                  ref={confirmRef}
                  type="button"
                  className="button button--danger"
                  onClick={() => void remove()}
                >
                  Delete the object
                </button>
                <button
                  type="button"
                  className="button"
                  onClick={() => {
                    markAnswered();
                    setConfirming(false);
                  }}
                >
                  Keep it
                </button>
              </>
            ) : (
              <button
                ref={askRef}
                type="button"
                className="button"
                onClick={() => {
                  setProblem(undefined);
                  setConfirming(true);
                }}
              >
                Delete…
              </button>
            )}
          </div>
        )}
      </header>
      {problem && (
        <p className="explorer__error" role="alert">
          {problem}
        </p>
      )}
      {loaded.state === 'loading' ? (
        <p className="explorer__muted">Reading the object…</p>
      ) : loaded.state === 'failed' ? (
        <div role="alert">
          <p className="explorer__error">{loaded.message}</p>
          <p>
            <a href={folderHref}>{loaded.missing ? 'See what the folder holds' : 'Back to the folder'}</a>
          </p>
        </div>
      ) : (
        <>
          <dl className="table-summary">
            <div>
              <dt>Size</dt>
              <dd>
                {formatBytes(loaded.object.Size)}
                {loaded.content.compression &&
                  `, ${decompressedSize(loaded.content.size, loaded.content.cut)} decompressed (${loaded.content.compression})`}
              </dd>
            </div>
            <div>
              <dt>Last modified</dt>
              <dd>{formatSimulatedTime(loaded.object.LastModified)}</dd>
            </div>
            <div>
              <dt>ETag</dt>
              <dd>
                <code>{loaded.object.ETag}</code>
              </dd>
            </div>
          </dl>
          <ObjectContentView content={loaded.content} name={fileNameOf(objectKey)} bucket={bucket} />
        </>
      )}
    </section>
  );
}
