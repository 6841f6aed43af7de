import { execFileSync } from 'node:child_process';
import { readdir, readFile, rename, rm, symlink, truncate, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ContentValidationError, loadContent, type ContentProblem } from '../../../content-model';
import { at, editJson } from '../support/contentEdits';
import { KEYS } from '../support/fixtureIds';
import { useContentDir } from '../support/useContentDir';

// A text value is at most 100,000 characters, as docs/limits.md documents.
const MAX_TEXT_LENGTH = 100_000;

// A JSON file is at most 1 MiB (1,048,576 bytes), as docs/content.md documents.
const MAX_CONTENT_FILE_BYTES = 1_048_576;

const content = useContentDir();

/** The problems loading the content copy gives, each with its file relative to the copy. */
async function problems(): Promise<Pick<ContentProblem, 'file' | 'field' | 'message'>[]> {
  const error = await loadContent(content.dir).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ContentValidationError);
  return (error as ContentValidationError).problems.map(({ file, field, message }) => ({
    file: path.relative(content.dir, path.resolve(file)),
    field,
    message,
  }));
}

const NEWS_A = path.join('documents', 'news-a.json');

describe('content size limits', () => {
  it('names a file over the size limit, without reading it', async () => {
    // 150 MiB of nothing: a sparse file, cheap to make, and far too large to read.
    await truncate(path.join(content.dir, NEWS_A), 150 * 1024 * 1024);
    expect(await problems()).toContainEqual({
      file: NEWS_A,
      field: '(file)',
      message: 'the file is 150.0 MiB; a content file may be at most 1.0 MiB (1,048,576 bytes)',
    });
  });

  it('accepts a file of exactly the limit and refuses one byte more', async () => {
    const text = await readFile(path.join(content.dir, 'site.json'), 'utf8');
    const padded = (size: number) =>
      text.trimEnd() + ' '.repeat(size - Buffer.byteLength(text.trimEnd()));
    await writeFile(path.join(content.dir, 'site.json'), padded(MAX_CONTENT_FILE_BYTES));
    await expect(loadContent(content.dir)).resolves.toBeDefined();
    await writeFile(path.join(content.dir, 'site.json'), padded(MAX_CONTENT_FILE_BYTES + 1));
    expect(await problems()).toEqual([
      {
        file: 'site.json',
        field: '(file)',
        message: 'the file is 1.0 MiB; a content file may be at most 1.0 MiB (1,048,576 bytes)',
      },
    ]);
  });

  it('names a text field over the length limit by its path', async () => {
    await editJson(content.dir, NEWS_A, (json) => {
      at(json, 'contentBody').excerpt = 'x'.repeat(MAX_TEXT_LENGTH + 1);
    });
    expect(await problems()).toEqual([
      {
        file: NEWS_A,
        field: 'contentBody.excerpt',
        message: 'is 100,001 characters long; a text field may be at most 100,000',
      },
    ]);
  });

  it('accepts a text field of exactly the limit, and checks text in every file', async () => {
    await editJson(content.dir, NEWS_A, (json) => {
      at(json, 'contentBody').excerpt = 'x'.repeat(MAX_TEXT_LENGTH);
    });
    await expect(loadContent(content.dir)).resolves.toBeDefined();
    await editJson(content.dir, path.join('apex', 'getContentTwo.json'), (json) => ({
      ...json,
      sections: [{ heading: 'é'.repeat(MAX_TEXT_LENGTH + 1), items: [] }],
    }));
    expect(await problems()).toContainEqual({
      file: path.join('apex', 'getContentTwo.json'),
      field: 'sections[0].heading',
      message: 'is 100,001 characters long; a text field may be at most 100,000',
    });
  });
});

