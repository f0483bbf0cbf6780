/**
 * Compressed replies, as DynamoDB sends them: a reply of 4 KB or more is gzip- or
 * deflate-compressed when the request's Accept-Encoding asks for one of the two (nothing else is
 * offered). The negotiation follows what Alternator's test_compressed_response.py pins down against
 * DynamoDB:
 * - entries are comma-separated and trimmed, names compared case-insensitively; an entry that is no
 *   plain name (`"gzip"`, `gzip br`, `gzip:q=1`) is ignored, as are identity and other encodings;
 * - an entry's first `q` parameter is its weight (spaces around `=` allowed): above 1 counts as 1, a
 *   weight that is no number counts as 1, zero or less refuses the encoding; a name listed twice
 *   takes its best weight;
 * - `*` gives its weight to whichever of gzip and deflate is not listed by name;
 * - the highest weight wins; on a tie an encoding listed by name beats one `*` stands for, the one
 *   listed first beats the later, and gzip beats deflate under `*`.
 */
export type ReplyEncoding = 'gzip' | 'deflate';

export const COMPRESSION_THRESHOLD_BYTES = 4096;
const OFFERED: readonly ReplyEncoding[] = ['gzip', 'deflate'];
const NAME = /^[A-Za-z0-9*!#$%&'+.^_`|~-]+$/;
const WEIGHT = /^-?\d+(?:\.\d*)?$/;

interface Candidate {
  weight: number;
  /** Listed by name (0) or stood for by `*` (1). */
  byStar: number;
  position: number;
}

export function negotiatedEncoding(header: string | undefined): ReplyEncoding | undefined {
  if (header === undefined || header === '') return undefined;
  const named = new Map<string, Candidate>();
  let star: number | undefined;
  header.split(',').forEach((entry, position) => {
    const [rawName, ...parameters] = entry.split(';');
    const name = rawName.trim().toLowerCase();
    if (!NAME.test(name)) return;
    const weight = weightOf(parameters);
    if (name === '*') star = Math.max(star ?? -Infinity, weight);
    else if ((OFFERED as readonly string[]).includes(name)) {
      const earlier = named.get(name);
      if (!earlier) named.set(name, { weight, byStar: 0, position });
      else earlier.weight = Math.max(earlier.weight, weight);
    }
  });
  let best: { encoding: ReplyEncoding; candidate: Candidate } | undefined;
  OFFERED.forEach((encoding, order) => {
    const candidate =
      named.get(encoding) ?? (star === undefined ? undefined : { weight: star, byStar: 1, position: order });
    if (candidate === undefined || candidate.weight <= 0) return;
    if (best === undefined || ranksAbove(candidate, best.candidate)) best = { encoding, candidate };
  });
  return best?.encoding;
}

function ranksAbove(a: Candidate, b: Candidate): boolean {
  if (a.weight !== b.weight) return a.weight > b.weight;
  if (a.byStar !== b.byStar) return a.byStar < b.byStar;
  return a.position < b.position;
}

/** The first `q` parameter's value, clamped to 1; 1 when absent or not a number. */
function weightOf(parameters: string[]): number {
  for (const parameter of parameters) {
    const split = parameter.indexOf('=');
    if (split < 0 || parameter.slice(0, split).trim().toLowerCase() !== 'q') continue;
    const value = parameter.slice(split + 1).trim();
    return WEIGHT.test(value) ? Math.min(Number(value), 1) : 1;
  }
  return 1;
}
