/**
 * The files generated from the sources, as committed: the JSON Schemas of content/schemas/ (from
 * the zod schemas the server checks content with and the block contracts) and the block table of
 * docs/blocks.md (from the block contracts). `npm run content:schemas` and `npm run dev` write them.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import { BLOCK_CONTRACTS } from '../../shared/blocks/catalog';
import { blockTable, withBlockTable } from './blockTable';
import { contentJsonSchemas, schemaText } from './jsonSchemas';

const SCHEMA_DIR = 'content/schemas';
const BLOCK_DOC = 'docs/blocks.md';

/** A generated file: its path from the project's root, and its text. */
interface GeneratedFile {
  file: string;
  text: string;
}

/** `text` formatted as `npm run format:check` wants the file at `file`. */
async function formatted(file: string, text: string): Promise<string> {
  return format(text, { ...(await resolveConfig(file)), filepath: file });
}

async function schemaFiles(root: string): Promise<GeneratedFile[]> {
  return Promise.all(
    Object.entries(contentJsonSchemas()).map(async ([name, json]) => {
      const file = `${SCHEMA_DIR}/${name}`;
      return { file, text: await formatted(path.join(root, file), schemaText(json)) };
    }),
  );
}

/** docs/blocks.md of the project at `root`, its block table generated from the contracts. */
async function blockDocFile(root: string): Promise<GeneratedFile> {
  const file = path.join(root, BLOCK_DOC);
  const doc = withBlockTable(await readFile(file, 'utf8'), blockTable(BLOCK_CONTRACTS));
  return { file: BLOCK_DOC, text: await formatted(file, doc) };
}

/** Whether `file` holds `text` already. */
async function holds(file: string, text: string): Promise<boolean> {
  const current = await readFile(file, 'utf8').catch(() => undefined);
  return current === text;
}

/**
 * Writes each generated file of the project at `root` whose text changed, and returns their
 * paths from the root (none when all are up to date).
 */
export async function writeGeneratedFiles(root: string): Promise<string[]> {
  await mkdir(path.join(root, SCHEMA_DIR), { recursive: true });
  const files = [...(await schemaFiles(root)), await blockDocFile(root)];
  const written: string[] = [];
  for (const { file, text } of files) {
    const target = path.join(root, file);
    if (await holds(target, text)) continue;
    await writeFile(target, text);
    written.push(file);
  }
  return written;
}
