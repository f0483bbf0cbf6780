import { useCallback, useEffect, useState } from 'react';
import { errorText, type Outcome } from '../../client/engineClient.ts';
import { useServices } from '../../state/AppServices.tsx';
import { s3Calls, type S3Object, type S3ObjectPage } from '../../client/s3Calls.ts';

export interface ObjectListing {
  objects: S3Object[];
  /** The key to continue after, while the listing is incomplete (S3ListObjects pages hold 1,000). */
  nextStartAfter: string | undefined;
  loading: boolean;
  error: string | undefined;
  /** Reads the next page and adds it to what is shown. */
  loadMore(): void;
}

/**
 * Every object under a prefix, one S3ListObjects page at a time: the first page on opening, more on
 * request (StartAfter = the last key listed). `generation` re-reads from the start.
 */
export function useObjectListing(bucket: string, prefix: string, generation: number): ObjectListing {
  const { engine } = useServices();
  const [objects, setObjects] = useState<S3Object[]>([]);
  const [nextStartAfter, setNextStartAfter] = useState<string>();
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string>();

  /** Shows a page: the first replaces what is shown, a later one (after `startAfter`) adds to it. */
  const show = useCallback((outcome: Outcome<S3ObjectPage>, startAfter: string | undefined) => {
    setLoading(false);
    if (!outcome.ok) {
      setError(errorText(outcome.error));
      return;
    }
    setError(undefined);
    const page = outcome.value;
    setObjects((shown) => (startAfter === undefined ? page.Objects : [...shown, ...page.Objects]));
    setNextStartAfter(page.IsTruncated ? page.NextStartAfter : undefined);
  }, []);

  useEffect(() => {
    let current = true;
    void s3Calls.listObjects(engine, bucket, prefix).then((outcome) => {
      if (current) show(outcome, undefined);
    });
    return () => {
      current = false;
    };
  }, [engine, bucket, prefix, generation, show]);

  const loadMore = useCallback(() => {
    if (nextStartAfter === undefined) return;
    setLoading(true);
    void s3Calls
      .listObjects(engine, bucket, prefix, nextStartAfter)
      .then((outcome) => show(outcome, nextStartAfter));
  }, [engine, bucket, prefix, nextStartAfter, show]);

  return { objects, nextStartAfter, loading, error, loadMore };
}
