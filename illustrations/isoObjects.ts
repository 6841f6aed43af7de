import {
  box,
  circleOnLeftPlane,
  onGround,
  onLeftPlane,
  onRightPlane,
  shade,
  type Block,
  type Iso,
} from './iso';
import { darken, lighten, palette } from './palette';
import type { Random } from './random';
import { polygon, polyline } from './svg';

/** A soft shadow under a footprint; `blur` is a filter url from blurFilter. */
export function groundShadow(iso: Iso, block: Block, blur: string, opacity = 0.35): string {
  const grow = 0.25;
  return polygon(
    onGround(
      iso,
      block.c,
      block.a - grow,
      block.a + block.w + grow * 2,
      block.b - grow,
      block.b + block.d + grow * 2,
    ),
    {
      fill: palette.navyNight,
      opacity,
      filter: blur,
    },
  );
}

/** A taped cardboard-style parcel in the given colour. */
export function parcel(iso: Iso, block: Block, color: string): string {
  const { a, b, c, w, d, h } = block;
  const tape = lighten(color, 0.45);
  return [
    box(iso, block, shade(color)),
    polygon(onGround(iso, c + h, a, a + w, b + d * 0.42, b + d * 0.58), {
      fill: tape,
      opacity: 0.85,
    }),
    polygon(onRightPlane(iso, a + w, b + d * 0.42, b + d * 0.58, c + h * 0.6, c + h), {
      fill: tape,
      opacity: 0.6,
    }),
  ].join('');
}

export interface RackOptions {
  /** Number of bays along `a`. */
  bays: number;
  /** Bay length along `a`, iso units. */
  bayLength: number;
  /** Rack depth along `b`. */
  depth: number;
  levels: number;
  levelHeight: number;
  frameColor: string;
  /** Draws the stock on one level of one bay; (a, b, c) is the bay's inner corner on the shelf. */
  stock: (bay: number, level: number, a: number, b: number, c: number) => string;
}

/** Pallet racking: uprights, beams and shelves, with stock drawn level by level. */
export function rack(iso: Iso, a: number, b: number, options: RackOptions): string {
  const { bays, bayLength, depth, levels, levelHeight, frameColor } = options;
  const post = 0.14;
  const height = levels * levelHeight + 0.2;
  const frame = shade(frameColor);
  const uprights = (row: number): string[] =>
    Array.from({ length: bays + 1 }, (_, bay) =>
      box(iso, { a: a + bay * bayLength, b: row, c: 0, w: post, d: post, h: height }, frame),
    );
  const parts: string[] = [...uprights(b)];
  for (let level = 0; level < levels; level += 1) {
    const c = level * levelHeight + 0.15;
    parts.push(
      box(
        iso,
        { a, b, c, w: bays * bayLength + post, d: depth, h: 0.08 },
        shade(darken(frameColor, 0.1)),
      ),
    );
    for (let bay = 0; bay < bays; bay += 1) {
      parts.push(options.stock(bay, level, a + bay * bayLength + post, b + post, c + 0.08));
    }
    parts.push(
      box(
        iso,
        { a, b: b + depth - 0.06, c: c + 0.02, w: bays * bayLength + post, d: 0.06, h: 0.14 },
        shade(palette.amber, 0.6),
      ),
    );
  }
  parts.push(...uprights(b + depth - post));
  return parts.join('');
}

