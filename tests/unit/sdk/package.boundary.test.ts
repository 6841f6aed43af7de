import { readFileSync, readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../../..');
const SDK_DIR = join(ROOT, 'sdk');
/** The SDK's React binding, `@about-site/sdk-react`: a package of its own, beside the SDK. */
const BINDING_DIR = join(ROOT, 'sdk-react');
const REACT = [/^react(\/|$)/, /^react-dom(\/|$)/, /^@about-site\/sdk-react(\/|$)/];
const REDUX = [/^redux(\/|$)/, /^@reduxjs\//, /^react-redux(\/|$)/];
const IMPORT =
  /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]\s*\)|import\s+['"]([^'"]+)['"]|require\(\s*['"]([^'"]+)['"]\s*\)/g;

/** A package's sources: its build output and installed packages are not. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      return entry.name === 'dist' || entry.name === 'node_modules' ? [] : sourceFiles(path);
    }
    return /\.(ts|tsx|js|mjs|cjs)$/.test(entry.name) ? [path] : [];
  });
}

/** The reasons a specifier of a file in `packageDir` crosses its boundary, or null when allowed. */
function violation(packageDir: string, file: string, specifier: string): string | null {
  const forbidden = packageDir === BINDING_DIR ? REDUX : [...REACT, ...REDUX];
  if (forbidden.some((pattern) => pattern.test(specifier))) return `${specifier} (framework)`;
  if (specifier.startsWith('.')) {
    const target = resolve(file, '..', specifier);
    const fromRoot = relative(ROOT, target);
    if (fromRoot === 'app' || fromRoot.startsWith(`app/`)) return `${specifier} (app/)`;
    if (relative(packageDir, target).startsWith('..')) return `${specifier} (outside the package)`;
  }
  return null;
}

function specifiers(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(IMPORT)].map(
    (match) => match[1] ?? match[2] ?? match[3] ?? match[4] ?? '',
  );
}

/** `zod/mini` → `zod`, `@scope/name/x` → `@scope/name`. */
function packageOf(specifier: string): string {
  const parts = specifier.split('/');
  return (specifier.startsWith('@') ? parts.slice(0, 2) : parts.slice(0, 1)).join('/');
}

function boundaryProblems(packageDir: string): string[] {
  return sourceFiles(packageDir).flatMap((file) =>
    specifiers(file).flatMap((specifier) => {
      const problem = violation(packageDir, file, specifier);
      return problem ? [`${relative(ROOT, file)}: ${problem}`] : [];
    }),
  );
}

/** Imports of packages the package.json does not declare, or of its own files without `.js`. */
function undeclaredImports(packageDir: string): { problems: string[]; declared: string[] } {
  const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
    peerDependencies?: Record<string, string>;
  };
  const declared = [
    ...Object.keys(manifest.dependencies ?? {}),
    ...Object.keys(manifest.peerDependencies ?? {}),
  ];
  const problems: string[] = [];
  for (const file of sourceFiles(packageDir)) {
    for (const specifier of specifiers(file)) {
      const where = `${relative(ROOT, file)}: ${specifier}`;
      if (specifier.startsWith('.')) {
        if (!specifier.endsWith('.js')) problems.push(`${where} (no .js extension)`);
      } else if (!declared.includes(packageOf(specifier))) {
        problems.push(`${where} (not a dependency)`);
      }
    }
  }
  return { problems, declared: declared.sort() };
}

describe('the sdk/ boundary', () => {
  it('no file under sdk/ imports React (nor its binding), Redux or app/', () => {
    expect(sourceFiles(SDK_DIR).length).toBeGreaterThan(20);
    expect(boundaryProblems(SDK_DIR)).toEqual([]);
  });

  it('imports no package but the ones its package.json declares, and itself by relative paths with .js', () => {
    expect(undeclaredImports(SDK_DIR)).toEqual({ problems: [], declared: ['dompurify', 'zod'] });
  });

  it('the React binding, sdk-react/, imports React and the SDK by its name, and no Redux, app/ or sdk/ path', () => {
    expect(sourceFiles(BINDING_DIR).length).toBeGreaterThan(3);
    expect(boundaryProblems(BINDING_DIR)).toEqual([]);
    expect(undeclaredImports(BINDING_DIR)).toEqual({
      problems: [],
      declared: ['@about-site/sdk', 'react'],
    });
  });

  it('the scan catches a forbidden import', () => {
    const file = join(SDK_DIR, 'cache', 'x.ts');
    expect(violation(SDK_DIR, file, 'react')).not.toBeNull();
    expect(violation(SDK_DIR, file, 'react-dom/client')).not.toBeNull();
    expect(violation(SDK_DIR, file, '@about-site/sdk-react')).not.toBeNull();
    expect(violation(SDK_DIR, file, '@reduxjs/toolkit')).not.toBeNull();
    expect(violation(SDK_DIR, file, 'react-redux')).not.toBeNull();
    expect(violation(SDK_DIR, file, '../../app/store')).not.toBeNull();
    expect(violation(SDK_DIR, file, '../fetch/index.js')).toBeNull();
    expect(violation(SDK_DIR, file, 'zod')).toBeNull();
    const binding = join(BINDING_DIR, 'useEntries.ts');
    expect(violation(BINDING_DIR, binding, 'react')).toBeNull();
    expect(violation(BINDING_DIR, binding, '@about-site/sdk')).toBeNull();
    expect(violation(BINDING_DIR, binding, 'react-redux')).not.toBeNull();
    expect(violation(BINDING_DIR, binding, '../app/store')).not.toBeNull();
    expect(violation(BINDING_DIR, binding, '../sdk/index.js')).not.toBeNull();
  });
});