describe('content encoding', () => {
  it('names a UTF-8 byte order mark', async () => {
    const file = path.join(content.dir, 'site.json');
    await writeFile(file, Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), await readFile(file)]));
    expect(await problems()).toEqual([
      {
        file: 'site.json',
        field: '(file)',
        message: 'starts with a UTF-8 byte order mark (BOM); save it as UTF-8 without a BOM',
      },
    ]);
  });

  it('names a file saved as UTF-16', async () => {
    const file = path.join(content.dir, 'site.json');
    const text = await readFile(file, 'utf8');
    await writeFile(file, Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]));
    expect(await problems()).toEqual([
      {
        file: 'site.json',
        field: '(file)',
        message:
          'starts with a UTF-16 byte order mark: the file is UTF-16; save it as UTF-8 without a BOM',
      },
    ]);
  });

  it('names invalid UTF-8 with its line, column and byte instead of replacing it', async () => {
    const file = path.join(content.dir, NEWS_A);
    const text = await readFile(file, 'utf8');
    // "Café" saved as Latin-1: é is the single byte E9.
    const [before, after] = text.split('"News A"') as [string, string];
    await writeFile(
      file,
      Buffer.concat([
        Buffer.from(`${before}"Caf`, 'utf8'),
        Buffer.from([0xe9]),
        Buffer.from(`"${after}`, 'utf8'),
      ]),
    );
    const line = before.split('\n').length;
    const column = (before.split('\n').at(-1) ?? '').length + '"Caf'.length + 1;
    const byte = Buffer.byteLength(before) + '"Caf'.length;
    expect(await problems()).toContainEqual({
      file: NEWS_A,
      field: '(file)',
      message:
        `is not valid UTF-8: byte 0xE9 at line ${String(line)}, column ${String(column)} ` +
        `(byte ${String(byte)}) does not belong to a UTF-8 character; save it as UTF-8 (it may ` +
        'have been saved as Latin-1 or Windows-1252)',
    });
  });

  it('finds the invalid byte after other characters of several bytes and a real U+FFFD', async () => {
    await editJson(content.dir, NEWS_A, (json) => {
      json.title = 'Ünïcödé � 日本';
    });
    await expect(loadContent(content.dir)).resolves.toBeDefined();
    const file = path.join(content.dir, NEWS_A);
    const bytes = await readFile(file);
    const end = bytes.indexOf('日本');
    // A lone continuation byte in the middle of the title.
    await writeFile(
      file,
      Buffer.concat([bytes.subarray(0, end), Buffer.from([0x80]), bytes.subarray(end)]),
    );
    const problem = (await problems()).find((item) => item.file === NEWS_A);
    expect(problem?.message).toMatch(
      new RegExp(
        `^is not valid UTF-8: byte 0x80 at line \\d+, column \\d+ \\(byte ${String(end)}\\)`,
      ),
    );
  });
});

describe('content files that are no regular file inside the folder', () => {
  it('names a FIFO, a link to a device and a link out of the folder, reading none of them', async () => {
    const documents = path.join(content.dir, 'documents');
    execFileSync('mkfifo', [path.join(documents, 'pipe.json')]);
    await symlink('/dev/zero', path.join(documents, 'zero.json'));
    const outside = `${content.dir}-outside.json`;
    await writeFile(outside, '{"secret":"NEVER-QUOTED"}');
    try {
      await symlink(outside, path.join(documents, 'elsewhere.json'));
      const found = await problems();
      expect(found).toEqual([
        {
          file: path.join('documents', 'elsewhere.json'),
          field: '(file)',
          message: expect.stringMatching(
            /^is a symbolic link to a file outside the content folder/,
          ) as unknown,
        },
        {
          file: path.join('documents', 'pipe.json'),
          field: '(file)',
          message: expect.stringMatching(
            /^is a FIFO \(named pipe\), not a regular file/,
          ) as unknown,
        },
        {
          file: path.join('documents', 'zero.json'),
          field: '(file)',
          message: expect.stringMatching(/^is a symbolic link to a file outside/) as unknown,
        },
      ]);
      expect(JSON.stringify(found)).not.toContain('NEVER-QUOTED');
    } finally {
      await rm(outside, { force: true });
    }
  });

  it('reads a link that stays inside the folder', async () => {
    const documents = path.join(content.dir, 'documents');
    await rename(path.join(documents, 'news-a.json'), path.join(content.dir, 'news-a.json'));
    await symlink(path.join('..', 'news-a.json'), path.join(documents, 'news-a.json'));
    await expect(loadContent(content.dir)).resolves.toBeDefined();
  });

  it('names a media original that is a FIFO, and a media folder linked from elsewhere', async () => {
    const media = path.join(content.dir, 'media');
    const [original] = (await readdir(media)).filter((name) => name.startsWith(KEYS.thumb));
    await rm(path.join(media, original ?? ''));
    execFileSync('mkfifo', [path.join(media, original ?? '')]);
    expect(await problems()).toContainEqual({
      file: path.join('media', original ?? ''),
      field: '(file)',
      message: expect.stringMatching(/^is a FIFO/) as unknown,
    });

    const elsewhere = `${content.dir}-media`;
    await rename(media, elsewhere);
    try {
      await symlink(elsewhere, media);
      expect(await problems()).toContainEqual({
        file: 'media',
        field: '(folder)',
        message: expect.stringMatching(/^is a symbolic link to a folder outside/) as unknown,
      });
    } finally {
      await rm(elsewhere, { recursive: true, force: true });
    }
  });
});
