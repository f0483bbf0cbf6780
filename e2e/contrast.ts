/**
 * WCAG contrast ratios measured in the page: text against what is behind it (4.5:1 for body text), and a
 * focus ring against what it is drawn on (3:1). The background is the nearest opaque background colour
 * up the tree, with translucent ones on the way blended in; background images (the heatmap's throttle
 * hatching) are not seen.
 */
import type { Locator } from '@playwright/test';

type Measured = { text: string; ratio: number };
type What = 'text' | 'ring';

/** The contrast of each element's text colour (opacity included) with its background. */
export function textContrasts(locator: Locator): Promise<Measured[]> {
  return locator.evaluateAll(measure, 'text' as What);
}

/**
 * The contrast of an element's outline with what it is drawn on: the element's own background for a
 * ring drawn inside it (negative outline-offset), else its parent's.
 */
export async function focusRingContrast(locator: Locator): Promise<number> {
  const [measured] = await locator.evaluateAll(measure, 'ring' as What);
  return measured.ratio;
}

/** Runs in the page (self-contained: Playwright sends only this function's text). */
function measure(elements: Element[], what: What): Measured[] {
  type Rgba = [number, number, number, number];
  const rgba = (css: string): Rgba => {
    const [r, g, b, a = 1] = (/rgba?\(([^)]*)\)/.exec(css)?.[1] ?? '0 0 0 0')
      .split(/[\s,/]+/)
      .filter(Boolean)
      .map(Number);
    return [r, g, b, a];
  };
  const over = (top: Rgba, under: Rgba): Rgba => [
    top[0] * top[3] + under[0] * (1 - top[3]),
    top[1] * top[3] + under[1] * (1 - top[3]),
    top[2] * top[3] + under[2] * (1 - top[3]),
    1,
  ];
  const background = (element: Element): Rgba => {
    const layers: Rgba[] = [];
    for (let at: Element | null = element; at; at = at.parentElement) {
      const colour = rgba(getComputedStyle(at).backgroundColor);
      if (colour[3] > 0) layers.push(colour);
      if (colour[3] === 1) break;
    }
    return layers.reduceRight<Rgba>((under, layer) => over(layer, under), [255, 255, 255, 1]);
  };
  const luminance = ([r, g, b]: Rgba) => {
    const linear = (c: number) => (c / 255 <= 0.04045 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
    return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
  };
  const ratio = (one: Rgba, two: Rgba) => {
    const [light, dark] = [luminance(one), luminance(two)].sort((x, y) => y - x);
    return Math.round(((light + 0.05) / (dark + 0.05)) * 100) / 100;
  };
  return elements.map((element) => {
    const style = getComputedStyle(element);
    const text = element.textContent ?? '';
    if (what === 'ring') {
      const behind = parseFloat(style.outlineOffset) < 0 ? element : element.parentElement!;
      const back = background(behind);
      return { text, ratio: ratio(over(rgba(style.outlineColor), back), back) };
    }
    let opacity = 1;
    for (let at: Element | null = element; at; at = at.parentElement) {
      opacity *= Number(getComputedStyle(at).opacity);
    }
    const back = background(element);
    const [r, g, b, a] = rgba(style.color);
    return { text, ratio: ratio(over([r, g, b, a * opacity], back), back) };
  });
}
