/**
 * Words a narrow screen broke in the middle although they would have fitted: what
 * `overflow-wrap: anywhere` does to a label or a number in a table cell or flex item, which it lets
 * shrink below the word. A word broken only at a hyphen is not broken; one longer than its box (an
 * ARN, a long key) may break, and is not reported.
 */
import type { Locator } from '@playwright/test';

/** `word (in tag.class)` for each word broken without need inside the located elements. */
export function needlesslyBrokenWords(locator: Locator): Promise<string[]> {
  return locator.evaluateAll(findBroken);
}

/** Runs in the page (self-contained: Playwright sends only this function's text). */
function findBroken(roots: Element[]): string[] {
  const lines = (range: Range) =>
    new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)))
      .size;
  const blockOf = (node: Node): Element => {
    let element = node.parentElement!;
    while (element.parentElement && getComputedStyle(element).display.startsWith('inline'))
      element = element.parentElement;
    return element;
  };
  // Each word (split after hyphens, where a break is allowed) spread over more than one line.
  const broken: { range: Range; word: string; block: Element }[] = [];
  for (const root of roots) {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('pre, textarea, svg, .monaco-editor')) continue;
      for (const match of (node.textContent ?? '').matchAll(/[^\s-]+-?/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        if (lines(range) > 1) broken.push({ range, word: match[0], block: blockOf(node) });
      }
    }
  }
  if (broken.length === 0) return [];
  // Would it have fitted? Measured again with breaking inside words turned off everywhere: a word on
  // one line, inside its box and the screen (or the box it scrolls in), needed no break.
  const style = document.createElement('style');
  style.textContent = '* { overflow-wrap: normal !important; word-break: normal !important; }';
  document.head.append(style);
  try {
    return broken
      .filter(({ range, block }) => {
        if (lines(range) > 1) return false;
        const word = range.getBoundingClientRect();
        const box = block.getBoundingClientRect();
        // A box that scrolls sideways has room for any word.
        const limit = block.closest('.scroll-x') ? Infinity : innerWidth;
        return word.right <= box.right + 1 && word.right <= limit + 1;
      })
      .map(({ word, block }) => `${word} (in ${block.tagName.toLowerCase()}.${block.className})`);
  } finally {
    style.remove();
  }
}
