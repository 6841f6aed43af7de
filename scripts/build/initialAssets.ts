/** One chunk of Vite's build manifest (`build.manifest`), as far as the budget reads it. */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  /** Chunks this one imports statically: the browser loads them before it runs this one. */
  imports?: string[];
  /** Chunks imported with `import()`: loaded later, when the code asks for them. */
  dynamicImports?: string[];
  css?: string[];
}

export type Manifest = Readonly<Record<string, ManifestChunk>>;

/** The files a page loads before its script runs, relative to the build folder. */
export interface InitialAssets {
  /** The entry chunk first, then every chunk it imports statically, transitively. */
  js: string[];
  /** The stylesheets of those chunks. */
  css: string[];
}

/** The key of the page's entry: `entry` if given, else `index.html`, else the only entry. */
export function entryKey(manifest: Manifest, entry?: string): string {
  if (entry !== undefined) {
    if (manifest[entry] === undefined) throw new Error(`the manifest has no chunk ${entry}`);
    return entry;
  }
  if (manifest['index.html']?.isEntry === true) return 'index.html';
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry === true);
  const [only] = entries;
  if (only === undefined || entries.length > 1) {
    throw new Error(`expected one entry chunk in the manifest, found ${entries.length}`);
  }
  return only;
}

/**
 * What the browser loads up front for the entry `key`: its chunk and the chunks it imports
 * statically (Vite lists them as `modulepreload` links), with their CSS. Dynamic imports are
 * left out: they load when the page asks for them, after it has started.
 */
export function initialAssets(manifest: Manifest, key: string): InitialAssets {
  const js: string[] = [];
  const css = new Set<string>();
  const seen = new Set<string>();
  const visit = (name: string): void => {
    if (seen.has(name)) return;
    seen.add(name);
    const chunk = manifest[name];
    if (chunk === undefined) throw new Error(`the manifest has no chunk ${name}`);
    js.push(chunk.file);
    for (const sheet of chunk.css ?? []) css.add(sheet);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(key);
  return { js, css: [...css] };
}
