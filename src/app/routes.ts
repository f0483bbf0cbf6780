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
  return section ? { section: section.id, rest } : { section: 'home', rest: [] };
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
