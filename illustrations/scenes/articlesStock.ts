import { nightBackdrop, vignette } from '../backdrops';
import { box, createIso, onGround, shade, type Iso } from '../iso';
import {
  groundShadow,
  kitCase,
  parcel,
  parcelStack,
  platform,
  rack,
  siteBuilding,
  STOCK_COLORS,
  van,
  warehouse,
} from '../isoObjects';
import { arcRoute, barcode, checkBadge, glow, node } from '../motifs';
import { darken, lighten, palette } from '../palette';
import type { SceneContext } from '../scene';
import { blurFilter, el, group, polygon, polyline, type Point } from '../svg';

/** A handheld scanner drawn flat, its top centre at `top`, tilted by `angle` degrees. */
function scanner(top: Point, angle: number): string {
  const [x, y] = top;
  return group(
    [
      el('rect', { x: x - 70, y, width: 140, height: 250, rx: 26, fill: palette.navyNight }),
      el('rect', { x: x - 52, y: y + 26, width: 104, height: 130, rx: 10, fill: palette.teal }),
      el('rect', {
        x: x - 36,
        y: y + 48,
        width: 72,
        height: 12,
        rx: 6,
        fill: palette.white,
        opacity: 0.8,
      }),
      el('rect', {
        x: x - 36,
        y: y + 72,
        width: 48,
        height: 12,
        rx: 6,
        fill: palette.white,
        opacity: 0.6,
      }),
      el('rect', {
        x: x - 36,
        y: y + 96,
        width: 60,
        height: 12,
        rx: 6,
        fill: palette.white,
        opacity: 0.6,
      }),
      el('circle', { cx: x, cy: y + 200, r: 22, fill: palette.amber }),
    ],
    { transform: `rotate(${String(angle)} ${String(x)} ${String(y)})` },
  );
}

/** Cycle counting: a rack being counted bin by bin, one bin under the scanner. */
export function cycleCounting(context: SceneContext): string[] {
  const { width, height, defs, rng } = context;
  const iso = createIso(width * 0.43, height * 0.4, 78);
  const blur = blurFilter(defs, 14);
  const target = { a: 2.38, b: 0.18, c: 2.2, w: 2.02, d: 1.12, h: 0.85 };
  const beamFrom: Point = [width * 0.76, height * 0.56];
  const targetFace = [
    iso.point(target.a + target.w, target.b, target.c + target.h),
    iso.point(target.a + target.w, target.b + target.d, target.c),
  ];
  const [upper, lower] = targetFace;
  return [
    ...nightBackdrop(context, { light: [0.45, 0.5] }),
    platform(iso, { a: -1, b: -1, c: -0.5, w: 9, d: 4.6, h: 0.5 }),
    groundShadow(iso, { a: 0, b: 0, c: 0, w: 6.8, d: 1.4, h: 0 }, blur),
    rack(iso, 0, 0, {
      bays: 3,
      bayLength: 2.2,
      depth: 1.4,
      levels: 4,
      levelHeight: 1.0,
      frameColor: palette.slate,
      stock: (_bay, _level, a, b, c) =>
        [0, 1]
          .map((slot) =>
            parcel(
              iso,
              { a: a + 0.08 + slot * 1.0, b: b + 0.1, c, w: 0.9, d: 1.05, h: rng.range(0.5, 0.75) },
              rng.pick(STOCK_COLORS),
            ),
          )
          .join(''),
    }),
    upper && lower ? polygon([beamFrom, upper, lower], { fill: palette.teal, opacity: 0.22 }) : '',
    box(
      iso,
      target,
      { top: palette.teal, left: palette.teal, right: palette.teal },
      { 'fill-opacity': 0.12, stroke: palette.teal, 'stroke-width': 4 },
    ),
    scanner([beamFrom[0] + 20, beamFrom[1] - 30], 18),
    checkBadge(iso.point(0.9, 0.7, 4.6), 40, palette.tealStrong),
    checkBadge(iso.point(5.3, 0.7, 4.6), 40, palette.tealStrong),
    checkBadge(iso.point(1.1, 0.7, 1.6), 32, palette.tealStrong),
    vignette(context, 0.5),
  ];
}