/** A flat-roofed distribution warehouse with dock doors on its left face. */
export function warehouse(iso: Iso, block: Block, color: string, doors = 3): string {
  const { a, b, c, w, d, h } = block;
  const parts = [box(iso, block, shade(color))];
  const doorWidth = w / (doors * 2 + 1);
  for (let index = 0; index < doors; index += 1) {
    const a0 = a + doorWidth * (index * 2 + 1);
    parts.push(
      polygon(onLeftPlane(iso, b + d, a0, a0 + doorWidth, c, c + h * 0.55), {
        fill: darken(color, 0.35),
      }),
    );
    for (let slat = 1; slat < 4; slat += 1) {
      const cs = c + (h * 0.55 * slat) / 4;
      parts.push(
        polyline([iso.point(a0, b + d, cs), iso.point(a0 + doorWidth, b + d, cs)], {
          stroke: darken(color, 0.15),
          'stroke-width': 1.5,
        }),
      );
    }
  }
  parts.push(
    polygon(onRightPlane(iso, a + w, b + d * 0.15, b + d * 0.85, c + h * 0.68, c + h * 0.82), {
      fill: palette.teal,
      opacity: 0.75,
    }),
  );
  parts.push(
    box(
      iso,
      { a: a + w * 0.2, b: b + d * 0.3, c: c + h, w: w * 0.25, d: d * 0.4, h: h * 0.06 },
      shade(lighten(color, 0.15)),
    ),
  );
  return parts.join('');
}

/** A multi-storey customer site (hospital, plant or office) with a grid of windows. */
export function siteBuilding(iso: Iso, block: Block, color: string, floors = 4): string {
  const { a, b, c, w, d, h } = block;
  const parts = [box(iso, block, shade(color))];
  const floorHeight = h / (floors + 0.6);
  for (let floor = 0; floor < floors; floor += 1) {
    const c0 = c + floorHeight * (floor + 0.5);
    const c1 = c0 + floorHeight * 0.55;
    for (let col = 0; col < 4; col += 1) {
      const a0 = a + (w / 4) * (col + 0.2);
      parts.push(
        polygon(onLeftPlane(iso, b + d, a0, a0 + (w / 4) * 0.6, c0, c1), {
          fill: lighten(palette.teal, 0.35),
          opacity: 0.8,
        }),
      );
    }
    for (let col = 0; col < 3; col += 1) {
      const b0 = b + (d / 3) * (col + 0.2);
      parts.push(
        polygon(onRightPlane(iso, a + w, b0, b0 + (d / 3) * 0.6, c0, c1), {
          fill: palette.teal,
          opacity: 0.45,
        }),
      );
    }
  }
  return parts.join('');
}

/** A plus-shaped sign on a building's left face, centred at (a, c): the generic mark of a care site. */
export function plusSign(iso: Iso, b: number, a: number, c: number, size: number): string {
  const t = size / 3;
  return [
    polygon(
      onLeftPlane(
        iso,
        b,
        a - size / 2 - t * 0.4,
        a + size / 2 + t * 0.4,
        c - size / 2 - t * 0.4,
        c + size / 2 + t * 0.4,
      ),
      { fill: palette.white, opacity: 0.95 },
    ),
    polygon(onLeftPlane(iso, b, a - t / 2, a + t / 2, c - size / 2, c + size / 2), {
      fill: palette.tealStrong,
    }),
    polygon(onLeftPlane(iso, b, a - size / 2, a + size / 2, c - t / 2, c + t / 2), {
      fill: palette.tealStrong,
    }),
  ].join('');
}

/** A service van driving along +a. */
export function van(iso: Iso, a: number, b: number, color: string): string {
  const length = 3.4;
  const width = 1.5;
  const wheel = (wa: number): string =>
    [
      polygon(circleOnLeftPlane(iso, b + width + 0.01, wa, 0.32, 0.32), {
        fill: palette.navyNight,
      }),
      polygon(circleOnLeftPlane(iso, b + width + 0.02, wa, 0.32, 0.14), { fill: palette.mist }),
    ].join('');
  return [
    box(iso, { a, b, c: 0.25, w: length, d: width, h: 1.5 }, shade(color)),
    box(iso, { a: a + length, b, c: 0.25, w: 0.9, d: width, h: 1.0 }, shade(color)),
    polygon(onRightPlane(iso, a + length + 0.9, b + 0.12, b + width - 0.12, 0.8, 1.2), {
      fill: palette.navyDeep,
    }),
    polygon(onLeftPlane(iso, b + width, a + length + 0.1, a + length + 0.75, 0.8, 1.2), {
      fill: palette.navyDeep,
    }),
    polygon(onLeftPlane(iso, b + width, a + 0.2, a + length - 0.2, 0.9, 1.05), {
      fill: palette.teal,
    }),
    polygon(onLeftPlane(iso, b + width, a + 0.2, a + 1.1, 1.1, 1.25), { fill: palette.amber }),
    wheel(a + 0.7),
    wheel(a + length + 0.25),
  ].join('');
}

