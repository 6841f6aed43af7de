// The public build (what visitors load, and the server's page renderer) is the same to the byte
// with and without the page editor: the site never imports the editor or its field metadata.
// Both builds run in one scratch copy of the tracked files, the second after the editor's files
// are removed, so no path differs between them. Exits 1 naming every file that differs.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, symlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/** What only the editor uses: removed for the second build. */
const EDITOR_ONLY = [
  'editor',
  'vite.editor.config.ts',
  'app/editorIndex.ts',
  'shared/blocks/fields.ts',
  'shared/blocks/fieldsIndex.ts',
];
const EDITOR_ONLY_PATTERN = /^shared\/blocks\/[^/]+\.fields\.ts$/;

/** The public build's outputs, compared file by file. */
const PUBLIC_OUTPUTS = ['dist/site', 'dist/ssr'];

const root = path.resolve(import.meta.dirname, '..');

function trackedFiles(): string[] {
  const listed = execFileSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    {
      cwd: root,
      encoding: 'utf8',
    },
  );
  return listed.split('\0').filter((file) => file !== '' && existsSync(path.join(root, file)));
}

async function copyTree(files: string[], into: string): Promise<void> {
  for (const file of files) {
    const target = path.join(into, file);
    await mkdir(path.dirname(target), { recursive: true });
    await cp(path.join(root, file), target, { verbatimSymlinks: true });
  }
  await symlink(path.join(root, 'node_modules'), path.join(into, 'node_modules'), 'dir');
}

function buildPublic(cwd: string): void {
  const run = (args: string[]) =>
    execFileSync('npx', args, { cwd, stdio: ['ignore', 'ignore', 'inherit'] });
  run(['vite', 'build']);
  run(['vite', 'build', '--ssr', 'entry-server.tsx', '--outDir', '../dist/ssr']);
}

async function hashes(dir: string): Promise<Map<string, string>> {
  const result = new Map<string, string>();
  for (const output of PUBLIC_OUTPUTS) {
    const entries = await readdir(path.join(dir, output), { recursive: true, withFileTypes: true });
    for (const entry of entries.filter((item) => item.isFile())) {
      const file = path.join(entry.parentPath, entry.name);
      const digest = createHash('sha256')
        .update(await readFile(file))
        .digest('hex');
      result.set(path.relative(dir, file), digest);
    }
  }
  return result;
}

function differences(withEditor: Map<string, string>, without: Map<string, string>): string[] {
  const names = new Set([...withEditor.keys(), ...without.keys()]);
  return [...names]
    .filter((name) => withEditor.get(name) !== without.get(name))
    .map((name) => {
      if (!without.has(name)) return `${name}: only with the editor`;
      if (!withEditor.has(name)) return `${name}: only without the editor`;
      return `${name}: differs`;
    })
    .sort();
}

const scratch = await mkdtemp(path.join(os.tmpdir(), 'public-build-'));
try {
  const files = trackedFiles();
  await copyTree(files, scratch);
  buildPublic(scratch);
  const withEditor = await hashes(scratch);

  const editorOnly = files.filter((file) => EDITOR_ONLY_PATTERN.test(file));
  for (const file of [...EDITOR_ONLY, ...editorOnly]) {
    await rm(path.join(scratch, file), { recursive: true, force: true });
  }
  await rm(path.join(scratch, 'dist'), { recursive: true, force: true });
  try {
    buildPublic(scratch);
  } catch {
    throw new Error(
      `The site does not build without the editor's files (${EDITOR_ONLY.join(', ')}, shared/blocks/*.fields.ts): it imports one of them.`,
    );
  }
  const without = await hashes(scratch);

  const differing = differences(withEditor, without);
  if (differing.length > 0) {
    console.error(`The public build changes with the editor:\n  ${differing.join('\n  ')}`);
    process.exitCode = 1;
  } else {
    console.log(
      `The public build is the same with and without the editor: ${withEditor.size} files in ` +
        `${PUBLIC_OUTPUTS.join(' and ')}, byte for byte.`,
    );
  }
} finally {
  await rm(scratch, { recursive: true, force: true });
}
