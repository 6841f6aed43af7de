import { leftShade, nightBackdrop, vignette } from '../backdrops';
import { box, createIso, onGround, shade } from '../iso';
import {
  groundShadow,
  parcel,
  parcelStack,
  platform,
  rack,
  STOCK_COLORS,
  van,
  warehouse,
} from '../isoObjects';
import { arcRoute, glow, network, node } from '../motifs';
import { lighten, palette } from '../palette';
import type { Random } from '../random';
import type { SceneContext } from '../scene';
import { blurFilter, el, polygon, polyline, type Point } from '../svg';

/** The "Company Overview" banner: an isometric distribution yard, routes reaching out to a network. */
export function companyOverview(context: SceneContext): string[] {
  const { width, height, defs, rng } = context;
  const iso = createIso(width * 0.7, height * 0.16, 36);
  const blur = blurFilter(defs, 10);
  const reach = network(
    defs,
    rng,
    { x: width * 0.34, y: height * 0.22, width: width * 0.22, height: height * 0.5 },
    7,
    9,
  );
  const anchor = iso.point(1, 1, 2.4);
  return [
    ...nightBackdrop(context, { light: [0.72, 0.45], accent: [0.9, 0.2] }),
    reach.markup,
    ...reach.nodes.slice(0, 3).map((p) =>
      arcRoute(p, anchor, 0.25, {
        stroke: palette.teal,
        'stroke-width': 2.5,
        'stroke-dasharray': '2 12',
        opacity: 0.7,
      }),
    ),
    platform(iso, { a: 0, b: 0, c: -0.5, w: 15, d: 10, h: 0.5 }),
    groundShadow(iso, { a: 1, b: 1, c: 0, w: 6, d: 3.5, h: 0 }, blur),
    warehouse(iso, { a: 1, b: 1, c: 0, w: 6, d: 3.5, h: 2.4 }, lighten(palette.slate, 0.15)),
    rack(iso, 8.5, 0.8, {
      bays: 3,
      bayLength: 1.9,
      depth: 1.3,
      levels: 3,
      levelHeight: 0.95,
      frameColor: palette.slate,
      stock: (bay, level, a, b, c) =>
        (bay + level) % 3 === 2
          ? ''
          : parcel(
              iso,
              { a: a + 0.15, b: b + 0.1, c, w: 1.5, d: 0.9, h: 0.7 },
              rng.pick(STOCK_COLORS),
            ),
    }),
    parcelStack(iso, rng, 9.5, 5.5, 2),
    parcelStack(iso, rng, 12, 6, 1),
    van(iso, 2, 6.2, palette.white),
    node(defs, iso.point(13.5, 8.5, 0), 7, palette.amber),
    leftShade(context, 0.55, 0.5),
    vignette(context, 0.45),
  ];
}

/** Seeded points on an ellipse ring around `center`. */
function ringPoints(rng: Random, center: Point, rx: number, ry: number, count: number): Point[] {
  const offset = rng.range(0, Math.PI * 2);
  return Array.from({ length: count }, (_, index) => {
    const angle = offset + (index / count) * Math.PI * 2 + rng.range(-0.25, 0.25);
    return [center[0] + Math.cos(angle) * rx, center[1] + Math.sin(angle) * ry];
  });
}

/** The site's default user picture: orbits of stock locations around one hub, routes to each. */
export function brandNetwork(context: SceneContext): string[] {
  const { width, height, defs, rng } = context;
  const hub: Point = [width * 0.74, height * 0.52];
  const rings = [260, 470, 700, 960];
  const parts: string[] = [...nightBackdrop(context, { light: [0.74, 0.5], dots: true })];
  rings.forEach((rx, index) => {
    parts.push(
      el('ellipse', {
        cx: hub[0],
        cy: hub[1],
        rx,
        ry: rx * 0.36,
        fill: 'none',
        stroke: palette.teal,
        'stroke-width': 2,
        opacity: 0.28 - index * 0.04,
        'stroke-dasharray': index % 2 === 0 ? undefined : '4 14',
      }),
    );
  });
  rings.forEach((rx, index) => {
    for (const point of ringPoints(rng, hub, rx, rx * 0.36, 3 + index)) {
      if (point[0] < width * 0.3) continue;
      parts.push(
        arcRoute(hub, point, 0.18, {
          stroke: index % 2 === 0 ? palette.teal : palette.amber,
          'stroke-width': 2.5,
          'stroke-dasharray': '2 12',
          opacity: 0.55,
        }),
      );
      parts.push(
        node(defs, point, index === 1 ? 9 : 7, index === 2 ? palette.amber : palette.teal),
      );
    }
  });
  const iso = createIso(hub[0], hub[1] - 80, 36);
  parts.push(
    glow(defs, hub, 260, palette.teal, 0.35),
    box(iso, { a: -2.2, b: -2.2, c: -0.4, w: 4.4, d: 4.4, h: 0.4 }, shade('#0f4a6d', 0.9)),
    polyline([iso.point(-2.2, 2.2, 0), iso.point(2.2, 2.2, 0), iso.point(2.2, -2.2, 0)], {
      stroke: palette.teal,
      'stroke-width': 3,
    }),
    parcelStack(iso, rng, -1, -1, 3),
    leftShade(context, 0.6, 0.5),
    vignette(context, 0.4),
  );
  return parts;
}

/** The preview user's picture: a distribution yard, vans leaving along the road. */
export function distributionYard(context: SceneContext): string[] {
  const { width, height, defs, rng } = context;
  const iso = createIso(width * 0.62, height * 0.16, 30);
  const blur = blurFilter(defs, 10);
  const road = onGround(iso, 0, -3, 19, 5, 7);
  const centerLine = polyline([iso.point(-3, 6, 0), iso.point(19, 6, 0)], {
    stroke: palette.amber,
    'stroke-width': 3,
    'stroke-dasharray': '18 18',
    opacity: 0.8,
  });
  return [
    ...nightBackdrop(context, { light: [0.8, 0.35] }),
    polygon(road, { fill: palette.navyNight, opacity: 0.55 }),
    centerLine,
    groundShadow(iso, { a: 0, b: 0, c: 0, w: 6, d: 3.6, h: 0 }, blur),
    warehouse(iso, { a: 0, b: 0, c: 0, w: 6, d: 3.6, h: 2.6 }, lighten(palette.slate, 0.12), 4),
    groundShadow(iso, { a: 8, b: 0.5, c: 0, w: 5, d: 3, h: 0 }, blur),
    warehouse(iso, { a: 8, b: 0.5, c: 0, w: 5, d: 3, h: 2 }, lighten(palette.slate, 0.2), 3),
    parcelStack(iso, rng, 14.5, 1.5, 2),
    van(iso, 3, 5.3, palette.white),
    van(iso, 11, 5.3, lighten(palette.teal, 0.55)),
    warehouse(iso, { a: 2, b: 8.5, c: 0, w: 7, d: 3.6, h: 2.2 }, lighten(palette.slate, 0.05), 4),
    parcelStack(iso, rng, 11, 8.6, 3),
    leftShade(context, 0.65, 0.5),
    vignette(context, 0.45),
  ];
}