/** A hard-shell kit case with a handle and a plus mark, as used for loaner and implant kits. */
export function kitCase(iso: Iso, block: Block, color: string): string {
  const { a, b, c, w, d, h } = block;
  const handleA = a + w * 0.35;
  const handleB = b + d * 0.5;
  const top = c + h;
  const mark = Math.min(w, h) * 0.28;
  const markA = a + w * 0.5;
  const markC = c + h * 0.5;
  return [
    box(iso, block, shade(color)),
    polyline(
      [
        iso.point(a, b + d, c + h * 0.72),
        iso.point(a + w, b + d, c + h * 0.72),
        iso.point(a + w, b, c + h * 0.72),
      ],
      {
        stroke: darken(color, 0.35),
        'stroke-width': 3,
      },
    ),
    polyline(
      [
        iso.point(handleA, handleB, top),
        iso.point(handleA, handleB, top + h * 0.28),
        iso.point(handleA + w * 0.3, handleB, top + h * 0.28),
        iso.point(handleA + w * 0.3, handleB, top),
      ],
      {
        stroke: palette.navyNight,
        'stroke-width': 12,
        'stroke-linecap': 'round',
        'stroke-linejoin': 'round',
      },
    ),
    polygon(
      onLeftPlane(
        iso,
        b + d,
        markA - mark * 0.16,
        markA + mark * 0.16,
        markC - mark / 2,
        markC + mark / 2,
      ),
      { fill: palette.white },
    ),
    polygon(
      onLeftPlane(
        iso,
        b + d,
        markA - mark / 2,
        markA + mark / 2,
        markC - mark * 0.16,
        markC + mark * 0.16,
      ),
      { fill: palette.white },
    ),
  ].join('');
}

/** The parcel colours used for stock everywhere. */
export const STOCK_COLORS = [
  palette.amber,
  '#c9853a',
  palette.teal,
  lighten(palette.slate, 0.25),
] as const;

/** A pallet of parcels at (a, b): a full bottom layer, fewer above, none floating. */
export function parcelStack(iso: Iso, rng: Random, a: number, b: number, layers: number): string {
  const parts: string[] = [box(iso, { a, b, c: 0, w: 2, d: 2, h: 0.18 }, shade('#8a6a45'))];
  const slots = [
    [0, 0],
    [1, 0],
    [0, 1],
    [1, 1],
  ] as const;
  const filled = slots.map(() => true);
  for (let layer = 0; layer < layers; layer += 1) {
    slots.forEach(([da, db], slot) => {
      if (layer > 0 && rng.next() < 0.3) filled[slot] = false;
      if (!filled[slot]) return;
      parts.push(
        parcel(
          iso,
          { a: a + da + 0.04, b: b + db + 0.04, c: 0.18 + layer * 0.8, w: 0.92, d: 0.92, h: 0.78 },
          rng.pick(STOCK_COLORS),
        ),
      );
    });
  }
  return parts.join('');
}

/** A floating slab with a lit teal front edge: the platform a scene stands on. */
export function platform(iso: Iso, block: Block, color = '#0f4a6d'): string {
  const { a, b, c, w, d, h } = block;
  const top = c + h;
  return [
    box(iso, block, shade(color, 0.9)),
    polyline([iso.point(a, b + d, top), iso.point(a + w, b + d, top), iso.point(a + w, b, top)], {
      stroke: palette.teal,
      'stroke-width': 3,
      opacity: 0.8,
    }),
    polygon(onGround(iso, top, a + 0.4, a + w - 0.4, b + 0.4, b + d - 0.4), {
      fill: 'none',
      stroke: palette.teal,
      'stroke-width': 1.5,
      'stroke-dasharray': '10 12',
      opacity: 0.35,
    }),
  ].join('');
}
