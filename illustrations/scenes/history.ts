import { createIso } from '../iso';
import { siteBuilding, warehouse } from '../isoObjects';
import { contours, dotGrid, glow } from '../motifs';
import { mix, palette } from '../palette';
import type { SceneContext } from '../scene';
import { el, linearGradient, smoothPath, type Point } from '../svg';

/** The history section's backdrop: light and quiet, so white cards and dark headings read over it. */
export function historyBackdrop(context: SceneContext): string[] {
  const { width, height, defs, rng } = context;
  const base = linearGradient(
    defs,
    [0, 0],
    [width, height],
    [
      { offset: 0, color: '#eef3f7' },
      { offset: 1, color: '#d5e2eb' },
    ],
  );
  const route: Point[] = Array.from({ length: 7 }, (_, index) => [
    (width / 6) * index,
    height * (0.55 + Math.sin(index * 1.3) * 0.08),
  ]);
  const skyline = createIso(width * 0.5, height * 0.74, 26);
  const ghost = mix('#d5e2eb', palette.slate, 0.12);
  return [
    el('rect', { width, height, fill: base }),
    glow(defs, [width * 0.2, height * 0.2], width * 0.4, palette.white, 0.7),
    glow(defs, [width * 0.85, height * 0.8], width * 0.35, palette.teal, 0.12),
    contours(rng, width, height, 9, palette.white, 0.7),
    dotGrid(defs, width, height, 36, palette.slate, 0.12),
    el('path', {
      d: smoothPath(route),
      fill: 'none',
      stroke: palette.teal,
      'stroke-width': 4,
      'stroke-dasharray': '4 16',
      'stroke-linecap': 'round',
      opacity: 0.45,
    }),
    el('g', { opacity: 0.35 }, [
      warehouse(skyline, { a: -6, b: 8, c: 0, w: 6, d: 3, h: 2 }, ghost, 3),
      siteBuilding(skyline, { a: 10, b: -4, c: 0, w: 3, d: 3, h: 5 }, ghost, 5),
      warehouse(skyline, { a: 16, b: -14, c: 0, w: 7, d: 3.5, h: 2.2 }, ghost, 4),
    ]),
  ];
}
