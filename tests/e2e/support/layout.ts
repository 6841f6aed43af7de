import type { Locator, Page } from 'playwright-core';

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** One column of a column layout; `hidden` when it is not rendered (`display: none`). */
interface ColumnBox extends Box {
  key: string;
  hidden: boolean;
}

/** A column layout (12-column grid) measured in the page. */
export interface ColumnGrid {
  /** The grid's content box. */
  box: Box;
  /** Gap between grid tracks, px. */
  gap: number;
  columns: ColumnBox[];
}

/** Measures the column layout that directly holds `inside` (the nearest `[data-column-key]`). */
export function measureColumns(inside: Locator): Promise<ColumnGrid> {
  return inside.first().evaluate((element) => {
    const grid = element.closest('[data-column-key]')?.parentElement;
    if (!grid) throw new Error('the element is not inside a column layout');
    const style = getComputedStyle(grid);
    const rect = grid.getBoundingClientRect();
    const padLeft = parseFloat(style.paddingLeft);
    const padRight = parseFloat(style.paddingRight);
    return {
      box: {
        x: rect.x + padLeft,
        y: rect.y,
        width: rect.width - padLeft - padRight,
        height: rect.height,
      },
      gap: parseFloat(style.columnGap) || 0,
      columns: [...grid.children].map((child) => {
        const box = child.getBoundingClientRect();
        return {
          key: child instanceof HTMLElement ? (child.dataset.columnKey ?? '') : '',
          hidden: getComputedStyle(child).display === 'none',
          x: box.x,
          y: box.y,
          width: box.width,
          height: box.height,
        };
      }),
    };
  });
}

/** Width of a column spanning `span` of the grid's 12 tracks (tracks plus the gaps inside). */
function spanWidth(grid: ColumnGrid, span: number): number {
  const track = (grid.box.width - 11 * grid.gap) / 12;
  return span * track + (span - 1) * grid.gap;
}

/** Two half-width columns to a row, an odd last one centred below. */
function isWrapped(grid: ColumnGrid, shown: readonly ColumnBox[]): boolean {
  const close = (a: number, b: number) => Math.abs(a - b) <= 1;
  const half = spanWidth(grid, 6);
  const center = grid.box.x + grid.box.width / 2;
  return shown.every((column, i) => {
    if (!close(column.width, half)) return false;
    const partner = shown[i % 2 === 0 ? i + 1 : i - 1];
    if (!partner) return close(column.x + column.width / 2, center);
    return close(column.y, partner.y) && (i % 2 === 0) === column.x < partner.x;
  });
}

/**
 * A short description of how the columns sit, for assertions: `row 6/6` when side by side on one
 * line with those spans (1 px tolerance), `column` when stacked at full width, `wrap` when two
 * to a row, else the boxes.
 */
export function describeLayout(grid: ColumnGrid): string {
  const shown = grid.columns.filter((column) => !column.hidden);
  const close = (a: number, b: number) => Math.abs(a - b) <= 1;
  const sameTop = shown.every((column) => close(column.y, shown[0]?.y ?? 0));
  const leftToRight = shown.every((column, i) => i === 0 || column.x > (shown[i - 1]?.x ?? 0));
  if (shown.length > 1 && sameTop && leftToRight) {
    const spans = shown.map((column) =>
      Array.from({ length: 12 }, (_, i) => i + 1).find((span) =>
        close(column.width, spanWidth(grid, span)),
      ),
    );
    if (spans.every((span) => span !== undefined)) return `row ${spans.join('/')}`;
  }
  const fullWidth = shown.every(
    (column) => close(column.x, grid.box.x) && close(column.width, grid.box.width),
  );
  const stacked = shown.every(
    (column, i) => i === 0 || column.y >= (shown[i - 1]?.y ?? 0) + (shown[i - 1]?.height ?? 0) - 1,
  );
  if (fullWidth && stacked) return 'column';
  if (isWrapped(grid, shown)) return 'wrap';
  return `unrecognised ${JSON.stringify(shown.map(({ x, y, width, height }) => ({ x, y, width, height })))}`;
}

/** Resizes the viewport and lets the page lay out again. */
export async function resize(page: Page, width: number, height: number): Promise<void> {
  await page.setViewportSize({ width, height });
  await page.waitForFunction((w) => window.innerWidth === w, width);
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        requestAnimationFrame(() => {
          requestAnimationFrame(() => {
            resolve();
          });
        });
      }),
  );
}

/**
 * Sums every layout shift of the page from its first paint on, as CLS sums them; call before
 * `goto`, read with `layoutShiftOf` after.
 */
export async function recordLayoutShift(page: Page): Promise<void> {
  await page.addInitScript(() => {
    Reflect.set(window, '__layoutShift', 0);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const shifted = Number(Reflect.get(entry, 'value'));
        Reflect.set(
          window,
          '__layoutShift',
          Number(Reflect.get(window, '__layoutShift')) + shifted,
        );
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

export function layoutShiftOf(page: Page): Promise<number> {
  return page.evaluate(() => Number(Reflect.get(window, '__layoutShift')));
}
