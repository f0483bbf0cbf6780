/**
 * Links that open a sandbox file: `…/?open=labs/lab1.json` on a self-hosted copy opens a file the
 * site serves next to the app (a sandbox an instructor prepared and downloaded), after asking. Only
 * files on the page's own origin are fetched, so the app still makes no request to anywhere else.
 */
const PARAMETER = 'open';

export type SandboxLink = { url: string; name: string } | { refused: string; name: string };

/** What the page's address asks to open, if anything. */
export function sandboxLink(pageUrl: string): SandboxLink | undefined {
  const page = new URL(pageUrl);
  const asked = page.searchParams.get(PARAMETER);
  if (asked === null || asked.trim() === '') return undefined;
  let target: URL;
  try {
    target = new URL(asked, page);
  } catch {
    return { name: asked, refused: 'it is not a file address' };
  }
  const name = decodeURIComponent(target.pathname.split('/').pop() ?? '') || asked;
  if (target.origin !== page.origin) {
    return {
      name,
      refused: `links open files from this site only (${page.origin}), not from ${target.origin}`,
    };
  }
  target.hash = '';
  return { url: target.href, name };
}

/** The page's address without the `open` parameter, so a reload does not ask again. */
export function withoutSandboxLink(pageUrl: string): string {
  const page = new URL(pageUrl);
  page.searchParams.delete(PARAMETER);
  return page.href;
}
