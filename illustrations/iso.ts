import { darken, lighten } from './palette';
import { polygon, type Attrs, type Point } from './svg';

/**
 * Isometric projection (2:1 style): `a` runs to the lower right, `b` to the lower left and
 * `c` straight up; one unit is `unit` artboard pixels. Light comes from the upper left.
 */
export interface Iso {
  point: (a: number, b: number, c: number) => Point;
}

const COS30 = Math.cos(Math.PI / 6);

export function createIso(originX: number, originY: number, unit: number): Iso {
  return {
    point: (a, b, c) => [
      originX + (a - b) * COS30 * unit,
      originY + (a + b) * 0.5 * unit - c * unit,
    ],
  };
}

/** Position and size of an axis-aligned block in iso units. */
export interface Block {
  a: number;
  b: number;
  c: number;
  /** Extent along `a`. */
  w: number;
  /** Extent along `b`. */
  d: number;
  /** Height along `c`. */
  h: number;
}

export interface Shading {
  top: string;
  left: string;
  right: string;
}

/** Top face lit, left face in the base colour, right face in shade. */
export const shade = (color: string, contrast = 1): Shading => ({
  top: lighten(color, 0.2 * contrast),
  left: color,
  right: darken(color, 0.22 * contrast),
});

function topFace(iso: Iso, block: Block): Point[] {
  const { a, b, c, w, d, h } = block;
  return [
    iso.point(a, b, c + h),
    iso.point(a + w, b, c + h),
    iso.point(a + w, b + d, c + h),
    iso.point(a, b + d, c + h),
  ];
}

/** The face looking towards +a (lower right on screen). */
function rightFace(iso: Iso, block: Block): Point[] {
  const { a, b, c, w, d, h } = block;
  return [
    iso.point(a + w, b, c),
    iso.point(a + w, b + d, c),
    iso.point(a + w, b + d, c + h),
    iso.point(a + w, b, c + h),
  ];
}

/** The face looking towards +b (lower left on screen). */
function leftFace(iso: Iso, block: Block): Point[] {
  const { a, b, c, w, d, h } = block;
  return [
    iso.point(a, b + d, c),
    iso.point(a + w, b + d, c),
    iso.point(a + w, b + d, c + h),
    iso.point(a, b + d, c + h),
  ];
}

/** A solid block: three visible faces. */
export function box(iso: Iso, block: Block, shading: Shading, attrs: Attrs = {}): string {
  return [
    polygon(leftFace(iso, block), { fill: shading.left, ...attrs }),
    polygon(rightFace(iso, block), { fill: shading.right, ...attrs }),
    polygon(topFace(iso, block), { fill: shading.top, ...attrs }),
  ].join('');
}

/** A rectangle lying on the plane b = `b` (a left face), spanning a and c ranges. */
export function onLeftPlane(
  iso: Iso,
  b: number,
  a0: number,
  a1: number,
  c0: number,
  c1: number,
): Point[] {
  return [iso.point(a0, b, c0), iso.point(a1, b, c0), iso.point(a1, b, c1), iso.point(a0, b, c1)];
}

/** A rectangle lying on the plane a = `a` (a right face), spanning b and c ranges. */
export function onRightPlane(
  iso: Iso,
  a: number,
  b0: number,
  b1: number,
  c0: number,
  c1: number,
): Point[] {
  return [iso.point(a, b0, c0), iso.point(a, b1, c0), iso.point(a, b1, c1), iso.point(a, b0, c1)];
}

/** A rectangle lying on the plane c = `c` (the ground or a top face). */
export function onGround(
  iso: Iso,
  c: number,
  a0: number,
  a1: number,
  b0: number,
  b1: number,
): Point[] {
  return [iso.point(a0, b0, c), iso.point(a1, b0, c), iso.point(a1, b1, c), iso.point(a0, b1, c)];
}

/** A circle of radius `r` on the plane b = `b`, centred at (a, c): a wheel seen from the side. */
export function circleOnLeftPlane(iso: Iso, b: number, a: number, c: number, r: number): Point[] {
  return Array.from({ length: 28 }, (_, index) => {
    const angle = (index / 28) * Math.PI * 2;
    return iso.point(a + Math.cos(angle) * r, b, c + Math.sin(angle) * r);
  });
}
