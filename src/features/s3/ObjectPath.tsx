import { s3Href } from './s3Href.ts';
import { breadcrumbs } from './s3Listing.ts';

/**
 * The shown folder's or object's S3 location as a heading, each folder on the way a link:
 * `s3://bucket/` `exports/` `AWSDynamoDB/` `…`. It reads as the plain S3 URI.
 */
export function ObjectPath({ bucket, path, titleId }: { bucket: string; path: string; titleId: string }) {
  const crumbs = breadcrumbs(path);
  const last = crumbs.at(-1);
  const name = path.slice(last ? last.prefix.length : 0);
  const lastIsFolder = name === '';
  return (
    <h2 id={titleId} className="s3-path">
      <a href={s3Href(bucket)} aria-current={path === '' ? 'page' : undefined}>
        s3://{bucket}/
      </a>
      {crumbs.map((crumb, position) =>
        lastIsFolder && position === crumbs.length - 1 ? (
          <span key={crumb.prefix} className="s3-path__here">
            {crumb.label}
          </span>
        ) : (
          <a key={crumb.prefix} href={s3Href(bucket, crumb.prefix)}>
            {crumb.label}
          </a>
        ),
      )}
      {!lastIsFolder && <span className="s3-path__here">{name}</span>}
    </h2>
  );
}
