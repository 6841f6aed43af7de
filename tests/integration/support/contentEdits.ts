import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Reads, changes and rewrites one JSON file of a content copy. */
export async function editJson(
  dir: string,
  file: string,
  edit: (json: Record<string, unknown>) => unknown,
): Promise<void> {
  const full = path.join(dir, file);
  const json = JSON.parse(await readFile(full, 'utf8')) as Record<string, unknown>;
  const result = edit(json);
  await writeFile(full, JSON.stringify(result ?? json, null, 2));
}

/** Walks `json` along `keys` to the object that holds the last one. */
export function at(json: unknown, ...keys: string[]): Record<string, unknown> {
  let node = json;
  for (const key of keys) node = (node as Record<string, unknown>)[key];
  return node as Record<string, unknown>;
}
