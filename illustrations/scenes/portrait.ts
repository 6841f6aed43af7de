import { dotGrid, glow } from '../motifs';
import { darken, lighten, palette } from '../palette';
import type { Scene, SceneContext } from '../scene';
import { blurFilter, el, linearGradient, num, polygon, radialGradient, type Point } from '../svg';

/** Who the portrait shows, as an illustrator would brief it. */
interface PortraitStyle {
  skin: string;
  hair: string;
  hairStyle: 'bob' | 'short';
  /** Jacket or sweater colour. */
  outfit: string;
  outfitStyle: 'blazer' | 'sweater';
  /** Background gradient from top left to bottom right. */
  backdrop: readonly [string, string];
  /** Rim light and ring colour. */
  accent: string;
  glasses: boolean;
  beard: boolean;
}

// The figure is drawn for a 1920 x 2400 artboard; `s` scales it to other sizes.
const HEAD =
  'M960,700 C1130,700 1205,845 1205,1000 C1205,1185 1095,1320 960,1320 C825,1320 715,1185 715,1000 C715,845 790,700 960,700 Z';
const RIM = 'M1040,720 C1160,760 1205,870 1205,1000 C1205,1150 1140,1270 1040,1310';
const BOB_BACK =
  'M960,640 C1230,640 1300,860 1290,1070 C1285,1250 1315,1390 1250,1440 L670,1440 C605,1390 635,1250 630,1070 C620,860 690,640 960,640 Z';
const BOB_FRONT =
  'M700,1040 C680,800 800,675 965,675 C1150,675 1240,800 1228,990 C1150,870 1030,815 890,840 C810,855 745,920 715,1020 C712,1150 725,1300 760,1420 L690,1430 C655,1290 650,1150 700,1040 Z';
const BEARD =
  'M722,1040 C728,1235 840,1335 960,1335 C1080,1335 1192,1235 1198,1040 C1172,1170 1085,1230 960,1232 C835,1230 748,1170 722,1040 Z';
const SHEEN = 'M780,860 C830,760 930,715 1040,728';
const SHORT =
  'M722,985 C705,780 815,682 968,682 C1125,682 1222,785 1204,975 C1185,885 1135,825 1055,812 C965,798 862,825 800,868 C760,898 735,940 722,985 Z';

function figure(context: SceneContext, style: PortraitStyle): string[] {
  const { defs } = context;
  const head = radialGradient(defs, [860, 900], 560, [
    { offset: 0, color: lighten(style.skin, 0.14) },
    { offset: 0.6, color: style.skin },
    { offset: 1, color: darken(style.skin, 0.16) },
  ]);
  const outfit = linearGradient(
    defs,
    [280, 1700],
    [1640, 2400],
    [
      { offset: 0, color: lighten(style.outfit, 0.14) },
      { offset: 1, color: darken(style.outfit, 0.25) },
    ],
  );
  const neck = linearGradient(
    defs,
    [0, 1250],
    [0, 1560],
    [
      { offset: 0, color: darken(style.skin, 0.32) },
      { offset: 0.45, color: darken(style.skin, 0.14) },
      { offset: 1, color: darken(style.skin, 0.1) },
    ],
  );
  const parts: string[] = [];
  if (style.hairStyle === 'bob')
    parts.push(el('path', { d: BOB_BACK, fill: darken(style.hair, 0.15) }));
  parts.push(
    el('rect', { x: 858, y: 1180, width: 204, height: 400, rx: 80, fill: neck }),
    el('path', {
      d: 'M200,2400 L200,2010 C200,1720 500,1540 800,1505 L1120,1505 C1420,1540 1720,1720 1720,2010 L1720,2400 Z',
      fill: outfit,
    }),
  );
  if (style.outfitStyle === 'blazer') {
    parts.push(
      polygon(
        [
          [790, 1505],
          [1130, 1505],
          [960, 1800],
        ],
        { fill: palette.light },
      ),
      polygon(
        [
          [790, 1505],
          [960, 1800],
          [860, 1910],
          [640, 1565],
        ],
        { fill: darken(style.outfit, 0.18) },
      ),
      polygon(
        [
          [1130, 1505],
          [960, 1800],
          [1060, 1910],
          [1280, 1565],
        ],
        { fill: darken(style.outfit, 0.3) },
      ),
      el('circle', { cx: 1085, cy: 2080, r: 16, fill: darken(style.outfit, 0.4) }),
    );
  } else {
    parts.push(
      el('path', {
        d: 'M810,1505 C850,1610 1070,1610 1110,1505 L1160,1520 C1120,1670 800,1670 760,1520 Z',
        fill: darken(style.outfit, 0.2),
      }),
      polygon(
        [
          [850, 1540],
          [955, 1590],
          [900, 1640],
        ],
        { fill: palette.light },
      ),
      polygon(
        [
          [1070, 1540],
          [965, 1590],
          [1020, 1640],
        ],
        { fill: palette.light },
      ),
    );
  }
  if (style.hairStyle === 'short') {
    parts.push(
      el('ellipse', { cx: 722, cy: 1040, rx: 40, ry: 72, fill: darken(style.skin, 0.08) }),
      el('ellipse', { cx: 1198, cy: 1040, rx: 40, ry: 72, fill: darken(style.skin, 0.14) }),
      el('path', {
        d: RIM,
        fill: 'none',
        stroke: style.accent,
        'stroke-width': 22,
        opacity: 0.6,
        filter: blurFilter(defs, 8),
      }),
    );
  }
  parts.push(
    el('path', { d: HEAD, fill: head }),
    el('path', { d: style.hairStyle === 'bob' ? BOB_FRONT : SHORT, fill: style.hair }),
    el('path', {
      d: SHEEN,
      fill: 'none',
      stroke: lighten(style.hair, 0.35),
      'stroke-width': 16,
      'stroke-linecap': 'round',
      opacity: 0.45,
    }),
  );
  if (style.beard) parts.push(el('path', { d: BEARD, fill: style.hair, opacity: 0.9 }));
  if (style.glasses) {
    const lens = {
      y: 975,
      width: 150,
      height: 96,
      rx: 34,
      fill: palette.white,
      'fill-opacity': 0.12,
      stroke: palette.navyNight,
      'stroke-width': 13,
    };
    parts.push(
      el('rect', { x: 785, ...lens }),
      el('rect', { x: 985, ...lens }),
      el('path', {
        d: 'M935,1010 Q960,995 985,1010',
        fill: 'none',
        stroke: palette.navyNight,
        'stroke-width': 12,
      }),
    );
  }
  return parts;
}

