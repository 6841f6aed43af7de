import {
  appendFile,
  cp,
  mkdir,
  mkdtemp,
  readdir,
  readFile,
  rm,
  symlink,
  writeFile,
} from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createElement, type ComponentType, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BlockContract } from '../../../shared/blocks/contract';
import type { ViewNode } from '../../../shared/viewNode';
import { editJson } from '../support/contentEdits';
import { makeContentDir } from '../../support/fixtureContent';

/** The code of docs/contributing.md's walk-through: each fence that starts with its file's path. */
async function walkThroughFiles(): Promise<{ file: string; code: string }[]> {
  const guide = await readFile('docs/contributing.md', 'utf8');
  const fences = guide.matchAll(/```\w+\n(?:\/\/|\/\*) (\S+)(?: \*\/)?\n([\s\S]*?)```/g);
  return [...fences].map(([, file = '', code = '']) => ({ file, code }));
}

/** What the copy holds of the project: its sources, and what is generated from them. */
const COPIED_FOLDERS = [
  'app',
  'shared',
  'server',
  'content-model',
  'scripts',
  'docs',
  'content/schemas',
];
const COPIED_FILES = ['tsconfig.base.json', '.prettierrc.json'];
/** The docs' screenshots (megabytes of images) are left out of the copy. */
const isCopied = (file: string): boolean => !file.startsWith(path.join('docs', 'screenshots'));

/** A copy of the project's sources with the walk-through applied, and its node_modules linked. */
async function projectWithCallout(): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), 'about-add-block-'));
  for (const folder of COPIED_FOLDERS) {
    await cp(folder, path.join(root, folder), { recursive: true, filter: isCopied });
  }
  for (const file of COPIED_FILES) await cp(file, path.join(root, file));
  await symlink(path.resolve('node_modules'), path.join(root, 'node_modules'), 'dir');
  for (const { file, code } of await walkThroughFiles()) {
    const target = path.join(root, file);
    await mkdir(path.dirname(target), { recursive: true });
    if (file === 'shared/blocks/index.ts') await appendFile(target, code);
    else await writeFile(target, code);
  }
  return root;
}

/** The files under `folder` of `base` (paths from `base`), node_modules left out. */
async function filesUnder(base: string, folder: string): Promise<string[]> {
  const entries = await readdir(path.join(base, folder), { withFileTypes: true });
  const nested = entries.map(async (entry): Promise<string[]> => {
    const file = path.join(folder, entry.name);
    if (entry.name === 'node_modules' || !isCopied(file)) return [];
    return entry.isDirectory() ? filesUnder(base, file) : [file];
  });
  return (await Promise.all(nested)).flat();
}

/** The files that differ between the project and its copy at `root`, or that only one holds. */
async function filesChangedIn(root: string): Promise<string[]> {
  const original = (
    await Promise.all(COPIED_FOLDERS.map((folder) => filesUnder('.', folder)))
  ).flat();
  const copied = await filesUnder(root, '.');
  const read = (file: string): Promise<Buffer | undefined> => readFile(file).catch(() => undefined);
  const same = (a: Buffer | undefined, b: Buffer | undefined): boolean =>
    a !== undefined && b !== undefined && a.equals(b);
  const all = [
    ...new Set([...original, ...COPIED_FILES, ...copied].map((file) => path.normalize(file))),
  ];
  const changed = await Promise.all(
    all.map(async (file) =>
      same(await read(file), await read(path.join(root, file))) ? [] : [file],
    ),
  );
  return changed.flat().sort();
}

/** The schema of a placed block of `type` in a view's JSON Schema. */
function nodeSchemaOf(json: unknown, type: string): Record<string, unknown> | undefined {
  if (typeof json !== 'object' || json === null) return undefined;
  const node = json as { properties?: { type?: { const?: unknown } } };
  if (node.properties?.type?.const === type) return json as Record<string, unknown>;
  for (const value of Object.values(json)) {
    const found = nodeSchemaOf(value, type);
    if (found) return found;
  }
  return undefined;
}

type Loaded = Record<string, unknown>;

let root = '';
let content: Awaited<ReturnType<typeof makeContentDir>> | undefined;
const load = (file: string): Promise<Loaded> =>
  import(/* @vite-ignore */ pathToFileURL(path.join(root, file)).href) as Promise<Loaded>;

beforeAll(async () => {
  root = await projectWithCallout();
  content = await makeContentDir();
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
  await content?.cleanup();
});

