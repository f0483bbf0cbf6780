import { useEffect, useState } from 'react';
import { errorText } from '../../client/engineClient.ts';
import { useServices } from '../../state/AppServices.tsx';
import { plural } from '../../ui/plural.ts';
import { BucketNameField } from './BucketNameField.tsx';
import { bucketNameProblem } from './bucketName.ts';
import { s3Calls, type S3Bucket } from '../../client/s3Calls.ts';
import { formatBytes } from './s3Format.ts';
import { s3Href } from './s3Href.ts';
import { useNarrowScreen } from './useNarrowScreen.ts';

/**
 * The buckets that hold objects (S3ListBuckets), and a way to open any other: every valid name
 * exists in the sandbox, empty until something is written to it. On a narrow screen it folds into
 * a <details> above the folder.
 */
export function BucketList({ shown, generation }: { shown: string | undefined; generation: number }) {
  const { engine } = useServices();
  const [buckets, setBuckets] = useState<S3Bucket[]>();
  const [error, setError] = useState<string>();
  const [name, setName] = useState('');
  const narrow = useNarrowScreen();
  // Folded on a narrow screen once a bucket is open; the route changing resets it.
  const [open, setOpen] = useState(shown === undefined);
  const [openFor, setOpenFor] = useState(shown);
  if (openFor !== shown) {
    setOpenFor(shown);
    setOpen(shown === undefined);
  }

  useEffect(() => {
    let current = true;
    void s3Calls.listBuckets(engine).then((outcome) => {
      if (!current) return;
      if (outcome.ok) setBuckets(outcome.value.Buckets);
      else setError(errorText(outcome.error));
    });
    return () => {
      current = false;
    };
  }, [engine, generation, shown]);

  const listed = (
    <>
      {error && (
        <p className="explorer__error" role="alert">
          {error}
        </p>
      )}
      {buckets === undefined ? (
        !error && <p className="explorer__muted">Loading…</p>
      ) : buckets.length === 0 ? (
        <p className="explorer__muted">No bucket holds anything yet.</p>
      ) : (
        <ul>
          {buckets.map((bucket) => (
            <li key={bucket.Name}>
              <a href={s3Href(bucket.Name)} aria-current={bucket.Name === shown ? 'page' : undefined}>
                <span className="s3-buckets__name">{bucket.Name}</span>
                <span className="s3-buckets__meta">
                  {plural(bucket.ObjectCount, 'object')} · {formatBytes(bucket.Size)}
                </span>
              </a>
            </li>
          ))}
        </ul>
      )}
      <form
        className="s3-buckets__open"
        onSubmit={(event) => {
          event.preventDefault();
          if (bucketNameProblem(name) === undefined) window.location.hash = s3Href(name);
        }}
      >
        <BucketNameField label="Open a bucket" value={name} onChange={setName} />
        <button type="submit" className="button" disabled={bucketNameProblem(name) !== undefined}>
          Open
        </button>
      </form>
    </>
  );

  return (
    <nav className="s3-buckets" aria-label="Buckets">
      {narrow ? (
        // On a phone the list would push the folder a screen down: it folds into one line, open
        // only while no bucket is shown (choosing one is then the point of the page).
        <details
          className="s3-buckets__fold"
          open={open}
          onToggle={(event) => setOpen(event.currentTarget.open)}
        >
          <summary>
            <h2>Buckets</h2>
            {shown !== undefined && <span className="s3-buckets__shown">{shown}</span>}
          </summary>
          {listed}
        </details>
      ) : (
        <>
          <h2>
            <a href={s3Href()}>Buckets</a>
          </h2>
          {listed}
        </>
      )}
    </nav>
  );
}
