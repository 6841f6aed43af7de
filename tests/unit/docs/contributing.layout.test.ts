import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../..');

/** Test files: Vitest's `*.test.ts(x)` and its type tests, `*.test-d.ts`. */
const TEST_FILE = /\.(test\.tsx?|test-d\.ts)$/;

/** The kinds whose test files are named after a source file of the repository. */
const MIRRORING_KINDS = new Set(['unit', 'component', 'integration']);

/** Every file of the repository (tracked, or new and not ignored) that is still there. */
function repositoryFiles(): string[] {
  const out = execFileSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', '-z'],
    {
      cwd: ROOT,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  return [...new Set(out.split('\0'))].filter(
    (file) => file !== '' && existsSync(path.join(ROOT, file)),
  );
}

/** A file's path without its last extension: `eslint.config.js` is `eslint.config`. */
function withoutExtension(file: string): string {
  const base = path.posix.basename(file);
  const dot = base.lastIndexOf('.');
  return dot <= 0 ? file : file.slice(0, file.length - (base.length - dot));
}

/**
 * What breaks the layout of "The tests" in docs/contributing.md, one line per file: `files` are
 * the repository's paths, `kinds` the kinds the guide lists.
 */
function layoutProblems(files: readonly string[], kinds: readonly string[]): string[] {
  const sources = new Set<string>();
  for (const file of files) {
    if (file.startsWith('tests/')) continue;
    sources.add(file);
    sources.add(withoutExtension(file));
  }
  const problems: string[] = [];
  for (const file of files) {
    if (!file.startsWith('tests/')) continue;
    const [, top = '', ...rest] = file.split('/');
    const inside = rest.join('/');
    const isTest = TEST_FILE.test(file);
    if (top === 'fixtures' || top === 'support') {
      if (isTest) problems.push(`${file}: a test in tests/${top}/, which holds no tests`);
      continue;
    }
    if (!kinds.includes(top)) {
      problems.push(`${file}: outside the kinds (${kinds.join(', ')}), support/ and fixtures/`);
      continue;
    }
    if (inside.startsWith('support/')) {
      if (isTest) problems.push(`${file}: a test in a support folder`);
      continue;
    }
    if (!isTest) {
      problems.push(`${file}: not a test, outside tests/${top}/support/ and tests/support/`);
      continue;
    }
    if (!MIRRORING_KINDS.has(top)) {
      if (rest.length !== 1)
        problems.push(`${file}: a ${top} test below tests/${top}/'s top level`);
      continue;
    }
    const named = inside.replace(TEST_FILE, '');
    const candidates = [named];
    // `<module>.<aspect>`: a second file about one aspect of the module.
    if (path.posix.basename(named).includes('.')) candidates.push(withoutExtension(named));
    if (!candidates.some((candidate) => sources.has(candidate))) {
      problems.push(`${file}: names no source file (looked for ${candidates.join(', ')}.*)`);
    }
  }
  return problems;
}

/** The section "The tests" of docs/contributing.md. */
function testsSection(): string {
  const guide = readFileSync(path.join(ROOT, 'docs/contributing.md'), 'utf8');
  const start = guide.indexOf('\n## The tests\n');
  expect(start, 'docs/contributing.md has a section "The tests"').toBeGreaterThan(-1);
  const end = guide.indexOf('\n## ', start + 1);
  return guide.slice(start, end === -1 ? undefined : end);
}

/** The rows of the kinds table: `| <kind> | \`tests/<kind>/\` | <projects> | ... |`. */
function documentedKinds(): { kind: string; projects: string[] }[] {
  return [
    ...testsSection().matchAll(/^\| `?([a-z0-9-]+)`? +\| `tests\/([a-z0-9-]+)\/` +\|([^|]*)\|/gm),
  ].map((row) => {
    expect(row[1], `the kind's name is its folder's: ${row[0]}`).toBe(row[2]);
    return {
      kind: row[2] ?? '',
      projects: [...(row[3] ?? '').matchAll(/`([a-z0-9-]+)`/g)].map((project) => project[1] ?? ''),
    };
  });
}

/** The Vitest projects of vitest.config.ts, each with the kinds its includes name. */
function vitestProjects(): Map<string, Set<string>> {
  const config = readFileSync(path.join(ROOT, 'vitest.config.ts'), 'utf8');
  const constants = new Map<string, string>();
  for (const [, name = '', body = ''] of config.matchAll(/const ([A-Z_]+) = \[([^\]]*)\]/g)) {
    constants.set(name, body);
  }
  const projects = new Map<string, Set<string>>();
  for (const [, name = '', include = ''] of config.matchAll(
    /name: '([a-z0-9-]+)',[\s\S]*?include: (\[[^\]]*\]|[A-Z_]+)/g,
  )) {
    const paths = include.startsWith('[') ? include : (constants.get(include) ?? '');
    projects.set(
      name,
      new Set([...paths.matchAll(/'tests\/([a-z0-9-]+)\//g)].map((m) => m[1] ?? '')),
    );
  }
  return projects;
}

describe('the layout of tests/', () => {
  it('holds every file where docs/contributing.md says it goes', () => {
    const kinds = documentedKinds().map((row) => row.kind);
    expect(layoutProblems(repositoryFiles(), kinds)).toEqual([]);
  });

  it('has one folder per kind the guide lists, beside support/ and fixtures/', () => {
    const kinds = documentedKinds().map((row) => row.kind);
    expect(kinds.length).toBeGreaterThan(0);
    const folders = new Set(
      repositoryFiles()
        .filter((file) => file.startsWith('tests/'))
        .map((file) => file.split('/')[1] ?? ''),
    );
    expect([...folders].sort()).toEqual([...kinds, 'fixtures', 'support'].sort());
  });

  it("runs each kind in the Vitest projects the guide names, whose includes are the kind's folder", () => {
    const documented = documentedKinds();
    const projects = vitestProjects();
    expect([...projects.keys()].sort()).toEqual(documented.flatMap((row) => row.projects).sort());
    for (const { kind, projects: names } of documented) {
      for (const name of names) expect([...(projects.get(name) ?? [])], name).toEqual([kind]);
    }
  });
});

describe('layoutProblems', () => {
  const kinds = ['unit', 'component', 'integration', 'package', 'e2e'];
  const sources = ['app/blocks/grid/gridSlice.ts', 'eslint.config.js', 'docs/contributing.md'];
  const problemsOf = (file: string): string[] => layoutProblems([...sources, file], kinds);

  it('takes a test named after its source file, with an aspect or without, of any kind that mirrors', () => {
    for (const file of [
      'tests/unit/app/blocks/grid/gridSlice.test.ts',
      'tests/unit/app/blocks/grid/gridSlice.paging.test.ts',
      'tests/component/app/blocks/grid/gridSlice.test.tsx',
      'tests/integration/docs/contributing.addBlock.test.ts',
      'tests/unit/eslint.config.test.ts',
      'tests/unit/app/blocks/grid/gridSlice.test-d.ts',
    ]) {
      expect(problemsOf(file), file).toEqual([]);
    }
  });

  it('names a test whose path names no source file, with the prefix dropped or a name of its own', () => {
    for (const file of [
      'tests/unit/blocks/grid/gridSlice.test.ts',
      'tests/unit/app/blocks/grid/race.test.ts',
      'tests/unit/app/blocks/grid/gridSlice.paging.more.test.ts',
    ]) {
      expect(problemsOf(file), file).toHaveLength(1);
    }
  });

  it('names a module outside the support folders, a test among fixtures or support, a nested e2e test', () => {
    for (const file of [
      'tests/unit/app/blocks/grid/gridFixtures.ts',
      'tests/unit/sdk/support/fixtures.ts',
      'tests/fixtures/content/views/about.test.ts',
      'tests/support/nock.test.ts',
      'tests/unit/support/gridSlice.test.ts',
      'tests/e2e/gallery/grid.test.ts',
      'tests/server/config.test.ts',
      'tests/README.md',
    ]) {
      expect(problemsOf(file), file).toHaveLength(1);
    }
  });

  it('takes support modules of a kind and shared ones, fixtures, and flat e2e and package tests', () => {
    for (const file of [
      'tests/unit/support/gridFixtures.ts',
      'tests/e2e/support/harness.ts',
      'tests/support/nock.ts',
      'tests/fixtures/xss/index.ts',
      'tests/fixtures/content-overlays/e2e/.remove',
      'tests/e2e/galleryGrid.test.ts',
      'tests/package/sdkPackage.test.ts',
    ]) {
      expect(problemsOf(file), file).toEqual([]);
    }
  });
});
