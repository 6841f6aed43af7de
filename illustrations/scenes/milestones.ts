import { nightBackdrop, vignette } from '../backdrops';
import { createIso } from '../iso';
import {
  groundShadow,
  kitCase,
  parcelStack,
  platform,
  plusSign,
  siteBuilding,
  van,
  warehouse,
} from '../isoObjects';
import { arcRoute, cloud, glow, globe, node } from '../motifs';
import { lighten, palette } from '../palette';
import type { SceneContext } from '../scene';
import { blurFilter, type Point } from '../svg';

const route = (from: Point, to: Point, color: string, lift = 0.2): string =>
  arcRoute(from, to, lift, {
    stroke: color,
    'stroke-width': 4,
    'stroke-dasharray': '3 16',
    opacity: 0.85,
  });

/** 2014 - 2015: one implant kit, one hospital, one app in the cloud. */
export function milestoneOrigins(context: SceneContext): string[] {
  const { width, height, defs } = context;
  const blur = blurFilter(defs, 14);
  const left = createIso(width * 0.33, height * 0.4, 60);
  const right = createIso(width * 0.64, height * 0.58, 60);
  const caseTop = right.point(1.6, 1.4, 2.2);
  const hospitalTop = left.point(2, 2, 5.8);
  const cloudBase: Point = [width * 0.72, height * 0.3];
  return [
    ...nightBackdrop(context, { light: [0.55, 0.45] }),
    glow(defs, cloudBase, 420, palette.teal, 0.3),
    route(hospitalTop, caseTop, palette.amber, 0.25),
    route(caseTop, [cloudBase[0], cloudBase[1] + 10], palette.teal, 0.15),
    platform(left, { a: -1, b: -1, c: -0.5, w: 6, d: 6, h: 0.5 }),
    groundShadow(left, { a: 0.5, b: 0.5, c: 0, w: 3, d: 3, h: 0 }, blur),
    siteBuilding(
      left,
      { a: 0.5, b: 0.5, c: 0, w: 3, d: 3, h: 5.6 },
      lighten(palette.slate, 0.3),
      4,
    ),
    plusSign(left, 3.5, 2, 5.05, 0.6),
    platform(right, { a: -0.5, b: -0.5, c: -0.5, w: 4.5, d: 4.5, h: 0.5 }),
    groundShadow(right, { a: 0.4, b: 0.6, c: 0, w: 2.6, d: 1.8, h: 0 }, blur),
    kitCase(right, { a: 0.4, b: 0.6, c: 0, w: 2.6, d: 1.8, h: 1.6 }, palette.teal),
    cloud(cloudBase, 380, lighten(palette.teal, 0.05), 0.95),
    node(defs, [cloudBase[0], cloudBase[1] - 70], 9, palette.white),
    vignette(context, 0.5),
  ];
}

/** 2016 - 2021: vans, depots and warehouses joined into one network. */
export function milestoneExpansion(context: SceneContext): string[] {
  const { width, height, defs, rng } = context;
  const blur = blurFilter(defs, 12);
  const tiles = [
    { iso: createIso(width * 0.25, height * 0.3, 54), kind: 'warehouse' },
    { iso: createIso(width * 0.5, height * 0.56, 54), kind: 'van' },
    { iso: createIso(width * 0.76, height * 0.26, 54), kind: 'site' },
  ] as const;
  const anchors = tiles.map((tile) => tile.iso.point(2.5, 2.5, 2));
  const [first, second, third] = anchors;
  const parts = [
    ...nightBackdrop(context, {
      light: [0.5, 0.5],
      accent: [0.2, 0.85],
      accentColor: palette.teal,
    }),
  ];
  if (first && second && third) {
    parts.push(
      route(first, second, palette.teal),
      route(second, third, palette.amber),
      route(first, third, palette.teal, 0.12),
    );
  }
  for (const { iso, kind } of tiles) {
    parts.push(platform(iso, { a: -0.5, b: -0.5, c: -0.5, w: 6, d: 6, h: 0.5 }));
    if (kind === 'warehouse') {
      parts.push(
        groundShadow(iso, { a: 0.3, b: 0.6, c: 0, w: 4.6, d: 3, h: 0 }, blur),
        warehouse(
          iso,
          { a: 0.3, b: 0.6, c: 0, w: 4.6, d: 3, h: 2.2 },
          lighten(palette.slate, 0.15),
          3,
        ),
      );
    } else if (kind === 'van') {
      parts.push(parcelStack(iso, rng, 0.3, 0.2, 2), van(iso, 0.6, 3, palette.white));
    } else {
      parts.push(
        groundShadow(iso, { a: 1, b: 1, c: 0, w: 3, d: 3, h: 0 }, blur),
        siteBuilding(iso, { a: 1, b: 1, c: 0, w: 3, d: 3, h: 4.2 }, lighten(palette.slate, 0.3), 4),
      );
    }
  }
  parts.push(vignette(context, 0.5));
  return parts;
}

/** 2022 - Current: a global platform in the cloud. */
export function milestonePlatform(context: SceneContext): string[] {
  const { width, height, defs, rng } = context;
  const center: Point = [width * 0.5, height * 0.56];
  const radius = height * 0.36;
  const onGlobe = (u: number, v: number): Point => [center[0] + u * radius, center[1] + v * radius];
  const stops: Point[] = [
    onGlobe(-0.55, -0.35),
    onGlobe(0.1, -0.6),
    onGlobe(0.6, -0.2),
    onGlobe(0.35, 0.45),
    onGlobe(-0.4, 0.35),
    onGlobe(-0.05, 0.05),
  ];
  const arcs = stops.map((from, index) => {
    const to = stops[(index + 2) % stops.length] ?? from;
    return route(from, to, index % 2 === 0 ? palette.amber : palette.teal, 0.35);
  });
  const side = createIso(width * 0.8, height * 0.58, 50);
  const otherSide = createIso(width * 0.2, height * 0.5, 50);
  return [
    ...nightBackdrop(context, { light: [0.5, 0.5] }),
    glow(defs, center, radius * 1.6, palette.teal, 0.35),
    globe(defs, center, radius),
    ...arcs,
    ...stops.map((stop, index) =>
      node(defs, stop, 10, index % 3 === 0 ? palette.amber : palette.teal),
    ),
    cloud([width * 0.5, height * 0.16], 300, lighten(palette.teal, 0.05), 0.9),
    platform(side, { a: -0.5, b: -0.5, c: -0.5, w: 3, d: 3, h: 0.5 }),
    parcelStack(side, rng, 0, 0, 2),
    platform(otherSide, { a: -0.5, b: -0.5, c: -0.5, w: 3, d: 3, h: 0.5 }),
    parcelStack(otherSide, rng, 0, 0, 1),
    vignette(context, 0.5),
  ];
}
