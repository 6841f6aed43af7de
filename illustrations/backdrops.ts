import { glow, dotGrid } from './motifs';
import { palette } from './palette';
import type { SceneContext } from './scene';
import { el, linearGradient, radialGradient, type Point } from './svg';

export interface NightOptions {
  /** Where the main light sits, as fractions of the artboard. */
  light: Point;
  lightColor?: string;
  /** A second, smaller light. */
  accent?: Point;
  accentColor?: string;
  /** Draw the faint dot grid. Default true. */
  dots?: boolean;
}

/** The brand's dark backdrop: a navy gradient, soft lights and a faint dot grid. */
export function nightBackdrop(context: SceneContext, options: NightOptions): string[] {
  const { width, height, defs } = context;
  const base = linearGradient(
    defs,
    [0, 0],
    [width, height],
    [
      { offset: 0, color: palette.navyNight },
      { offset: 0.55, color: palette.navyDeep },
      { offset: 1, color: palette.navy },
    ],
  );
  const size = Math.max(width, height);
  const parts = [
    el('rect', { width, height, fill: base }),
    glow(
      defs,
      [options.light[0] * width, options.light[1] * height],
      size * 0.55,
      options.lightColor ?? palette.teal,
      0.3,
    ),
  ];
  if (options.accent) {
    parts.push(
      glow(
        defs,
        [options.accent[0] * width, options.accent[1] * height],
        size * 0.3,
        options.accentColor ?? palette.amber,
        0.1,
      ),
    );
  }
  if (options.dots !== false)
    parts.push(dotGrid(defs, width, height, Math.round(size / 60), palette.teal, 0.22));
  return parts;
}

/** Darkens the edges so the eye rests in the middle and overlaid text keeps its contrast. */
export function vignette(context: SceneContext, strength = 0.55): string {
  const { width, height, defs } = context;
  const fill = radialGradient(defs, [width / 2, height / 2], Math.hypot(width, height) / 2, [
    { offset: 0.45, color: palette.navyNight, opacity: 0 },
    { offset: 1, color: palette.navyNight, opacity: strength },
  ]);
  return el('rect', { width, height, fill });
}

/** A left-to-right shade, so text set on the left of a wide banner stays readable. */
export function leftShade(context: SceneContext, strength = 0.6, reach = 0.55): string {
  const { width, height, defs } = context;
  const fill = linearGradient(
    defs,
    [0, 0],
    [width * reach, 0],
    [
      { offset: 0, color: palette.navyNight, opacity: strength },
      { offset: 1, color: palette.navyNight, opacity: 0 },
    ],
  );
  return el('rect', { width, height, fill });
}
