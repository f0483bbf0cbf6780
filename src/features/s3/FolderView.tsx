import { useState } from 'react';
import { errorText } from '../../client/engineClient.ts';
import { useServices } from '../../state/AppServices.tsx';
import { plural } from '../../ui/plural.ts';
import { ConfirmDelete } from '../../ui/ConfirmDelete.tsx';
import { ScrollX } from '../../ui/ScrollX.tsx';
import { ObjectPath } from './ObjectPath.tsx';
import { UploadPanel } from './UploadPanel.tsx';
import { s3Calls } from '../../client/s3Calls.ts';
import { downloadObject } from './s3Download.ts';
import { formatBytes, formatSimulatedTime, shortTimeParts } from './s3Format.ts';
import { s3Href } from './s3Href.ts';
import { groupByFolder } from './s3Listing.ts';
import { useNarrowScreen } from './useNarrowScreen.ts';
import { useObjectListing } from './useObjectListing.ts';

/**
 * One folder of a bucket — the objects under a key prefix, drawn as folders by '/' — with upload,
 * download and delete. Opening a folder or an object is a link (a hash route), so back works.
 */
export function FolderView({
  bucket,
  prefix,
  onChanged,
}: {
  bucket: string;
  prefix: string;
  onChanged(): void;
}) {
  const { engine } = useServices();
  const [generation, setGeneration] = useState(0);
  const listing = useObjectListing(bucket, prefix, generation);
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string>();
  const narrow = useNarrowScreen();
  const { folders, files } = groupByFolder(listing.objects, prefix);
  const location = `s3://${bucket}/${prefix}`;
  const changed = () => {
    setGeneration((value) => value + 1);
    onChanged();
  };

  const remove = async (key: string) => {
    const outcome = await s3Calls.deleteObject(engine, bucket, key);
    changed();
    return outcome.ok ? undefined : errorText(outcome.error);
  };
  const download = async (key: string) => setProblem(await downloadObject(engine, bucket, key));

  return (
    <section className="s3-folder" aria-labelledby="s3-folder-title">
      <header className="s3-folder__header">
        <ObjectPath bucket={bucket} path={prefix} titleId="s3-folder-title" />
        <div className="s3-folder__actions">
          <button type="button" className="button" onClick={() => setGeneration((value) => value + 1)}>
            Refresh
          </button>
          <button
            type="button"
            className="button button--primary"
            aria-expanded={uploading}
            onClick={() => setUploading((value) => !value)}
          >
            Upload…
          </button>
        </div>
      </header>
      {uploading && (
        <UploadPanel
          bucket={bucket}
          prefix={prefix}
          onClose={() => setUploading(false)}
          onUploaded={changed}
        />
      )}
      {(listing.error ?? problem) && (
        <p className="explorer__error" role="alert">
          {listing.error ?? problem}
        </p>
      )}
      {listing.loading && listing.objects.length === 0 ? (
        <p className="explorer__muted">Listing {location}…</p>
      ) : folders.length === 0 && files.length === 0 ? (
        !listing.error && (
          <p className="s3-empty">
            Nothing under <code>{location}</code> yet. Upload files here, or name this bucket in an export (in
            the Explorer, a table’s Export menu, To S3). Every valid bucket name exists in the sandbox: it is
            empty until something is written to it.
          </p>
        )
      ) : (
        <ScrollX>
          <table className="data-table s3-objects" aria-label={`Objects in ${location}`} tabIndex={-1}>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Size</th>
                <th scope="col">{narrow ? 'Modified (UTC)' : 'Last modified'}</th>
                {!narrow && (
                  <th scope="col">
                    <span className="visually-hidden">Actions</span>
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {folders.map((folder) => (
                <tr key={folder.prefix}>
                  <th scope="row">
                    <a className="s3-objects__folder" href={s3Href(bucket, folder.prefix)}>
                      {folder.name}
                    </a>{' '}
                    <span className="s3-objects__count">{plural(folder.objectCount, 'object')}</span>
                  </th>
                  <td className="s3-objects__size">{formatBytes(folder.size)}</td>
                  {/* A folder is only a key prefix: it has no time of its own. */}
                  <td className="explorer__muted">—</td>
                  {!narrow && <td />}
                </tr>
              ))}
              {files.map(({ object, name }) => {
                const actions = (
                  <>
                    <button
                      type="button"
                      className="link-button"
                      aria-label={`Download ${name}`}
                      onClick={() => void download(object.Key)}
                    >
                      Download
                    </button>
                    <ConfirmDelete name={name} onDelete={() => remove(object.Key)} />
                  </>
                );
                return (
                  <tr key={object.Key}>
                    <th scope="row">
                      <a href={s3Href(bucket, object.Key)}>
                        {name === '' ? '(the folder’s own object)' : name}
                      </a>
                      {/* On a phone the actions go under the name rather than off the right edge. */}
                      {narrow && (
                        <div className="s3-objects__actions s3-objects__actions--under">{actions}</div>
                      )}
                    </th>
                    <td className="s3-objects__size">{formatBytes(object.Size)}</td>
                    <td>
                      {narrow ? (
                        <ShortTime epochSeconds={object.LastModified} />
                      ) : (
                        formatSimulatedTime(object.LastModified)
                      )}
                    </td>
                    {!narrow && <td className="s3-objects__actions">{actions}</td>}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </ScrollX>
      )}
      {listing.nextStartAfter !== undefined && (
        <p className="s3-folder__more">
          <span className="explorer__muted">
            Showing the first {plural(listing.objects.length, 'object')} under this prefix.
          </span>{' '}
          <button type="button" className="button" disabled={listing.loading} onClick={listing.loadMore}>
            List the next 1,000
          </button>
        </p>
      )}
    </section>
  );
}

/** A time in a phone's column: the date and the time each whole, breaking only between them. */
function ShortTime({ epochSeconds }: { epochSeconds: number }) {
  const parts = shortTimeParts(epochSeconds);
  if (!parts) return '—';
  return (
    <time dateTime={`${parts[0]}T${parts[1]}Z`}>
      <span className="s3-objects__time-part">{parts[0]}</span>{' '}
      <span className="s3-objects__time-part">{parts[1]}</span>
    </time>
  );
}
