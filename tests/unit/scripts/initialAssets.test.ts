import { describe, expect, it } from 'vitest';
import { entryKey, initialAssets, type Manifest } from '../../../scripts/build/initialAssets';

// The shape Vite 8 writes: a shared chunk imported by the entry and by a lazy chunk.
const manifest: Manifest = {
  '_runtime.js': { file: 'assets/runtime.js' },
  '_shared.js': { file: 'assets/shared.js', imports: ['_runtime.js'], css: ['assets/shared.css'] },
  'blocks/RichText.tsx': {
    file: 'assets/RichText.js',
    src: 'blocks/RichText.tsx',
    isDynamicEntry: true,
    imports: ['index.html', '_shared.js', '_sanitiser.js'],
    css: ['assets/RichText.css'],
  },
  '_sanitiser.js': { file: 'assets/sanitiser.js' },
  'index.html': {
    file: 'assets/index.js',
    src: 'index.html',
    isEntry: true,
    imports: ['_runtime.js', '_shared.js'],
    dynamicImports: ['blocks/RichText.tsx'],
    css: ['assets/index.css'],
  },
};

describe('initialAssets', () => {
  it('takes the entry and its static imports, transitively, with their CSS', () => {
    expect(initialAssets(manifest, 'index.html')).toEqual({
      js: ['assets/index.js', 'assets/runtime.js', 'assets/shared.js'],
      css: ['assets/index.css', 'assets/shared.css'],
    });
  });

  it('leaves out what is only imported dynamically', () => {
    const { js, css } = initialAssets(manifest, 'index.html');
    expect(js).not.toContain('assets/RichText.js');
    expect(js).not.toContain('assets/sanitiser.js');
    expect(css).not.toContain('assets/RichText.css');
  });

  it('fails on a chunk the manifest does not have', () => {
    expect(() =>
      initialAssets({ 'index.html': { file: 'a.js', imports: ['_gone.js'] } }, 'index.html'),
    ).toThrow('the manifest has no chunk _gone.js');
  });
});

describe('entryKey', () => {
  it('picks index.html, else the only entry, else fails', () => {
    expect(entryKey(manifest)).toBe('index.html');
    expect(entryKey({ 'main.tsx': { file: 'main.js', isEntry: true } })).toBe('main.tsx');
    expect(() =>
      entryKey({
        'a.tsx': { file: 'a.js', isEntry: true },
        'b.tsx': { file: 'b.js', isEntry: true },
      }),
    ).toThrow('expected one entry chunk in the manifest, found 2');
    expect(() => entryKey(manifest, 'other.html')).toThrow('the manifest has no chunk other.html');
  });
});
