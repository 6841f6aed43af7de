/**
 * Checks a content folder as the server does before it publishes it.
 *
 *   npm run content:check                 checks ./content (or CONTENT_DIR)
 *   npm run content:check -- <folder>     checks another folder
 *
 * Prints one `file:line:column: field: message` line per problem and exits 1, or a one-line
 * summary and exits 0. Warnings (a value the site replaces with a fallback) are printed as
 * `warning: file:line:column: field: message` and never change the exit code.
 */
import { checkContent } from './checkContent';

const dir = process.argv[2] ?? (process.env.CONTENT_DIR || 'content');
const result = await checkContent(dir);
for (const line of result.warnings) console.warn(line);
for (const line of result.lines) (result.ok ? console.log : console.error)(line);
process.exitCode = result.ok ? 0 : 1;