/** An SVG arc path on a circle, angles in degrees clockwise from 3 o'clock. */
function arc(center: Point, radius: number, fromDeg: number, toDeg: number): string {
  const at = (deg: number): string => {
    const rad = (deg * Math.PI) / 180;
    return `${num(center[0] + Math.cos(rad) * radius)},${num(center[1] + Math.sin(rad) * radius)}`;
  };
  return `M${at(fromDeg)} A${num(radius)},${num(radius)} 0 0 1 ${at(toDeg)}`;
}

/** A stylised, faceless bust portrait with soft studio lighting. */
function portrait(style: PortraitStyle): Scene {
  return (context) => {
    const { width, height, defs } = context;
    const base = linearGradient(
      defs,
      [0, 0],
      [width, height],
      [
        { offset: 0, color: style.backdrop[0] },
        { offset: 1, color: style.backdrop[1] },
      ],
    );
    const center: Point = [width / 2, height * 0.42];
    return [
      el('rect', { width, height, fill: base }),
      dotGrid(defs, width, height, 40, palette.white, 0.12),
      glow(defs, center, width * 0.55, lighten(style.backdrop[0], 0.35), 0.55),
      el('path', {
        d: arc(center, 640, -60, 40),
        fill: 'none',
        stroke: style.accent,
        'stroke-width': 10,
        'stroke-linecap': 'round',
        opacity: 0.6,
      }),
      el('circle', {
        cx: center[0],
        cy: center[1],
        r: 700,
        fill: 'none',
        stroke: palette.white,
        'stroke-width': 3,
        opacity: 0.18,
      }),
      el(
        'g',
        { transform: `scale(${String(width / 1920)} ${String(height / 2400)})` },
        figure(context, style),
      ),
    ];
  };
}

export const cgoPortrait = portrait({
  skin: '#b57a55',
  hair: '#2b1d17',
  hairStyle: 'bob',
  outfit: palette.navy,
  outfitStyle: 'blazer',
  backdrop: [palette.tealStrong, palette.navyDeep],
  accent: palette.amber,
  glasses: false,
  beard: false,
});

export const ctoPortrait = portrait({
  skin: '#e6bd9c',
  hair: '#6b4a32',
  hairStyle: 'short',
  outfit: palette.slate,
  outfitStyle: 'sweater',
  backdrop: [palette.slate, palette.navyNight],
  accent: palette.teal,
  glasses: true,
  beard: true,
});