/** A flat dashboard card: stock level over time kept between a min and a max line. */
function trendCard(
  card: { x: number; y: number; width: number; height: number },
  min: number,
  max: number,
): string {
  const { x, y, width, height } = card;
  const plot = { x: x + 40, y: y + 90, width: width - 80, height: height - 130 };
  const levelY = (level: number): number => plot.y + plot.height * (1 - (level - 0.6) / 3.4);
  const series = [2.6, 1.9, 1.2, 2.8, 2.3, 1.6, 3.1, 2.5, 2.9, 2.2, 3.2];
  const points: Point[] = series.map((level, index) => [
    plot.x + (plot.width / (series.length - 1)) * index,
    levelY(level),
  ]);
  const dashed = (level: number, color: string): string =>
    el('line', {
      x1: plot.x,
      y1: levelY(level),
      x2: plot.x + plot.width,
      y2: levelY(level),
      stroke: color,
      'stroke-width': 4,
      'stroke-dasharray': '14 10',
    });
  return group([
    el('rect', { x, y, width, height, rx: 24, fill: palette.light }),
    el('rect', { x, y, width, height: 60, rx: 24, fill: palette.tealStrong }),
    el('rect', { x, y: y + 36, width, height: 24, fill: palette.tealStrong }),
    el('rect', {
      x: x + 36,
      y: y + 22,
      width: 180,
      height: 16,
      rx: 8,
      fill: palette.white,
      opacity: 0.85,
    }),
    el('rect', {
      x: plot.x,
      y: levelY(max),
      width: plot.width,
      height: levelY(min) - levelY(max),
      fill: palette.teal,
      opacity: 0.14,
    }),
    dashed(max, palette.tealStrong),
    dashed(min, '#c9853a'),
    polyline(points, {
      stroke: palette.navy,
      'stroke-width': 7,
      'stroke-linejoin': 'round',
      'stroke-linecap': 'round',
    }),
    ...points.map(([px, py], index) =>
      el('circle', {
        cx: px,
        cy: py,
        r: 9,
        fill: (series[index] ?? 0) < min ? palette.amber : palette.navy,
      }),
    ),
  ]);
}

/** Replenishment: stock columns refilled back inside the min / max band. */
export function replenishment(context: SceneContext): string[] {
  const { width, height, defs } = context;
  const iso = createIso(width * 0.22, height * 0.42, 88);
  const levels = [1.3, 3.0, 1.0, 3.3, 2.4];
  const min = 1.8;
  const max = 3.6;
  const columns = levels.map((level, index) => {
    const a = index * 1.6;
    const low = level < min;
    const color = low ? palette.amber : palette.teal;
    const parts = [
      box(iso, { a, b: 0.6, c: 0, w: 1.1, d: 1.1, h: level }, shade(darken(color, 0.05))),
    ];
    if (low) {
      parts.push(
        parcel(iso, { a: a + 0.1, b: 0.7, c: level + 0.9, w: 0.9, d: 0.9, h: 0.6 }, palette.amber),
        arcRoute(
          iso.point(a + 0.55, 1.15, level + 0.9),
          iso.point(a + 0.55, 1.15, level + 0.15),
          0,
          { stroke: palette.white, 'stroke-width': 4, 'stroke-dasharray': '2 12', opacity: 0.8 },
        ),
      );
    }
    return parts.join('');
  });
  const band = (c: number, color: string): string =>
    polygon(onGround(iso, c, -0.4, 7.9, 0.2, 2.1), {
      fill: color,
      'fill-opacity': 0.1,
      stroke: color,
      'stroke-width': 3,
      'stroke-dasharray': '14 10',
    });
  const card = { x: width * 0.58, y: height * 0.32, width: 540, height: 400 };
  return [
    ...nightBackdrop(context, { light: [0.45, 0.45] }),
    platform(iso, { a: -1, b: -0.3, c: -0.5, w: 9.5, d: 3, h: 0.5 }),
    band(min, palette.amber),
    ...columns,
    band(max, palette.teal),
    glow(defs, [card.x + card.width / 2, card.y + card.height / 2], 420, palette.teal, 0.22),
    vignette(context, 0.5),
    trendCard(card, min, max),
  ];
}

