/**
 * Writes the JSON Schemas of the content files into content/schemas/, generated from the zod
 * schemas the server checks content with. Each content file names its schema in `"$schema"`,
 * so an editor completes and checks fields as the author types.
 *
 *   npm run content:schemas
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import { contentJsonSchemas, schemaText } from './content/jsonSchemas';

const dir = path.resolve('content', 'schemas');
await mkdir(dir, { recursive: true });
for (const [name, json] of Object.entries(contentJsonSchemas())) {
  const file = path.join(dir, name);
  const options = { ...(await resolveConfig(file)), filepath: file };
  await writeFile(file, await format(schemaText(json), options));
  console.log(`content/schemas/${name}`);
}
