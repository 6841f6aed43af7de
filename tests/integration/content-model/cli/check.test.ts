import { execFile } from 'node:child_process';
import { truncate, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { at, editJson } from '../../support/contentEdits';
import { KEYS } from '../../support/fixtureIds';
import { useContentDir } from '../../support/useContentDir';

const run = promisify(execFile);
const TSX = path.resolve('node_modules/.bin/tsx');
const SCRIPT = path.resolve('content-model/cli/check.ts');

const content = useContentDir();

/** Runs `npm run content:check -- dir` as an author would (the script itself, through tsx). */
async function contentCheck(): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(TSX, [SCRIPT, content.dir]);
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

// Each case starts the command in a process of its own, as an author runs it.
describe('npm run content:check', { timeout: 30_000 }, () => {
  it('exits 0 with a one-line summary on valid content, and lists its warnings', async () => {
    const result = await contentCheck();
    expect(result.code).toBe(0);
    expect(result.stdout.trim().split('\n')).toEqual([
      `${content.dir}: valid (7 documents, 3 views) with 3 warnings (fallbacks); ready to publish`,
    ]);
    // The gallery's button shows its fallbacks on purpose.
    expect(result.stderr.trim().split('\n')).toEqual([
      expect.stringMatching(/^warning: .*views\/blocks\.json:\d+:\d+: .*props\.variant: "shiny"/),
      expect.stringMatching(/^warning: .*views\/blocks\.json:\d+:\d+: .*props\.size: "huge"/),
      expect.stringMatching(/^warning: .*views\/blocks\.json:\d+:\d+: .*props\.type: "launch"/),
      // News B and the banner picture have French variants; the other five fall back.
      expect.stringMatching(
        /^warning: fr_FR: 5 of 7 documents have no variant and are served in en_US: [\w, -]+$/,
      ),
      // The About view and its SEO record are partly in French; the others not at all.
      expect.stringMatching(/^warning: fr_FR: view about leaves 20 of 23 units in en_US: /),
      'warning: fr_FR: view article has no translation: 2 units served in en_US',
      expect.stringMatching(/^warning: fr_FR: view blocks has no translation: \d+ units served/),
      'warning: fr_FR: SEO record about leaves 1 of 3 units in en_US: Name',
      'warning: fr_FR: carousel styles has no translation: 1 unit served in en_US',
    ]);
  });

  it('names each variant whose source was published again after it', async () => {
    await editJson(content.dir, 'documents/news-b.json', (json) => {
      json.publishedDate = '2030-01-01T00:00:00.000Z';
    });
    const result = await contentCheck();
    expect(result.code).toBe(0);
    expect(result.stderr).toMatch(
      /^warning: fr_FR: news-b was translated from the en_US published [\d:.TZ-]+; its source was published again 2030-01-01T00:00:00\.000Z$/m,
    );
  });

  it("prints a value outside its block's options as a warning and still exits 0", async () => {
    await editJson(content.dir, 'views/about.json', (json) => {
      at(json, 'nodes', '2', 'props').layoutDirectionTablet = 'colunm';
    });
    const result = await contentCheck();
    expect(result.code).toBe(0);
    expect(result.stderr).toMatch(
      /^warning: .*views\/about\.json:\d+:\d+: nodes\[2\]\.props\.layoutDirectionTablet: "colunm" is not one of row, column, wrap \(did you mean "column"\?\); the block uses "column"$/m,
    );
    expect(result.stdout).toContain('with 4 warnings (fallbacks); ready to publish');
  });

  it('exits 1 for a block without a prop it needs', async () => {
    await editJson(content.dir, 'views/about.json', (json) => {
      at(json, 'nodes', '2', 'regions', 'col2', '0', 'props').text = '';
    });
    const result = await contentCheck();
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(
      /views\/about\.json:\d+:\d+: nodes\[2\]\.regions\.col2\[0\]\.props: a textBlock block needs text; without it the block renders nothing$/m,
    );
  });

  it('exits 1 and prints each problem as file:line:column: field: message', async () => {
    await editJson(content.dir, 'documents/news-a.json', (json) => {
      json.title = '';
    });
    await editJson(content.dir, 'views/about.json', (json) => {
      at(json, 'nodes', '2', 'regions', 'col1', '0').type = 'textBlok';
    });
    const result = await contentCheck();
    expect(result.code).toBe(1);
    const lines = result.stderr
      .trim()
      .split('\n')
      .filter((line) => !line.startsWith('warning: '));
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
      `${content.dir}: 2 problem(s); the server keeps serving the last valid content`,
    );
  });

  it('exits 1 for a media original over 20 MiB or over 40 megapixels, naming its file', async () => {
    // The banner grown to 21 MiB (a sparse file: its size is all the check reads).
    const banner = path.join(content.dir, 'media', `${KEYS.banner}.jpg`);
    await truncate(banner, 21 * 1024 * 1024);
    const poster = await sharp({
      create: { width: 9000, height: 5000, channels: 3, background: '#0b5cab' },
    })
      .png()
      .toBuffer();
    const portrait = path.join(content.dir, 'media', `${KEYS.portrait}.png`);
    await writeFile(portrait, poster);
    const result = await contentCheck();
    expect(result.code).toBe(1);
    const lines = result.stderr
      .trim()
      .split('\n')
      .filter((line) => !line.startsWith('warning: '));
    expect(lines.at(-1)).toBe(
      `${content.dir}: 2 problem(s); the server keeps serving the last valid content`,
    );
    expect(lines.slice(0, -1).sort()).toEqual(
      [
        `${banner}: (file): the file is 21 MiB; at most 20 MiB`,
        `${portrait}: (file): the file is 9000 × 5000 px, 45 megapixels; at most 40`,
      ].sort(),
    );
  });
});
