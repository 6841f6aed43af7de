import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const tokens = readFileSync(path.resolve('app/styles/tokens.css'), 'utf8');
const base = readFileSync(path.resolve('app/styles/base.css'), 'utf8');

function token(name: string): string {
  const value = new RegExp(`--${name}:\\s*(#[0-9a-f]{6})\\s*;`, 'i').exec(tokens)?.[1];
  if (!value) throw new Error(`tokens.css has no hex colour --${name}`);
  return value;
}

/** WCAG 2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const channel = parseInt(hex.slice(i, i + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe('link colour', () => {
  it('is the colour of every plain link', () => {
    expect(base).toMatch(/(^|\n)a\s*\{\s*color:\s*var\(--color-link\);/);
  });

  it.each(['color-surface', 'color-surface-muted'])('reaches 4.5:1 on --%s', (surface) => {
    expect(contrast(token('color-link'), token(surface))).toBeGreaterThanOrEqual(4.5);
  });
});

describe('focus ring colours', () => {
  it.each(['color-surface', 'color-surface-muted'])('reach 3:1 on the light --%s', (surface) => {
    expect(contrast(token('color-focus'), token(surface))).toBeGreaterThanOrEqual(3);
  });

  it.each(['color-surface-brand', 'color-brand-strong'])(
    'reach 3:1 on the dark --%s',
    (surface) => {
      expect(contrast(token('color-focus-on-dark'), token(surface))).toBeGreaterThanOrEqual(3);
    },
  );

  it.each(['app/pages/SiteFooter.module.css', 'app/blocks/banner/Banner.module.css'])(
    'is set on the dark surface of %s',
    (file) => {
      expect(readFileSync(path.resolve(file), 'utf8')).toContain(
        '--color-focus: var(--color-focus-on-dark);',
      );
    },
  );
});
