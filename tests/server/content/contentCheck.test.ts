import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { at, editJson } from '../helpers/contentEdits';
import { makeContentDir } from '../helpers/fixtureContent';

const run = promisify(execFile);
const TSX = path.resolve('node_modules/.bin/tsx');
const SCRIPT = path.resolve('scripts/contentCheck.ts');

let dir: string;
let cleanup: () => Promise<void>;

beforeEach(async () => {
  ({ dir, cleanup } = await makeContentDir());
});
afterEach(async () => {
  await cleanup();
});

/** Runs `npm run content:check -- dir` as an author would (the script itself, through tsx). */
async function contentCheck(): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(TSX, [SCRIPT, dir]);
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

// Each case starts the command in a process of its own, as an author runs it.
describe('npm run content:check', { timeout: 30_000 }, () => {
  it('exits 0 with a one-line summary on valid content', async () => {
    const result = await contentCheck();
    expect(result.code).toBe(0);
    expect(result.stderr).toBe('');
    expect(result.stdout.trim().split('\n')).toEqual([
      `${dir}: valid (7 documents, 3 views); ready to publish`,
    ]);
  });

  it('exits 1 and prints each problem as file:line:column: field: message', async () => {
    await editJson(dir, 'documents/news-a.json', (json) => {
      json.title = '';
    });
    await editJson(dir, 'views/about.json', (json) => {
      at(json, 'nodes', '2', 'regions', 'col1', '0').type = 'textBlok';
    });
    const result = await contentCheck();
    expect(result.code).toBe(1);
    const lines = result.stderr.trim().split('\n');
    expect(lines).toContainEqual(
      expect.stringMatching(
        /documents\/news-a\.json:\d+:\d+: title: Too small: expected string to have >=1 characters$/,
      ),
    );
    expect(lines).toContainEqual(
      expect.stringMatching(
        /views\/about\.json:\d+:\d+: nodes\[2\]\.regions\.col1\[0\]\.type: unknown block type "textBlok" \(did you mean "textBlock"\?\)$/,
      ),
    );
    expect(lines.at(-1)).toBe(
      `${dir}: 2 problem(s); the server keeps serving the last valid content`,
    );
  });
});
