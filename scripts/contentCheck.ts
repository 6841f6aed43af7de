/**
 * Checks a content folder as the server does before it publishes it.
 *
 *   npm run content:check                 checks ./content (or CONTENT_DIR)
 *   npm run content:check -- <folder>     checks another folder
 *
 * Prints one `file:line:column: field: message` line per problem and exits 1, or a one-line
 * summary and exits 0.
 */
import { checkContent } from './content/checkContent';

const dir = process.argv[2] ?? (process.env.CONTENT_DIR || 'content');
const result = await checkContent(dir);
for (const line of result.lines) (result.ok ? console.log : console.error)(line);
process.exitCode = result.ok ? 0 : 1;
