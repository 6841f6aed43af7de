/** One `## ` section of a Markdown doc, rewritten by the script that measures its figures. */
import { execFileSync } from 'node:child_process';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { format, resolveConfig } from 'prettier';

/** `doc` with the section that starts with `section`'s heading replaced (or appended). */
function replaceSection(doc: string, section: string): string {
  const heading = section.split('\n', 1)[0]?.trim();
  const lines = doc.split('\n');
  let inFence = false;
  let start = -1;
  let end = lines.length;
  for (const [index, line] of lines.entries()) {
    if (line.startsWith('```')) inFence = !inFence;
    if (inFence || !line.startsWith('## ')) continue;
    if (start === -1 && line.trim() === heading) start = index;
    else if (start !== -1) {
      end = index;
      break;
    }
  }
  if (start === -1) return `${doc.trimEnd()}\n\n${section}`;
  const before = start > 0 ? `${lines.slice(0, start).join('\n')}\n` : '';
  const after = lines.slice(end).join('\n');
  return `${before}${section}${after ? `\n${after}` : ''}`;
}

/**
 * Rewrites the section of `file` headed like `section` (its first line, `## …`), up to the next
 * `## ` heading, leaving the rest as it is; formatted as `npm run format:check` wants it.
 */
export async function writeDocSection(file: string, section: string): Promise<void> {
  const options = (await resolveConfig(file)) ?? {};
  const formatted = await format(section, { ...options, parser: 'markdown' });
  // Read as late as possible: another script may have rewritten its own section meanwhile.
  const current = await readFile(file, 'utf8').catch(() => '# Performance\n');
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, replaceSection(current, formatted));
  await rename(temporary, file);
}

/** The commit a measurement was taken at, as a section names it (`abc1234 with uncommitted changes`). */
export function gitRevision(): string {
  try {
    const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain'], { encoding: 'utf8' }).trim();
    return dirty ? `${head} with uncommitted changes` : head;
  } catch {
    return 'unknown';
  }
}
