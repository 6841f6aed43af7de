/** The brand palette every generated image draws from (matches app/styles/tokens.css). */
export const palette = {
  navy: '#0b3d5c',
  navyDeep: '#072a40',
  navyNight: '#051d2e',
  teal: '#3fc1c9',
  tealStrong: '#1f8a91',
  amber: '#f5a623',
  light: '#f4f7fa',
  slate: '#334e68',
  mist: '#d6dee6',
  white: '#ffffff',
} as const;

type Rgb = readonly [number, number, number];

function toRgb(hex: string): Rgb {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function toHex(rgb: Rgb): string {
  return `#${rgb
    .map((channel) =>
      Math.round(Math.min(255, Math.max(0, channel)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** Mixes `to` into `from`; `amount` 0 keeps `from`, 1 gives `to`. */
export function mix(from: string, to: string, amount: number): string {
  const a = toRgb(from);
  const b = toRgb(to);
  return toHex([
    a[0] + (b[0] - a[0]) * amount,
    a[1] + (b[1] - a[1]) * amount,
    a[2] + (b[2] - a[2]) * amount,
  ]);
}

export const lighten = (color: string, amount: number): string => mix(color, '#ffffff', amount);
export const darken = (color: string, amount: number): string => mix(color, '#000000', amount);
