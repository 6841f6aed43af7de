import { readFileSync, readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const SDK_DIR = resolve(import.meta.dirname, '../../../sdk');
const REACT = [/^react(\/|$)/, /^react-dom(\/|$)/];
const REDUX = [/^redux(\/|$)/, /^@reduxjs\//, /^react-redux(\/|$)/];
/** The React binding, `@about-site/sdk/react`: the one folder that may import React. */
const REACT_BINDING = join(SDK_DIR, 'react');
const IMPORT =
  /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]\s*\)|import\s+['"]([^'"]+)['"]|require\(\s*['"]([^'"]+)['"]\s*\)/g;

/** The SDK's sources: its build output and installed packages are not. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      return entry.name === 'dist' || entry.name === 'node_modules' ? [] : sourceFiles(path);
    }
    return /\.(ts|tsx|js|mjs|cjs)$/.test(entry.name) ? [path] : [];
  });
}

/** The reasons a specifier crosses the boundary, or null when it is allowed. */
function violation(file: string, specifier: string): string | null {
  const inBinding = !relative(REACT_BINDING, file).startsWith('..');
  const forbidden = inBinding ? REDUX : [...REACT, ...REDUX];
  if (forbidden.some((pattern) => pattern.test(specifier))) return `${specifier} (framework)`;
  if (specifier.startsWith('.')) {
    const target = resolve(file, '..', specifier);
    const fromRoot = relative(resolve(SDK_DIR, '..'), target);
    if (fromRoot === 'app' || fromRoot.startsWith(`app/`)) return `${specifier} (app/)`;
    if (relative(SDK_DIR, target).startsWith('..')) return `${specifier} (outside sdk/)`;
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

describe('the sdk/ boundary', () => {
  it('no file under sdk/ imports React (but the React binding, sdk/react/), Redux or app/', () => {
    const files = sourceFiles(SDK_DIR);
    expect(files.length).toBeGreaterThan(20);
    const problems: string[] = [];
    for (const file of files) {
      for (const specifier of specifiers(file)) {
        const problem = violation(file, specifier);
        if (problem) problems.push(`${relative(SDK_DIR, file)}: ${problem}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('imports no package but the ones its package.json declares, and itself by relative paths with .js', () => {
    const manifest = JSON.parse(readFileSync(join(SDK_DIR, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
      peerDependencies: Record<string, string>;
    };
    const declared = new Set(Object.keys(manifest.dependencies));
    const peers = new Set(Object.keys(manifest.peerDependencies));
    const problems: string[] = [];
    for (const file of sourceFiles(SDK_DIR)) {
      for (const specifier of specifiers(file)) {
        const where = `${relative(SDK_DIR, file)}: ${specifier}`;
        if (specifier.startsWith('.')) {
          if (!specifier.endsWith('.js')) problems.push(`${where} (no .js extension)`);
        } else if (!declared.has(packageOf(specifier)) && !peers.has(packageOf(specifier)))
          problems.push(`${where} (not a dependency)`);
      }
    }
    expect(problems).toEqual([]);
    expect([...declared].sort()).toEqual(['dompurify', 'zod']);
    expect([...peers]).toEqual(['react']);
  });

  it('the scan catches a forbidden import', () => {
    const file = join(SDK_DIR, 'cache', 'x.ts');
    expect(violation(file, 'react')).not.toBeNull();
    expect(violation(file, 'react-dom/client')).not.toBeNull();
    const binding = join(REACT_BINDING, 'useEntries.ts');
    expect(violation(binding, 'react')).toBeNull();
    expect(violation(binding, 'react-redux')).not.toBeNull();
    expect(violation(binding, '../../app/store')).not.toBeNull();
    expect(violation(file, '@reduxjs/toolkit')).not.toBeNull();
    expect(violation(file, 'react-redux')).not.toBeNull();
    expect(violation(file, '../../app/store')).not.toBeNull();
    expect(violation(file, '../fetch/index.js')).toBeNull();
    expect(violation(file, 'zod')).toBeNull();
  });
});