/** A small tile carrying one station of a product's journey. */
function station(iso: Iso, kind: number, rngStack: (iso: Iso) => string): string {
  const objects = [
    () =>
      warehouse(
        iso,
        { a: 0.1, b: 0.5, c: 0, w: 3, d: 2.2, h: 1.6 },
        lighten(palette.slate, 0.15),
        2,
      ),
    () => rngStack(iso),
    () => van(iso, 0, 0.8, palette.white),
    () =>
      siteBuilding(
        iso,
        { a: 0.6, b: 0.6, c: 0, w: 2.2, d: 2.2, h: 3 },
        lighten(palette.slate, 0.3),
        3,
      ),
    () => kitCase(iso, { a: 0.7, b: 0.9, c: 0, w: 2, d: 1.4, h: 1.2 }, palette.teal),
  ];
  return (
    platform(iso, { a: -0.4, b: -0.4, c: -0.4, w: 4, d: 3.6, h: 0.4 }) + (objects[kind]?.() ?? '')
  );
}

/** Lot and serial traceability: one label, linked to every step of the journey. */
export function traceability(context: SceneContext): string[] {
  const { width, height, defs, rng } = context;
  const xs = [0.13, 0.32, 0.5, 0.68, 0.87];
  const isos = xs.map((x, index) =>
    createIso(width * x, height * (index % 2 === 0 ? 0.6 : 0.68), 38),
  );
  const anchors = isos.map((iso) => iso.point(1.6, 1.6, 1.4));
  const label = { x: width * 0.5 - 330, y: height * 0.1, width: 660, height: 250 };
  const labelPoint: Point = [width * 0.5, label.y + label.height];
  const parts = [...nightBackdrop(context, { light: [0.5, 0.4] })];
  anchors.forEach((anchor, index) => {
    const next = anchors[index + 1];
    if (next)
      parts.push(
        arcRoute(anchor, next, 0.15, {
          stroke: palette.teal,
          'stroke-width': 4,
          'stroke-dasharray': '3 14',
          opacity: 0.8,
        }),
      );
    parts.push(
      arcRoute(labelPoint, anchor, 0.05, {
        stroke: palette.amber,
        'stroke-width': 2.5,
        'stroke-dasharray': '2 12',
        opacity: 0.55,
      }),
    );
  });
  isos.forEach((iso, index) =>
    parts.push(station(iso, index, (tile) => parcelStack(tile, rng, 0.6, 0.6, 2))),
  );
  anchors.forEach((anchor) =>
    parts.push(node(defs, [anchor[0], anchor[1] - 40], 8, palette.amber)),
  );
  parts.push(
    el('rect', { ...label, rx: 24, fill: palette.light }),
    el('rect', {
      x: label.x,
      y: label.y,
      width: label.width,
      height: 56,
      rx: 24,
      fill: palette.tealStrong,
    }),
    el('rect', {
      x: label.x,
      y: label.y + 32,
      width: label.width,
      height: 24,
      fill: palette.tealStrong,
    }),
    barcode(rng, label.x + 40, label.y + 86, 360, 120, palette.navy),
    el('rect', {
      x: label.x + 440,
      y: label.y + 90,
      width: 180,
      height: 18,
      rx: 9,
      fill: palette.slate,
      opacity: 0.7,
    }),
    el('rect', {
      x: label.x + 440,
      y: label.y + 130,
      width: 140,
      height: 18,
      rx: 9,
      fill: palette.slate,
      opacity: 0.5,
    }),
    el('rect', {
      x: label.x + 440,
      y: label.y + 170,
      width: 160,
      height: 18,
      rx: 9,
      fill: palette.amber,
    }),
    vignette(context, 0.45),
  );
  return parts;
}
