import { lighten, palette } from './palette';
import type { Random } from './random';
import { el, group, num, radialGradient, smoothPath, type Defs, type Point } from './svg';

/** A soft light: a radial fade from `color` to transparent. */
export function glow(
  defs: Defs,
  center: Point,
  radius: number,
  color: string,
  opacity: number,
): string {
  const fill = radialGradient(defs, center, radius, [
    { offset: 0, color, opacity },
    { offset: 0.45, color, opacity: opacity * 0.45 },
    { offset: 1, color, opacity: 0 },
  ]);
  return el('circle', { cx: center[0], cy: center[1], r: radius, fill });
}

/** A faint dot grid over the whole artboard. */
export function dotGrid(
  defs: Defs,
  width: number,
  height: number,
  spacing: number,
  color: string,
  opacity: number,
): string {
  const fill = defs.add('dots', (id) =>
    el('pattern', { id, width: spacing, height: spacing, patternUnits: 'userSpaceOnUse' }, [
      el('circle', { cx: spacing / 2, cy: spacing / 2, r: spacing * 0.06, fill: color }),
    ]),
  );
  return el('rect', { width, height, fill, opacity });
}

/** The point at `t` (0 to 1) along the curve arcRoute draws for the same arguments. */
export function pointOnArc(from: Point, to: Point, lift: number, t: number): Point {
  const length = Math.hypot(to[0] - from[0], to[1] - from[1]);
  const control: Point = [(from[0] + to[0]) / 2, (from[1] + to[1]) / 2 - length * lift];
  const u = 1 - t;
  return [
    u * u * from[0] + 2 * u * t * control[0] + t * t * to[0],
    u * u * from[1] + 2 * u * t * control[1] + t * t * to[1],
  ];
}

/** A dashed route between two points, bowed upward by `lift` (fraction of its length). */
export function arcRoute(
  from: Point,
  to: Point,
  lift: number,
  attrs: Record<string, string | number>,
): string {
  const mid: Point = [(from[0] + to[0]) / 2, (from[1] + to[1]) / 2];
  const length = Math.hypot(to[0] - from[0], to[1] - from[1]);
  const control: Point = [mid[0], mid[1] - length * lift];
  return el('path', {
    d: `M${num(from[0])},${num(from[1])} Q${num(control[0])},${num(control[1])} ${num(to[0])},${num(to[1])}`,
    fill: 'none',
    'stroke-linecap': 'round',
    ...attrs,
  });
}

/** A glowing node: halo, ring and core. */
export function node(defs: Defs, center: Point, radius: number, color: string): string {
  return group([
    glow(defs, center, radius * 4, color, 0.35),
    el('circle', {
      cx: center[0],
      cy: center[1],
      r: radius * 1.7,
      fill: 'none',
      stroke: color,
      'stroke-width': radius * 0.35,
      opacity: 0.55,
    }),
    el('circle', { cx: center[0], cy: center[1], r: radius, fill: lighten(color, 0.25) }),
  ]);
}

export interface Network {
  nodes: Point[];
  markup: string;
}

/** Scattered nodes joined to their nearest neighbours, inside a rectangle. */
export function network(
  defs: Defs,
  rng: Random,
  area: { x: number; y: number; width: number; height: number },
  count: number,
  scale: number,
): Network {
  const nodes: Point[] = [];
  while (nodes.length < count) {
    const candidate: Point = [area.x + rng.next() * area.width, area.y + rng.next() * area.height];
    if (nodes.every((p) => Math.hypot(p[0] - candidate[0], p[1] - candidate[1]) > scale * 5))
      nodes.push(candidate);
  }
  const lines: string[] = [];
  const seen = new Set<string>();
  nodes.forEach((p, index) => {
    const nearest = nodes
      .map((q, other) => ({ other, distance: Math.hypot(p[0] - q[0], p[1] - q[1]) }))
      .filter((entry) => entry.other !== index)
      .sort((x, y) => x.distance - y.distance)
      .slice(0, 2);
    for (const { other } of nearest) {
      const key = [index, other].sort((x, y) => x - y).join('-');
      const q = nodes[other];
      if (seen.has(key) || !q) continue;
      seen.add(key);
      lines.push(
        el('line', {
          x1: p[0],
          y1: p[1],
          x2: q[0],
          y2: q[1],
          stroke: palette.teal,
          'stroke-width': scale * 0.22,
          opacity: 0.4,
        }),
      );
    }
  });
  const dots = nodes.map((p, index) =>
    node(
      defs,
      p,
      scale * (index % 4 === 0 ? 1.2 : 0.8),
      index % 5 === 2 ? palette.amber : palette.teal,
    ),
  );
  return { nodes, markup: group([...lines, ...dots]) };
}

/** A map pin with its point at `tip`. */
export function pin(tip: Point, size: number, color: string): string {
  const [x, y] = tip;
  const r = size / 2;
  const cy = y - size * 1.05;
  return group([
    el('ellipse', {
      cx: x,
      cy: y,
      rx: r * 0.7,
      ry: r * 0.22,
      fill: palette.navyNight,
      opacity: 0.35,
    }),
    el('path', {
      d: `M${num(x)},${num(y)} C${num(x - r * 0.4)},${num(cy + r * 0.9)} ${num(x - r)},${num(cy + r * 0.5)} ${num(x - r)},${num(cy)} A${num(r)},${num(r)} 0 1 1 ${num(x + r)},${num(cy)} C${num(x + r)},${num(cy + r * 0.5)} ${num(x + r * 0.4)},${num(cy + r * 0.9)} ${num(x)},${num(y)} Z`,
      fill: color,
    }),
    el('circle', { cx: x, cy, r: r * 0.4, fill: palette.white }),
  ]);
}

