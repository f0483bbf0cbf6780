/**
 * The S3 section: the sandbox's simulated S3, where ExportTableToPointInTime writes and ImportTable
 * reads. Buckets on the side; the main area shows a bucket's folder (a key prefix) or one object.
 * Every call is a `DynamoSandbox.S3*` request to the engine (s3Calls.ts): nothing leaves the browser.
 */
import { useState } from 'react';
import { useAppState } from '../../state/AppServices.tsx';
import { BucketList } from './BucketList.tsx';
import { FolderView } from './FolderView.tsx';
import { ObjectView } from './ObjectView.tsx';
import { S3Intro } from './S3Intro.tsx';
import { isFolderPath } from './s3Href.ts';
import './s3.css';
import './s3Narrow.css';

export default function S3Page({ bucket, path }: { bucket: string | undefined; path: string }) {
  // Bumped after an upload or delete, so the bucket list's counts follow.
  const [generation, setGeneration] = useState(0);
  const changed = () => setGeneration((value) => value + 1);
  // A reset or an opened file replaces every bucket: everything shown is read again.
  const sandbox = useAppState((state) => state.sandboxGeneration);
  return (
    // Inside a bucket a phone skips the lede (S3Intro says as much), so the folder starts higher.
    <div className={bucket === undefined ? 's3-page' : 's3-page s3-page--in-bucket'}>
      <header className="s3-page__header">
        <h1>
          S3 <span className="s3-page__caption">the sandbox’s simulated S3</span>
        </h1>
        <p className="s3-page__lede">
          Where exports to S3 are written and table imports read from. It lives in this browser with the
          tables, is saved with them, and has no endpoint of its own: the app reaches it with the sandbox’s
          own requests (<code>DynamoSandbox.S3ListObjects</code> and the like).
        </p>
      </header>
      <div className="s3-page__body">
        <BucketList key={sandbox} shown={bucket} generation={generation} />
        <div className="s3-page__main">
          {bucket === undefined ? (
            <S3Intro />
          ) : isFolderPath(path) ? (
            <FolderView
              key={`${sandbox}/${bucket}/${path}`}
              bucket={bucket}
              prefix={path}
              onChanged={changed}
            />
          ) : (
            <ObjectView
              key={`${sandbox}/${bucket}/${path}`}
              bucket={bucket}
              objectKey={path}
              onChanged={changed}
            />
          )}
        </div>
      </div>
    </div>
  );
}
