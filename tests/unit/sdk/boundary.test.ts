import { readFileSync, readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const SDK_DIR = resolve(import.meta.dirname, '../../../sdk');
const FORBIDDEN = [
  /^react(\/|$)/,
  /^react-dom(\/|$)/,
  /^redux(\/|$)/,
  /^@reduxjs\//,
  /^react-redux(\/|$)/,
];
const IMPORT =
  /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]\s*\)|import\s+['"]([^'"]+)['"]|require\(\s*['"]([^'"]+)['"]\s*\)/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|js|mjs|cjs)$/.test(entry.name) ? [path] : [];
  });
}

/** The reasons a specifier crosses the boundary, or null when it is allowed. */
function violation(file: string, specifier: string): string | null {
  if (FORBIDDEN.some((pattern) => pattern.test(specifier))) return `${specifier} (framework)`;
  if (specifier.startsWith('.')) {
    const target = resolve(file, '..', specifier);
    const fromRoot = relative(resolve(SDK_DIR, '..'), target);
    if (fromRoot === 'app' || fromRoot.startsWith(`app/`)) return `${specifier} (app/)`;
    if (relative(SDK_DIR, target).startsWith('..')) return `${specifier} (outside sdk/)`;
  }
  return null;
}

describe('the sdk/ boundary', () => {
  it('no file under sdk/ imports React, Redux or app/', () => {
    const files = sourceFiles(SDK_DIR);
    expect(files.length).toBeGreaterThan(20);
    const problems: string[] = [];
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(IMPORT)) {
        const specifier = match[1] ?? match[2] ?? match[3] ?? match[4] ?? '';
        const problem = violation(file, specifier);
        if (problem) problems.push(`${relative(SDK_DIR, file)}: ${problem}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('the scan catches a forbidden import', () => {
    const file = join(SDK_DIR, 'cache', 'x.ts');
    expect(violation(file, 'react')).not.toBeNull();
    expect(violation(file, '@reduxjs/toolkit')).not.toBeNull();
    expect(violation(file, 'react-redux')).not.toBeNull();
    expect(violation(file, '../../app/store')).not.toBeNull();
    expect(violation(file, '../fetch')).toBeNull();
    expect(violation(file, 'zod')).toBeNull();
  });
});
