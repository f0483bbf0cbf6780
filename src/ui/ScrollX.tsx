import { useLayoutEffect, useRef, type ReactNode } from 'react';

/**
 * A wide table's own box: on a narrow screen it scrolls sideways inside it instead of widening the
 * page (styled in controls.css).
 *
 * It is a scroll container only while its content is wider than it is: Chromium paints all of a
 * scroll container's content whenever any of it changes, not only what is on screen, and the
 * Explorer's 2,000 items made that half a second on every click (bench/explorerActions.ts). The
 * attribute is set by the resize observer itself, not through React's state: the switch then lands
 * before the frame is painted, and the page is never drawn wider than the screen in between.
 */
export function ScrollX({ children }: { children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = box.current!;
    // Content overflowing a box that is not a scroll container still counts in its scrollWidth.
    const measure = () => element.toggleAttribute('data-scrolls', element.scrollWidth > element.clientWidth);
    measure();
    const observer = new ResizeObserver(measure);
    const observeChildren = () => {
      for (const child of element.children) observer.observe(child);
    };
    observer.observe(element);
    observeChildren();
    // A child put in later (another table for another view) is measured too: else a wider one would
    // widen the page, unseen by the observer of the child it replaced.
    const children = new MutationObserver(() => {
      observeChildren();
      measure();
    });
    children.observe(element, { childList: true });
    return () => {
      observer.disconnect();
      children.disconnect();
    };
  }, []);
  return (
    <div ref={box} className="scroll-x">
      {children}
    </div>
  );
}
