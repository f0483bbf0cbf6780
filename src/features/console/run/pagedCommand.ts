/**
 * Runs a paginated AWS CLI command the way the CLI does (cli/cliPaging.ts): one request per page
 * until the last page or `--max-items` results, each request a real call the learner sees, then the
 * pages merged into what the CLI would print. The console stops after MAX_PAGES requests, where the
 * CLI would go on, and prints a NextToken so `--starting-token` continues from there.
 */
import {
  encodeNextToken,
  isLastPage,
  nextMarkers,
  withMarkers,
  type PageMarkers,
  type Paginator,
  type PagingOptions,
} from '../cli/cliPaging.ts';

export const MAX_PAGES = 100;

export interface PagedOutput {
  /** What the CLI prints (before --query). */
  output: Record<string, unknown>;
  /** Pages read: one request each, not counting retries. */
  pages: number;
  /** The console's page limit ended the command, not its last page or --max-items. */
  stoppedAtPageLimit: boolean;
  /**
   * Each page as botocore's paginator yields it (resumed and cut to --max-items): yaml-stream prints
   * these, and text prints their results (textPages).
   */
  replies: Record<string, unknown>[];
}

/** Sends one page's request; undefined when it failed (the caller has recorded why). */
export type SendPage = (request: Record<string, unknown>) => Promise<Record<string, unknown> | undefined>;

export async function runPagedCommand(
  paginator: Paginator,
  request: Record<string, unknown>,
  options: PagingOptions,
  send: SendPage,
): Promise<PagedOutput | undefined> {
  const primaryKey = paginator.resultKeys[0];
  const merged: Record<string, unknown> = {};
  const firstPage: Record<string, unknown> = {};
  const replies: Record<string, unknown>[] = [];
  const base = withPageSize(paginator, request, options);
  let markers: PageMarkers = options.start?.markers ?? nullMarkers(paginator);
  let skip = options.start?.skip ?? 0;
  let printed = 0;
  let nextToken: string | undefined;
  let stoppedAtPageLimit = false;

  for (let pages = 1; ; pages++) {
    const reply = await send(withMarkers(base, markers));
    if (!reply) return undefined;
    const page = { ...reply };
    // Resuming: drop what the previous run printed. Count and ScannedCount stay the page's, as in
    // botocore since 2025 (boto/botocore#3523; before, it printed 0 for the page it resumed in).
    if (pages === 1 && options.start) page[primaryKey] = resultList(page[primaryKey]).slice(skip);
    const results = resultList(page[primaryKey]);
    const { maxItems } = options;
    if (maxItems !== undefined && printed + results.length > maxItems) {
      const keep = maxItems - printed;
      page[primaryKey] = results.slice(0, keep);
      merge(page, pages === 1);
      // The next run re-reads this page and skips what was printed of it.
      nextToken = encodeNextToken(markers, keep + skip);
      return finish(pages);
    }
    merge(page, pages === 1);
    printed += results.length;
    const next = nextMarkers(paginator, reply);
    if (isLastPage(next)) return finish(pages);
    if ((maxItems !== undefined && printed === maxItems) || pages >= MAX_PAGES) {
      stoppedAtPageLimit = printed !== maxItems;
      nextToken = encodeNextToken(next);
      return finish(pages);
    }
    markers = next;
    skip = 0;
  }

  function merge(page: Record<string, unknown>, first: boolean): void {
    for (const key of paginator.resultKeys) {
      const value = page[key];
      if (value === undefined || value === null) continue;
      const existing = merged[key];
      if (existing === undefined) merged[key] = Array.isArray(value) ? [...value] : value;
      else if (Array.isArray(existing)) existing.push(...resultList(value));
      else if (typeof existing === 'number' && typeof value === 'number') merged[key] = existing + value;
    }
    replies.push(page);
    if (first) for (const key of paginator.firstPageKeys) firstPage[key] = page[key] ?? null;
  }

  function finish(pages: number): PagedOutput {
    const output: Record<string, unknown> = { ...merged, ...firstPage };
    if (nextToken !== undefined) output.NextToken = nextToken;
    return { output, pages, stoppedAtPageLimit, replies };
  }
}

/**
 * The pages as `--output text` prints them (the CLI formats text page by page): each page's
 * results, the first one with ConsumedCapacity too; absent results as null.
 */
export function textPages(paginator: Paginator, replies: readonly Record<string, unknown>[]) {
  return replies.map((page, i) => {
    const view: Record<string, unknown> = {};
    if (i === 0) for (const key of paginator.firstPageKeys) view[key] = page[key] ?? null;
    for (const key of paginator.resultKeys) view[key] = page[key] ?? null;
    return view;
  });
}

/** The request every page sends, its page marker aside: `--page-size` as the paginator's limit. */
function withPageSize(
  paginator: Paginator,
  request: Record<string, unknown>,
  options: PagingOptions,
): Record<string, unknown> {
  const base = { ...request };
  if (options.pageSize !== undefined && paginator.limitKey) base[paginator.limitKey] = options.pageSize;
  return base;
}

/** The first page's request, as the CLI sends it (and botocore validates it). */
export function firstPageRequest(
  paginator: Paginator,
  request: Record<string, unknown>,
  options: PagingOptions,
): Record<string, unknown> {
  const base = withPageSize(paginator, request, options);
  return options.start ? withMarkers(base, options.start.markers) : base;
}

function nullMarkers(paginator: Paginator): PageMarkers {
  return Object.fromEntries(paginator.inputTokens.map((name) => [name, null]));
}

function resultList(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}
