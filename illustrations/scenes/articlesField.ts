import { nightBackdrop, vignette } from '../backdrops';
import { createIso } from '../iso';
import {
  groundShadow,
  kitCase,
  parcel,
  parcelStack,
  platform,
  plusSign,
  siteBuilding,
  STOCK_COLORS,
  van,
  warehouse,
} from '../isoObjects';
import { arcRoute, checkBadge, glow, loopArrows, node, pin, pointOnArc } from '../motifs';
import { lighten, palette } from '../palette';
import type { SceneContext } from '../scene';
import { blurFilter, el, group, smoothPath, type Point } from '../svg';

/** Field inventory: a van on its route, every stop a stock location. */
export function fieldInventory(context: SceneContext): string[] {
  const { width, height, defs, rng } = context;
  const slope = Math.tan(Math.PI / 6);
  const vanAt: Point = [width * 0.5, height * 0.58];
  const road: Point[] = [
    [-100, height * 0.3],
    [width * 0.18, height * 0.42],
    [vanAt[0] - 320, vanAt[1] - 320 * slope],
    [vanAt[0] + 320, vanAt[1] + 320 * slope],
    [width * 0.82, height * 0.62],
    [width + 100, height * 0.45],
  ];
  const path = smoothPath(road);
  const iso = createIso(vanAt[0] - 150, vanAt[1] - 110, 62);
  const stops: Point[] = [
    [width * 0.16, height * 0.36],
    [width * 0.84, height * 0.55],
  ];
  const sites = [
    createIso(width * 0.14, height * 0.52, 40),
    createIso(width * 0.8, height * 0.18, 40),
  ];
  return [
    ...nightBackdrop(context, { light: [0.5, 0.55] }),
    el('path', {
      d: path,
      fill: 'none',
      stroke: palette.navyNight,
      'stroke-width': 150,
      'stroke-linecap': 'round',
      opacity: 0.75,
    }),
    el('path', {
      d: path,
      fill: 'none',
      stroke: palette.teal,
      'stroke-width': 3,
      opacity: 0.35,
      transform: 'translate(0 -75)',
    }),
    el('path', {
      d: path,
      fill: 'none',
      stroke: palette.teal,
      'stroke-width': 3,
      opacity: 0.35,
      transform: 'translate(0 75)',
    }),
    el('path', {
      d: path,
      fill: 'none',
      stroke: palette.amber,
      'stroke-width': 6,
      'stroke-dasharray': '30 26',
      opacity: 0.85,
    }),
    platform(sites[0] ?? iso, { a: -0.5, b: -0.5, c: -0.4, w: 4.5, d: 4.5, h: 0.4 }),
    siteBuilding(
      sites[0] ?? iso,
      { a: 0.5, b: 0.5, c: 0, w: 2.6, d: 2.6, h: 3.4 },
      lighten(palette.slate, 0.3),
      3,
    ),
    platform(sites[1] ?? iso, { a: -0.5, b: -0.5, c: -0.4, w: 4.5, d: 4.5, h: 0.4 }),
    parcelStack(sites[1] ?? iso, rng, 0.2, 0.2, 2),
    parcel(sites[1] ?? iso, { a: 2.5, b: 1.2, c: 0, w: 1, d: 1, h: 0.8 }, palette.amber),
    van(iso, 0, 0, palette.white),
    ...stops.map((stop, index) => pin(stop, 64, index === 0 ? palette.amber : palette.teal)),
    node(defs, [width * 0.3, height * 0.88], 9, palette.teal),
    node(defs, [width * 0.66, height * 0.14], 8, palette.amber),
    vignette(context, 0.5),
  ];
}

