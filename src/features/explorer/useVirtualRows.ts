/**
 * A long table's rows kept out of the document while far from the viewport (virtualized), for the
 * Explorer's item collections: with all 2,000 items in the document a click took up to half a second
 * to answer — the value inspector, a modal dialog, restyles the whole page, and the item editor moves
 * the list (bench/explorerActions.ts). Spacer rows stand in for the rows left out, sized by what the
 * rows measured when last drawn: rows differ in height (attributes wrap; a narrow screen wraps more).
 *
 * Hand-written, not a library's: the list sits in the page, which scrolls, below content that grows
 * and shrinks (the item editor, an explore form), so what is in view is read from the table body's
 * own position on each scroll — no offset to keep in step — and a table's rows need spacer rows, a
 * heading cell spanning each collection's drawn rows, and rows kept for the keyboard (virtualRows.ts),
 * which a library leaves to its caller anyway.
 */
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type SyntheticEvent,
} from 'react';
import { flushSync } from 'react-dom';
import { drawnRows, rowOffsets, rowsInBand, rowsToRender } from './virtualRows.ts';

/** How far beyond each edge of the viewport rows are drawn (px): a scroll of that much shows no gap. */
const OVERSCAN = 400;
/** A row's height until one is measured (a line of attributes and the cell's padding). */
const FIRST_ESTIMATE = 40;
/** Layout passes in a row that may re-measure before a frame is painted (a guard, never reached). */
const MAX_PASSES = 20;

export interface VirtualRowsInput {
  /** Each row's key (the item's name): a measured height follows its row through a refresh. */
  keys: readonly string[];
  /** Whether a row holds a control the Tab key can reach. */
  hasControls(row: number): boolean;
  /** Which collection a row is in: a heading spans a collection's rows. */
  collectionOf(row: number): number;
}

