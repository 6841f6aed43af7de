import { nightBackdrop, vignette } from '../backdrops';
import { box, createIso, onGround, shade } from '../iso';
import { groundShadow, parcel, parcelStack, rack, STOCK_COLORS } from '../isoObjects';
import { arcRoute, checkBadge, cloud, glow, node, pin } from '../motifs';
import { lighten, palette } from '../palette';
import type { SceneContext } from '../scene';
import { blurFilter, polygon, polyline } from '../svg';

/** "Who we are": a warehouse aisle on a floating floor, synchronised with the cloud above. */
export function whoWeAre(context: SceneContext): string[] {
  const { width, height, defs, rng } = context;
  const iso = createIso(width * 0.47, height * 0.42, 112);
  const blur = blurFilter(defs, 18);
  const floor = { a: -1, b: -1, c: -0.35, w: 9.5, d: 8, h: 0.35 };
  const rackOptions = (frameColor: string) => ({
    bays: 3,
    bayLength: 2.2,
    depth: 1.4,
    levels: 4,
    levelHeight: 1.05,
    frameColor,
    stock: (bay: number, level: number, a: number, b: number, c: number): string => {
      if ((bay * 7 + level * 3) % 5 === 1) return '';
      return [0, 1]
        .map((slot) =>
          parcel(
            iso,
            { a: a + 0.1 + slot * 1.0, b: b + 0.15, c, w: 0.85, d: 1.0, h: rng.range(0.55, 0.8) },
            rng.pick(STOCK_COLORS),
          ),
        )
        .join('');
    },
  });
  const cloudBase: [number, number] = [width * 0.5, height * 0.17];
  const dock = iso.point(8.5, 7, 0);
  const drops: [number, number][] = [
    [width * 0.3, height * 0.9],
    [width * 0.72, height * 0.94],
  ];
  const top = iso.point(3, 0.5, 4.6);
  const topFront = iso.point(3, 4.5, 4.6);
  return [
    ...nightBackdrop(context, {
      light: [0.5, 0.45],
      accent: [0.2, 0.9],
      accentColor: palette.teal,
    }),
    glow(defs, cloudBase, width * 0.35, palette.teal, 0.3),
    arcRoute([cloudBase[0] - 120, cloudBase[1]], top, -0.15, {
      stroke: palette.teal,
      'stroke-width': 4,
      'stroke-dasharray': '3 16',
      opacity: 0.8,
    }),
    arcRoute([cloudBase[0] + 160, cloudBase[1]], topFront, -0.1, {
      stroke: palette.amber,
      'stroke-width': 4,
      'stroke-dasharray': '3 16',
      opacity: 0.8,
    }),
    cloud(cloudBase, 520, lighten(palette.navy, 0.12)),
    cloud([cloudBase[0] + 10, cloudBase[1] - 12], 480, lighten(palette.teal, 0.05), 0.9),
    node(defs, [width * 0.2, height * 0.13], 10, palette.teal),
    node(defs, [width * 0.83, height * 0.2], 8, palette.amber),
    ...drops.map((drop) =>
      arcRoute(dock, drop, 0.12, {
        stroke: palette.teal,
        'stroke-width': 4,
        'stroke-dasharray': '3 16',
        opacity: 0.7,
      }),
    ),
    ...drops.map((drop, index) => pin(drop, 70, index === 0 ? palette.amber : palette.teal)),
    groundShadow(iso, floor, blur, 0.6),
    box(iso, floor, shade('#0f4a6d', 0.8)),
    polyline([iso.point(-1, 7, 0), iso.point(8.5, 7, 0), iso.point(8.5, -1, 0)], {
      stroke: palette.teal,
      'stroke-width': 4,
      opacity: 0.8,
    }),
    polygon(onGround(iso, 0, -0.6, 8.1, 2.2, 3.4), { fill: palette.navyDeep, opacity: 0.35 }),
    polyline([iso.point(-0.6, 2.8, 0), iso.point(8.1, 2.8, 0)], {
      stroke: palette.amber,
      'stroke-width': 4,
      'stroke-dasharray': '24 18',
      opacity: 0.7,
    }),
    rack(iso, 0, 0, rackOptions(palette.slate)),
    parcelStack(iso, rng, 6.4, 1.7, 2),
    rack(iso, 0, 4, rackOptions(lighten(palette.slate, 0.1))),
    checkBadge(iso.point(2.2, 0.8, 5.3), 44, palette.tealStrong),
    checkBadge(iso.point(5.3, 4.8, 5.3), 44, palette.tealStrong),
    vignette(context, 0.5),
  ];
}
