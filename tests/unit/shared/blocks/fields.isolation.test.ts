import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../../..');

/** The editor's modules of the blocks' fields: what a public page must never load. */
const EDITOR_ONLY = /(\.fields|\/blocks\/fields|\/blocks\/fieldsIndex)\.ts$/;

const SPECIFIER =
  /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|import\.meta\.glob(?:<[^>]*>)?\(\s*)['"]([^'"]+)['"]/g;

function filesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const file = path.join(folder, name);
    if (statSync(file).isDirectory()) return name === 'node_modules' ? [] : filesUnder(file);
    return /\.tsx?$/.test(name) ? [file] : [];
  });
}

/** The file a relative specifier names, as Vite resolves it (`./x` is x.ts, x.tsx or x/index.ts). */
function resolve(from: string, specifier: string): string[] {
  const base = path.resolve(path.dirname(from), specifier);
  if (specifier.includes('*')) {
    // `import.meta.glob('./*/index.ts')`: every file it can match, one folder level.
    const [folder, rest] = [path.dirname(path.dirname(base)), path.basename(base)];
    return readdirSync(folder)
      .map((name) => path.join(folder, name, rest))
      .filter((file) => existsSync(file));
  }
  const candidates = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`];
  const found = candidates.find((file) => existsSync(file) && statSync(file).isFile());
  return found ? [found] : [];
}

/** Every repository file `entries` import, however indirectly (relative imports only). */
function importGraph(entries: readonly string[]): Map<string, string> {
  const importedBy = new Map<string, string>(entries.map((file) => [file, '(entry)']));
  const queue = [...entries];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    for (const match of readFileSync(file, 'utf8').matchAll(SPECIFIER)) {
      const specifier = match[1]!;
      if (!specifier.startsWith('.')) continue;
      for (const target of resolve(file, specifier)) {
        if (importedBy.has(target)) continue;
        importedBy.set(target, file);
        queue.push(target);
      }
    }
  }
  return importedBy;
}

describe("the blocks' field metadata", () => {
  it('is loaded by no module of the site or the server, however indirectly', () => {
    const entries = [
      ...filesUnder(path.join(ROOT, 'app')),
      ...filesUnder(path.join(ROOT, 'server')),
    ];
    const graph = importGraph(entries);
    const loaded = [...graph.entries()]
      .filter(([file]) => EDITOR_ONLY.test(file))
      .map(([file, by]) => `${path.relative(ROOT, file)} (imported by ${path.relative(ROOT, by)})`);
    expect(graph.has(path.join(ROOT, 'shared/blocks/catalog.ts'))).toBe(true);
    expect(loaded).toEqual([]);
  });

  it('is found by the walk when something does import it', () => {
    const graph = importGraph([path.join(ROOT, 'shared/blocks/fieldsIndex.ts')]);
    const found = [...graph.keys()].filter((file) => EDITOR_ONLY.test(file));
    expect(found.map((file) => path.basename(file))).toEqual(
      expect.arrayContaining([
        'fieldsIndex.ts',
        'fields.ts',
        'textBlock.fields.ts',
        'section.fields.ts',
      ]),
    );
  });
});
