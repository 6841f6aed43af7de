/**
 * Writes what derives from the content's zod schemas and the block contracts: the JSON Schemas of
 * the content files into content/schemas/ (each content file names its schema in `"$schema"`, so
 * an editor completes and checks fields as the author types) and the block table of
 * docs/blocks.md. A file is written only when its text changes; `npm run dev` does the same at
 * its start.
 *
 *   npm run content:schemas
 */
import { writeGeneratedFiles } from './generatedFiles';

const written = await writeGeneratedFiles(process.cwd());
for (const file of written) console.log(`wrote ${file}`);
if (written.length === 0) console.log('content/schemas/ and docs/blocks.md are up to date');
