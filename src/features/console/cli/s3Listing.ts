/**
 * What `aws s3 ls` prints, laid out as the AWS CLI lays it out (awscli/customizations/s3/subcommands.py,
 * ListCommand): a bucket as `2026-12-03 16:40:01 bucket-name`; an object as its last-modified time in
 * the machine's time zone, its size right-aligned in 10 columns and its name — the part after the last
 * "/", or with --recursive the whole key; the "folders" just below a prefix (without --recursive, S3's
 * common prefixes for the "/" delimiter) as `PRE name/` first; and with --summarize the totals.
 */

export interface ListedObject {
  Key: string;
  Size: number;
  /** Epoch seconds. */
  LastModified: number;
}

export interface ListingOptions {
  recursive: boolean;
  humanReadable: boolean;
  summarize: boolean;
}

/** The lines for the objects under `prefix` (in key order, as S3 lists them). */
export function objectListing(
  objects: readonly ListedObject[],
  prefix: string,
  options: ListingOptions,
): string[] {
  const folders = new Set<string>();
  const shown: ListedObject[] = [];
  for (const object of objects) {
    if (!object.Key.startsWith(prefix)) continue;
    const slash = options.recursive ? -1 : object.Key.indexOf('/', prefix.length);
    if (slash === -1) shown.push(object);
    else folders.add(object.Key.slice(0, slash + 1));
  }
  const lines = [...folders].map((folder) => `${'PRE'.padStart(30)} ${folder.split('/').at(-2) ?? ''}/`);
  for (const object of shown) {
    const name = options.recursive ? object.Key : object.Key.slice(object.Key.lastIndexOf('/') + 1);
    const size = options.humanReadable ? humanReadableSize(object.Size) : String(object.Size);
    lines.push(`${lastModifiedText(object.LastModified)} ${size.padStart(10)} ${name}`);
  }
  if (options.summarize) {
    const total = shown.reduce((sum, object) => sum + object.Size, 0);
    lines.push(
      '',
      `Total Objects: ${shown.length}`,
      `   Total Size: ${options.humanReadable ? humanReadableSize(total) : total}`,
    );
  }
  return lines;
}

/** A bucket's line: its creation date, then its name. */
export function bucketLine(name: string, creationDate: number): string {
  return `${lastModifiedText(creationDate)} ${name}`;
}

/** `2026-12-03 16:40:01`: the time in the machine's time zone, to the second (Python's fields, zero-padded). */
export function lastModifiedText(epochSeconds: number): string {
  const date = new Date(Math.floor(epochSeconds) * 1000);
  const two = (value: number) => String(value).padStart(2, '0');
  return (
    `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())} ` +
    `${two(date.getHours())}:${two(date.getMinutes())}:${two(date.getSeconds())}`
  );
}

const SUFFIXES = ['KiB', 'MiB', 'GiB', 'TiB', 'PiB', 'EiB'];

/** The CLI's human_readable_size: `1 Byte`, `10 Bytes`, `1.0 KiB`, `1.5 MiB` (base 2). */
export function humanReadableSize(bytes: number): string {
  if (bytes === 1) return '1 Byte';
  if (bytes < 1024) return `${bytes} Bytes`;
  for (let i = 0; i < SUFFIXES.length; i++) {
    const unit = 1024 ** (i + 2);
    if (Math.round((bytes / unit) * 1024) < 1024)
      return `${((1024 * bytes) / unit).toFixed(1)} ${SUFFIXES[i]}`;
  }
  return `${bytes} Bytes`;
}
