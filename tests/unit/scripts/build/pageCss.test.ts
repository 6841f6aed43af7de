import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { shortClassNames } from '../../../../scripts/build/pageCss';

const BANNER = path.resolve('app/blocks/banner/Banner.module.css');
const CSS =
  '/* .commented {} */ .root { margin: 0.5rem } .title:hover {} @keyframes fade {} .root .title {}';

describe('short class names of the built CSS modules', () => {
  it("are the file's place and the name's place, in base 36, the same in every build", () => {
    const name = shortClassNames();
    const [root, title, fade] = ['root', 'title', 'fade'].map((local) => name(local, BANNER, CSS));
    expect(root).toMatch(/^_[0-9a-z]+-0$/);
    expect(title).toBe(root?.replace(/-0$/, '-1'));
    expect(fade).toBe(root?.replace(/-0$/, '-2'));
    expect(shortClassNames()('title', `${BANNER}?used`, CSS)).toBe(title);
  });

  it('refuse a name the file does not hold, or a file outside the app', () => {
    const name = shortClassNames();
    expect(() => name('commented', BANNER, CSS)).toThrow(/commented of blocks\/banner/);
    expect(() => name('root', path.resolve('elsewhere.module.css'), CSS)).toThrow(/not found/);
  });
});
