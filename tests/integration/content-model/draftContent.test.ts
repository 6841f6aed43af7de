import * as fs from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadDraft } from '../../../content-model/draftContent';
import { ContentValidationError } from '../../../content-model/problems';
import { makeContentDir } from '../../support/fixtureContent';

/** Runs `beforeRead` once, just before the draft folder's files are listed to be read. */
const draftRead = vi.hoisted(() => ({
  folder: '',
  beforeRead: undefined as (() => Promise<void>) | undefined,
  listings: 0,
}));

vi.mock('node:fs/promises', async (importOriginal) => {
  const original = await importOriginal<typeof import('node:fs/promises')>();
  const readdir = (async (...args: Parameters<typeof original.readdir>) => {
    if (String(args[0]) === draftRead.folder && draftRead.beforeRead) {
      // The first listing asks whether the draft holds files; the second reads them.
      draftRead.listings += 1;
      if (draftRead.listings === 2) await draftRead.beforeRead();
    }
    return original.readdir(...args);
  }) as typeof original.readdir;
  return { ...original, readdir };
});

let contentDir: string;
let draftDir: string;
let cleanup: () => Promise<void>;

beforeEach(async () => {
  ({ dir: contentDir, cleanup } = await makeContentDir());
  draftDir = path.join(contentDir, '.drafts');
  await fs.mkdir(draftDir);
  await fs.writeFile(path.join(draftDir, 'notes.txt'), 'a draft file');
  Object.assign(draftRead, { folder: path.resolve(draftDir), beforeRead: undefined, listings: 0 });
});

afterEach(async () => {
  draftRead.beforeRead = undefined;
  await cleanup();
});

describe('loadDraft', () => {
  it('is no draft when the draft folder is deleted while it is read', async () => {
    draftRead.beforeRead = () => fs.rm(draftDir, { recursive: true, force: true });
    await expect(loadDraft(contentDir, draftDir)).resolves.toBeUndefined();
  });

  it('is no draft when the draft folder does not exist', async () => {
    await fs.rm(draftDir, { recursive: true });
    await expect(loadDraft(contentDir, draftDir)).resolves.toBeUndefined();
  });

  it('still refuses a draft that stays and is invalid, naming its file', async () => {
    await fs.mkdir(path.join(draftDir, 'documents'));
    const file = path.join(draftDir, 'documents', 'broken.json');
    await fs.writeFile(file, '{ not json');
    const refused = await loadDraft(contentDir, draftDir).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ContentValidationError);
    expect((refused as ContentValidationError).message).toContain('broken.json');
  });
});
