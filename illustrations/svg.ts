/** Minimal SVG markup builders: attributes in, markup string out. */
export type Attrs = Readonly<Record<string, string | number | undefined>>;
export type Point = readonly [number, number];

/** Formats a coordinate with at most one decimal, so the markup stays small and stable. */
export const num = (value: number): string => String(Math.round(value * 10) / 10);

function attrText(attrs: Attrs): string {
  return Object.entries(attrs)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([name, value]) => ` ${name}="${typeof value === 'number' ? num(value) : value}"`)
    .join('');
}

/** One element; children are already-built markup. */
export function el(
  tag: string,
  attrs: Attrs = {},
  children: string | readonly string[] = '',
): string {
  const inner = typeof children === 'string' ? children : children.join('');
  return inner === ''
    ? `<${tag}${attrText(attrs)}/>`
    : `<${tag}${attrText(attrs)}>${inner}</${tag}>`;
}

export const group = (children: readonly string[], attrs: Attrs = {}): string =>
  el('g', attrs, children);

const pointList = (points: readonly Point[]): string =>
  points.map(([x, y]) => `${num(x)},${num(y)}`).join(' ');

export const polygon = (points: readonly Point[], attrs: Attrs): string =>
  el('polygon', { points: pointList(points), ...attrs });

export const polyline = (points: readonly Point[], attrs: Attrs): string =>
  el('polyline', { points: pointList(points), fill: 'none', ...attrs });

/** A smooth path through the points (Catmull-Rom turned into cubic Béziers). */
export function smoothPath(points: readonly Point[]): string {
  const first = points[0];
  if (!first) return '';
  let d = `M${num(first[0])},${num(first[1])}`;
  for (let index = 0; index < points.length - 1; index += 1) {
    const p0 = points[index - 1] ?? points[index] ?? first;
    const p1 = points[index] ?? first;
    const p2 = points[index + 1] ?? p1;
    const p3 = points[index + 2] ?? p2;
    const c1: Point = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2: Point = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += ` C${num(c1[0])},${num(c1[1])} ${num(c2[0])},${num(c2[1])} ${num(p2[0])},${num(p2[1])}`;
  }
  return d;
}

/** Collects `<defs>` entries (gradients, filters, patterns) under unique ids. */
export interface Defs {
  /** Adds an entry built from its id and returns `url(#id)`. */
  add: (prefix: string, build: (id: string) => string) => string;
  markup: () => string;
}

export function createDefs(): Defs {
  const entries: string[] = [];
  return {
    add: (prefix, build) => {
      const id = `${prefix}${entries.length}`;
      entries.push(build(id));
      return `url(#${id})`;
    },
    markup: () => (entries.length === 0 ? '' : el('defs', {}, entries)),
  };
}

export interface Stop {
  offset: number;
  color: string;
  opacity?: number;
}

const stopMarkup = (stops: readonly Stop[]): string[] =>
  stops.map((stop) =>
    el('stop', { offset: stop.offset, 'stop-color': stop.color, 'stop-opacity': stop.opacity }),
  );

/** A linear gradient in user space from (x1, y1) to (x2, y2). */
export function linearGradient(defs: Defs, from: Point, to: Point, stops: readonly Stop[]): string {
  return defs.add('lg', (id) =>
    el(
      'linearGradient',
      { id, gradientUnits: 'userSpaceOnUse', x1: from[0], y1: from[1], x2: to[0], y2: to[1] },
      stopMarkup(stops),
    ),
  );
}

/** A radial gradient in user space centred on `center` with radius `radius`. */
export function radialGradient(
  defs: Defs,
  center: Point,
  radius: number,
  stops: readonly Stop[],
): string {
  return defs.add('rg', (id) =>
    el(
      'radialGradient',
      { id, gradientUnits: 'userSpaceOnUse', cx: center[0], cy: center[1], r: radius },
      stopMarkup(stops),
    ),
  );
}

/** A Gaussian blur filter; `deviation` in artboard pixels. */
export function blurFilter(defs: Defs, deviation: number): string {
  return defs.add('bl', (id) =>
    el('filter', { id, x: '-50%', y: '-50%', width: '200%', height: '200%' }, [
      el('feGaussianBlur', { stdDeviation: deviation }),
    ]),
  );
}

export interface Viewport {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The complete document: the artboard region `view` scaled to `outWidth` x `outHeight` pixels. */
export function svgDocument(
  view: Viewport,
  outWidth: number,
  outHeight: number,
  defs: Defs,
  body: readonly string[],
): string {
  return el(
    'svg',
    {
      xmlns: 'http://www.w3.org/2000/svg',
      width: outWidth,
      height: outHeight,
      viewBox: `${num(view.x)} ${num(view.y)} ${num(view.width)} ${num(view.height)}`,
      preserveAspectRatio: 'xMidYMid slice',
    },
    [defs.markup(), ...body],
  );
}