export function useVirtualRows({ keys, hasControls, collectionOf }: VirtualRowsInput) {
  const body = useRef<HTMLTableSectionElement>(null);
  const [heights, setHeights] = useState<ReadonlyMap<string, number>>(() => new Map());
  // Before the first layout nothing is known: about a screenful from the top, corrected before paint.
  const [band, setBand] = useState<readonly [number, number]>(() => [
    0,
    Math.ceil((window.innerHeight + OVERSCAN) / FIRST_ESTIMATE),
  ]);
  const [activeKey, setActiveKey] = useState<string>();
  /**
   * The first row on screen when the band was placed: how far below the body's top it was, and
   * below the viewport's.
   */
  const anchor = useRef<{ key: string; at: number; top: number }>(undefined);

  const offsets = useMemo(() => {
    // An unmeasured row counts as the measured ones do on average.
    let total = 0;
    for (const height of heights.values()) total += height;
    const estimate = heights.size > 0 ? total / heights.size : FIRST_ESTIMATE;
    return rowOffsets(keys.map((key) => heights.get(key) ?? estimate));
  }, [keys, heights]);
  const latestOffsets = useRef(offsets);
  /** Where each row is in the list, by its key. */
  const index = useMemo(() => new Map(keys.map((key, at) => [key, at])), [keys]);
  const latestIndex = useRef(index);

  /** The rows drawn now, their heights as laid out. */
  const measure = useCallback(() => {
    const rows = body.current ? drawnElements(body.current) : [];
    const seen = new Map<string, number>();
    for (const row of rows) seen.set(row.dataset.key!, row.getBoundingClientRect().height);
    setHeights((known) => {
      let changed: Map<string, number> | undefined;
      for (const [key, height] of seen) {
        if (known.get(key) === height) continue;
        changed ??= new Map(known);
        changed.set(key, height);
      }
      return changed ?? known;
    });
  }, []);

  /**
   * The rows in or near the viewport, from where the table body is now. Seen through the first row
   * on screen, where there is one: the rows drawn may not yet be where the heights known say (after a
   * resize, before they are measured again), and the band must hold that row, which holdPlace keeps
   * in place.
   */
  const place = useCallback(() => {
    const element = body.current;
    if (!element) return;
    const top = element.getBoundingClientRect().top;
    const offsets = latestOffsets.current;
    // The viewport's top, in px from the list's first row as the known heights place the rows.
    let viewTop = -top;
    anchor.current = undefined;
    for (const row of drawnElements(element)) {
      const box = row.getBoundingClientRect();
      if (box.bottom <= 0) continue;
      const index = latestIndex.current.get(row.dataset.key!);
      if (box.top >= window.innerHeight || index === undefined) break;
      anchor.current = { key: row.dataset.key!, at: box.top - top, top: box.top };
      viewTop = offsets[index] - box.top;
      break;
    }
    const next = rowsInBand(offsets, viewTop - OVERSCAN, viewTop + window.innerHeight + OVERSCAN);
    setBand((shown) => (shown[0] === next[0] && shown[1] === next[1] ? shown : next));
  }, []);

  /**
   * The page scrolled by as much as the rows above the first on screen grew or shrank since the band
   * was placed, so it stays where it was: rows drawn above it turn out taller or shorter than their
   * estimate, and the estimate itself (an average) changes under hundreds of rows left out. The
   * browser's scroll anchoring does not do it — Chromium's moved the page by thousands of pixels on
   * a phone, and not at all on a desktop; Safari has none — so it is off for the list
   * (collections.css) and done here, before the frame is painted. On a resize (`onScreen`), where
   * what is above the list reflows too, the row stays where it was on the screen.
   */
  const holdPlace = useCallback((onScreen = false) => {
    const element = body.current;
    const kept = anchor.current;
    if (!element || !kept) return;
    const row = drawnElements(element).find((drawn) => drawn.dataset.key === kept.key);
    if (!row) return;
    const top = row.getBoundingClientRect().top;
    const moved = onScreen ? top - kept.top : top - element.getBoundingClientRect().top - kept.at;
    if (Math.abs(moved) >= 0.5) window.scrollBy(0, moved);
  }, []);

  // After every render, before paint: new rows measured, and the band placed on the new heights (a
  // guard stops a loop, should one row's drawing change another's height back and forth).
  const passes = useRef(0);
  useLayoutEffect(() => {
    latestOffsets.current = offsets;
    latestIndex.current = index;
    if (passes.current++ === 0) requestAnimationFrame(() => (passes.current = 0));
    if (passes.current > MAX_PASSES) return;
    holdPlace(false);
    measure();
    place();
  });

  useEffect(() => {
    const element = body.current!;
    // The rows for where the page has scrolled are drawn before the frame is painted, not in a task
    // after it (React's default for a scroll): else a jump further than OVERSCAN (End, a scrollbar
    // dragged) shows a frame of blank spacer first.
    const onScroll = () => flushSync(place);
    // A resize reflows the rows drawn above the one on screen first: it is held in place (else a
    // phone turned showed rows a hundred items away).
    const onResize = () => {
      holdPlace(true);
      flushSync(place);
    };
    // A scroll of the page or of any box holding the list (scroll events do not bubble: captured).
    const options = { capture: true, passive: true } as const;
    window.addEventListener('scroll', onScroll, options);
    window.addEventListener('resize', onResize);
    // The body's size changes when a drawn row's does (an attribute wraps on a narrower screen); the
    // page's, when something above the list grows or shrinks (the item editor) and moves it.
    const resized = new ResizeObserver(() => {
      holdPlace(false);
      measure();
      place();
    });
    resized.observe(element);
    resized.observe(document.body);
    return () => {
      window.removeEventListener('scroll', onScroll, options);
      window.removeEventListener('resize', onResize);
      resized.disconnect();
    };
  }, [holdPlace, measure, place]);

  // The row that last held the focus stays drawn (virtualRows.ts, rowsToRender, says why); or was
  // last clicked: Safari does not focus a button on click, and the item editor, opening above the
  // list, scrolls the page to it — its Edit button must still be there to take the focus back.
  const onActive = useCallback((event: SyntheticEvent<HTMLTableSectionElement>) => {
    const row = (event.target as Element).closest<HTMLElement>('tr[data-key]');
    if (row) setActiveKey(row.dataset.key);
  }, []);

  const active = activeKey === undefined ? undefined : index.get(activeKey);
  // A band placed before rows went (a delete, a refresh) ends at the last row there is.
  const inList = [Math.min(band[0], keys.length), Math.min(band[1], keys.length)] as const;
  const rows = rowsToRender(keys.length, inList, hasControls, active);
  return { body, onActive, drawn: drawnRows(rows, offsets, collectionOf) };
}

/** The item rows in the document, spacers left out. */
const drawnElements = (element: HTMLTableSectionElement) => [
  ...element.querySelectorAll<HTMLTableRowElement>(':scope > tr[data-key]'),
];