/** Consignment: stock flows from the distributor to the customer site and usage flows back. */
export function consignment(context: SceneContext): string[] {
  const { width, height, defs, rng } = context;
  const blur = blurFilter(defs, 14);
  const left = createIso(width * 0.24, height * 0.5, 58);
  const right = createIso(width * 0.72, height * 0.46, 58);
  const from = left.point(3, 1.5, 2.4);
  const to = right.point(1, 1.5, 4.5);
  const back: [Point, Point] = [right.point(0, 3.5, 0.5), left.point(4.5, 4, 0.3)];
  const hub = pointOnArc(back[0], back[1], -0.12, 0.5);
  const carried = [0.3, 0.5, 0.7].map((t) => {
    const [x, y] = pointOnArc(from, to, 0.28, t);
    return parcel(
      createIso(x, y + 20, 40),
      { a: -0.5, b: -0.5, c: 0, w: 1, d: 1, h: 0.8 },
      rng.pick(STOCK_COLORS),
    );
  });
  return [
    ...nightBackdrop(context, { light: [0.5, 0.45] }),
    arcRoute(from, to, 0.28, {
      stroke: palette.teal,
      'stroke-width': 4,
      'stroke-dasharray': '3 16',
      opacity: 0.8,
    }),
    arcRoute(back[0], back[1], -0.12, {
      stroke: palette.amber,
      'stroke-width': 4,
      'stroke-dasharray': '3 16',
      opacity: 0.8,
    }),
    platform(left, { a: -0.8, b: -0.8, c: -0.5, w: 6.6, d: 5.6, h: 0.5 }),
    groundShadow(left, { a: 0, b: 0, c: 0, w: 4.4, d: 3, h: 0 }, blur),
    warehouse(left, { a: 0, b: 0, c: 0, w: 4.4, d: 3, h: 2.2 }, lighten(palette.slate, 0.15), 3),
    parcelStack(left, rng, 2.8, 3.2, 2),
    platform(right, { a: -0.8, b: -0.8, c: -0.5, w: 5.6, d: 5.6, h: 0.5 }),
    groundShadow(right, { a: 0.2, b: 0.2, c: 0, w: 3.2, d: 3, h: 0 }, blur),
    siteBuilding(
      right,
      { a: 0.2, b: 0.2, c: 0, w: 3.2, d: 3, h: 4.6 },
      lighten(palette.slate, 0.3),
      4,
    ),
    plusSign(right, 3.2, 1.8, 4.05, 0.55),
    parcel(right, { a: 3.2, b: 3.4, c: 0, w: 0.9, d: 0.9, h: 0.7 }, palette.amber),
    ...carried,
    glow(defs, hub, 150, palette.amber, 0.3),
    el('circle', { cx: hub[0], cy: hub[1], r: 58, fill: palette.navyDeep }),
    loopArrows(hub, 34, palette.amber, 2),
    vignette(context, 0.5),
  ];
}

/** Loaner kits and returns: one kit travelling around the loop of ship, use, return and restock. */
export function loanerKits(context: SceneContext): string[] {
  const { width, height, defs, rng } = context;
  const center: Point = [width * 0.5, height * 0.55];
  const radius = 620;
  const squash = 0.5;
  const at = (angle: number): Point => [
    center[0] + Math.cos(angle) * radius,
    center[1] + Math.sin(angle) * radius * squash,
  ];
  const middle = createIso(center[0], center[1] - 150, 70);
  const stations = [Math.PI, -Math.PI / 2, 0, Math.PI / 2].map(at);
  const [west, north, east, south] = stations;
  const tileAt = (point: Point | undefined): ReturnType<typeof createIso> =>
    createIso(point?.[0] ?? 0, (point?.[1] ?? 0) - 70, 36);
  const northIso = tileAt(north);
  const eastIso = tileAt(east);
  const westIso = tileAt(west);
  return [
    ...nightBackdrop(context, { light: [0.5, 0.5] }),
    glow(defs, center, 520, palette.teal, 0.25),
    group([loopArrows([center[0], center[1] / squash], radius, palette.teal, 4)], {
      transform: `scale(1 ${String(squash)})`,
      opacity: 0.75,
    }),
    platform(northIso, { a: -0.5, b: -0.5, c: -0.4, w: 4.4, d: 3.4, h: 0.4 }),
    van(northIso, 0, 0.6, palette.white),
    platform(westIso, { a: -0.5, b: -0.5, c: -0.4, w: 4, d: 4, h: 0.4 }),
    parcelStack(westIso, rng, 0.5, 0.5, 2),
    platform(middle, { a: -1, b: -1, c: -0.5, w: 5, d: 4.4, h: 0.5 }),
    kitCase(middle, { a: 0, b: 0.3, c: 0, w: 3, d: 2, h: 1.8 }, palette.teal),
    platform(eastIso, { a: -0.5, b: -0.5, c: -0.4, w: 4, d: 4, h: 0.4 }),
    siteBuilding(
      eastIso,
      { a: 0.4, b: 0.4, c: 0, w: 2.6, d: 2.6, h: 3.6 },
      lighten(palette.slate, 0.3),
      3,
    ),
    checkBadge([south?.[0] ?? 0, (south?.[1] ?? 0) - 10], 56, palette.tealStrong),
    vignette(context, 0.5),
  ];
}