/** A round badge with a check mark. */
export function checkBadge(center: Point, radius: number, color: string): string {
  const [x, y] = center;
  return group([
    el('circle', { cx: x, cy: y, r: radius, fill: color }),
    el('path', {
      d: `M${num(x - radius * 0.42)},${num(y + radius * 0.02)} L${num(x - radius * 0.1)},${num(y + radius * 0.34)} L${num(x + radius * 0.45)},${num(y - radius * 0.3)}`,
      fill: 'none',
      stroke: palette.white,
      'stroke-width': radius * 0.2,
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
    }),
  ]);
}

/** Barcode bars inside a box; widths drawn from the generator. */
export function barcode(
  rng: Random,
  x: number,
  y: number,
  width: number,
  height: number,
  color: string,
): string {
  const bars: string[] = [];
  let cursor = x;
  while (cursor < x + width) {
    const bar = rng.pick([1, 1, 2, 3] as const) * (width / 80);
    if (cursor + bar > x + width) break;
    bars.push(el('rect', { x: cursor, y, width: bar, height, fill: color }));
    cursor += bar + rng.pick([1, 1, 2] as const) * (width / 80);
  }
  return group(bars);
}

/** A wireframe globe: outline, meridians and parallels. */
export function globe(defs: Defs, center: Point, radius: number): string {
  const [cx, cy] = center;
  const fill = radialGradient(defs, [cx - radius * 0.35, cy - radius * 0.4], radius * 1.5, [
    { offset: 0, color: palette.slate },
    { offset: 1, color: palette.navyDeep },
  ]);
  const line = {
    fill: 'none',
    stroke: palette.teal,
    'stroke-width': radius * 0.008,
    opacity: 0.45,
  };
  const meridians = [0.2, 0.5, 0.8].map((k) =>
    el('ellipse', { cx, cy, rx: radius * k, ry: radius, ...line }),
  );
  const parallels = [-0.6, -0.3, 0, 0.3, 0.6].map((k) => {
    const half = radius * Math.sqrt(1 - k * k);
    return el('ellipse', { cx, cy: cy + radius * k, rx: half, ry: half * 0.12, ...line });
  });
  return group([
    el('circle', { cx, cy, r: radius, fill }),
    ...meridians,
    ...parallels,
    el('line', { x1: cx, y1: cy - radius, x2: cx, y2: cy + radius, ...line }),
    el('circle', {
      cx,
      cy,
      r: radius,
      fill: 'none',
      stroke: palette.teal,
      'stroke-width': radius * 0.012,
      opacity: 0.8,
    }),
  ]);
}

/** A rounded cloud shape whose base sits at `base`, `width` wide. */
export function cloud(base: Point, width: number, color: string, opacity = 1): string {
  const [x, y] = base;
  const u = width / 10;
  return group(
    [
      el('rect', {
        x: x - u * 5,
        y: y - u * 2.4,
        width: u * 10,
        height: u * 2.4,
        rx: u * 1.2,
        fill: color,
      }),
      el('circle', { cx: x - u * 2.2, cy: y - u * 2.4, r: u * 1.9, fill: color }),
      el('circle', { cx: x + u * 0.6, cy: y - u * 3.2, r: u * 2.7, fill: color }),
      el('circle', { cx: x + u * 3.2, cy: y - u * 2.2, r: u * 1.6, fill: color }),
    ],
    { opacity },
  );
}

/** A ring of arrows going clockwise around `center`: the return loop. */
export function loopArrows(center: Point, radius: number, color: string, segments = 4): string {
  const [cx, cy] = center;
  const parts: string[] = [];
  const gap = 0.32;
  for (let index = 0; index < segments; index += 1) {
    const start = (index / segments) * Math.PI * 2 - Math.PI / 2 + gap / 2;
    const end = ((index + 1) / segments) * Math.PI * 2 - Math.PI / 2 - gap / 2;
    const p0: Point = [cx + Math.cos(start) * radius, cy + Math.sin(start) * radius];
    const p1: Point = [cx + Math.cos(end) * radius, cy + Math.sin(end) * radius];
    parts.push(
      el('path', {
        d: `M${num(p0[0])},${num(p0[1])} A${num(radius)},${num(radius)} 0 0 1 ${num(p1[0])},${num(p1[1])}`,
        fill: 'none',
        stroke: color,
        'stroke-width': radius * 0.07,
        'stroke-linecap': 'round',
      }),
    );
    const tangent = end + Math.PI / 2;
    const size = radius * 0.16;
    const back = (angle: number): Point => [
      p1[0] - Math.cos(angle) * size,
      p1[1] - Math.sin(angle) * size,
    ];
    const left = back(tangent - 0.55);
    const right = back(tangent + 0.55);
    parts.push(
      el('path', {
        d: `M${num(left[0])},${num(left[1])} L${num(p1[0])},${num(p1[1])} L${num(right[0])},${num(right[1])}`,
        fill: 'none',
        stroke: color,
        'stroke-width': radius * 0.07,
        'stroke-linecap': 'round',
        'stroke-linejoin': 'round',
      }),
    );
  }
  return group(parts);
}

/** Gentle contour lines, like a map's topography, across the artboard. */
export function contours(
  rng: Random,
  width: number,
  height: number,
  count: number,
  color: string,
  opacity: number,
): string {
  return group(
    Array.from({ length: count }, (_, index) => {
      const baseY = (height / (count + 1)) * (index + 1);
      const points: Point[] = Array.from({ length: 9 }, (__, step) => [
        (width / 8) * step,
        baseY + rng.range(-height * 0.06, height * 0.06),
      ]);
      return el('path', {
        d: smoothPath(points),
        fill: 'none',
        stroke: color,
        'stroke-width': 2,
        opacity,
      });
    }),
  );
}
