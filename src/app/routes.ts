/**
 * Hash routes (`#/console`, `#/explorer/app`): they work from any static host and sub-path with no
 * server rewrites, and back/forward/reload keep the place.
 */
import { sections, type SectionId } from './sections.ts';

export interface Route {
  section: SectionId | 'home';
  /** Path segments after the section, decoded (e.g. a table name). */
  rest: string[];
}

export function parseHash(hash: string): Route {
  const path = hash.replace(/^#\/?/, '');
  const [first = '', ...rest] = path.split('/').filter(Boolean).map(safeDecode);
  const section = sections.find((candidate) => candidate.id === first);
  if (!section) return { section: 'home', rest: [] };
  return { section: section.id, rest: section.id === 's3' ? s3Rest(path) : rest };
}

/**
 * `#/s3/<bucket>/<path>`: the path is an object key, or a folder when it ends in '/' (a prefix). The
 * app's links encode it as one segment, but a URL typed or pasted with its slashes
 * (`#/s3/bucket/folder/`) must read the same: the segments after the bucket are one path, the
 * trailing '/' kept.
 */
function s3Rest(path: string): string[] {
  const [, bucket = '', ...key] = path.split('/');
  if (bucket === '') return [];
  const joined = key.map(safeDecode).join('/');
  return joined === '' ? [safeDecode(bucket)] : [safeDecode(bucket), joined];
}

export function hrefFor(section: SectionId | 'home', ...rest: string[]): string {
  if (section === 'home') return '#/';
  return `#/${[section, ...rest].map(encodeURIComponent).join('/')}`;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