describe('adding a block as docs/contributing.md says', { timeout: 30_000 }, () => {
  it('takes a contract, a folder (its index, component and CSS) and one line', async () => {
    const files = (await walkThroughFiles()).map(({ file }) => file);
    expect(files).toEqual([
      'shared/blocks/callout.ts',
      'app/blocks/callout/index.ts',
      'app/blocks/callout/Callout.tsx',
      'app/blocks/callout/Callout.module.css',
      'shared/blocks/index.ts',
    ]);
    const line = (await walkThroughFiles()).at(-1)?.code.trim();
    expect(line?.split('\n')).toHaveLength(1);
  });

  it('renders the block through the registry', async () => {
    const { loadBlockRegistry } = (await load('app/blocks/registry.ts')) as {
      loadBlockRegistry: () => Promise<ReadonlyMap<string, unknown>>;
    };
    const { BlockRegistryContext, NodeList } = (await load('app/render/NodeList.tsx')) as {
      BlockRegistryContext: { Provider: ComponentType<{ value: unknown; children?: ReactNode }> };
      NodeList: ComponentType<{ nodes: ViewNode[]; scope: object }>;
    };
    const registry = await loadBlockRegistry();
    expect(registry.has('callout')).toBe(true);
    const nodes = [{ type: 'callout', id: 'c1', props: { text: 'Hello', alignment: ' Center' } }];
    const html = renderToStaticMarkup(
      createElement(
        BlockRegistryContext.Provider,
        { value: registry },
        createElement(NodeList, { nodes, scope: {} }),
      ),
    );
    expect(html).toMatch(/<aside class="[^"]+" data-alignment="center">Hello<\/aside>/);
  });

  it('is checked by the content check: its required prop and its options', async () => {
    const dir = content?.dir ?? '';
    await editJson(dir, 'views/about.json', (view) => {
      (view.nodes as unknown[]).push(
        { type: 'callout', id: 'callout-1', props: { text: 'Hi', alignment: 'middle' } },
        { type: 'callout', id: 'callout-2', props: {} },
      );
    });
    const { checkContent } = (await load('content-model/cli/checkContent.ts')) as {
      checkContent: (dir: string) => Promise<{ ok: boolean; lines: string[] }>;
    };
    const result = await checkContent(dir);
    expect(result.ok).toBe(false);
    expect(result.lines.join('\n')).toContain(
      'a callout block needs text; without it the block renders nothing',
    );
    await editJson(dir, 'views/about.json', (view) => {
      (view.nodes as unknown[]).pop();
    });
    const { warnings } = (await checkContent(dir)) as unknown as { warnings: string[] };
    expect(warnings.join('\n')).toContain(
      'alignment: "middle" is not one of left, center, right; the block uses "left"',
    );
  });

  it("appears in the view schema with its props, and in the server's style map", async () => {
    const { contentJsonSchemas } = (await load('content-model/cli/jsonSchemas.ts')) as {
      contentJsonSchemas: () => Record<string, Record<string, unknown>>;
    };
    const schema = JSON.stringify(contentJsonSchemas()['view.schema.json']);
    expect(schema).toContain('"const":"callout"');
    expect(schema).toContain('"description":"A short highlighted note."');
    const { BLOCK_MODULES, contractOf } = (await load('shared/blocks/catalog.ts')) as {
      BLOCK_MODULES: Record<string, string>;
      contractOf: (type: string) => BlockContract | undefined;
    };
    expect(BLOCK_MODULES.callout).toBe('blocks/callout/index.ts');
    expect(contractOf('callout')?.label).toBe('Callout');
  });

  it('has its view schema and its row of docs/blocks.md generated as npm run dev does', async () => {
    const { writeGeneratedFiles } = (await load('content-model/cli/generatedFiles.ts')) as {
      writeGeneratedFiles: (root: string) => Promise<string[]>;
    };
    expect((await writeGeneratedFiles(root)).sort()).toEqual([
      'content/schemas/view.schema.json',
      'docs/blocks.md',
    ]);

    const viewSchema = JSON.parse(
      await readFile(path.join(root, 'content/schemas/view.schema.json'), 'utf8'),
    ) as unknown;
    expect(nodeSchemaOf(viewSchema, 'callout')).toMatchObject({
      title: 'Callout',
      properties: {
        props: {
          properties: {
            text: { type: 'string' },
            alignment: {
              anyOf: [{ enum: ['left', 'center', 'right'] }, { type: 'string' }],
              default: 'left',
            },
          },
        },
      },
    });

    const doc = await readFile(path.join(root, 'docs/blocks.md'), 'utf8');
    const row = doc.split('\n').find((line) => line.startsWith('| `callout` '));
    expect(row?.replace(/ +\|/g, ' |')).toBe(
      '| `callout` | Callout | A short highlighted note.<br>required: `text` (without it, the block renders nothing) | `text`: text<br>`alignment`: `left`, `center` or `right` (default and fallback `left`) |',
    );

    expect(await filesChangedIn(root)).toEqual(
      [
        'app/blocks/callout/Callout.module.css',
        'app/blocks/callout/Callout.tsx',
        'app/blocks/callout/index.ts',
        'content/schemas/view.schema.json',
        'docs/blocks.md',
        'shared/blocks/callout.ts',
        'shared/blocks/index.ts',
      ].map((file) => path.normalize(file)),
    );
    const index = await readFile('shared/blocks/index.ts', 'utf8');
    const indexInCopy = await readFile(path.join(root, 'shared/blocks/index.ts'), 'utf8');
    expect(indexInCopy.startsWith(index)).toBe(true);
    expect(indexInCopy.slice(index.length).trim().split('\n')).toEqual([
      "export { calloutContract } from './callout';",
    ]);
  });
});
