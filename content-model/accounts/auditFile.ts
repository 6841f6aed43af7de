import { open, readFile, type FileHandle } from 'node:fs/promises';
import type { AuditEntry, LoggedAuditEntry } from './accountStore';
import { auditLine } from './accountRecords';

/**
 * The folder store's audit log: `audit.jsonl`, one JSON line per entry with its sequence, only
 * ever appended. A line a crash left half written (no newline after it) is not an entry: readers
 * skip it and the next append cuts it off.
 */

const NEWLINE = 0x0a;

const isMissing = (error: unknown) =>
  error instanceof Error && 'code' in error && error.code === 'ENOENT';

function parseLine(where: string, text: string): LoggedAuditEntry {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new Error(`${where}: not JSON: ${(error as Error).message}`);
  }
  const parsed = auditLine.safeParse(json);
  if (!parsed.success) {
    throw new Error(`${where}: not an audit entry: ${parsed.error.message}`);
  }
  return parsed.data;
}

/** Where the last whole line ends, and that line, reading back from the end as far as needed. */
async function lastWholeLine(
  handle: FileHandle,
  size: number,
): Promise<{ end: number; line: string | undefined }> {
  for (let chunk = 4096; ; chunk *= 2) {
    const start = Math.max(0, size - chunk);
    const buffer = Buffer.alloc(size - start);
    await handle.read(buffer, 0, buffer.length, start);
    const last = buffer.lastIndexOf(NEWLINE);
    if (last === -1) {
      if (start === 0) return { end: 0, line: undefined };
      continue;
    }
    const previous = last === 0 ? -1 : buffer.lastIndexOf(NEWLINE, last - 1);
    if (previous === -1 && start > 0) continue;
    return { end: start + last + 1, line: buffer.subarray(previous + 1, last).toString('utf8') };
  }
}

/** Appends the entry with the next sequence; the caller holds the accounts' lock. */
export async function appendAudit(file: string, entry: AuditEntry): Promise<LoggedAuditEntry> {
  const handle = await open(file, 'a+');
  try {
    const { size } = await handle.stat();
    const { end, line } = await lastWholeLine(handle, size);
    if (end < size) await handle.truncate(end);
    const sequence =
      line === undefined ? 1 : parseLine(`${file}: its last line`, line).sequence + 1;
    // Checked before it is written: an entry the log could not read back is never in it.
    const logged = auditLine.parse({ sequence, ...entry });
    await handle.appendFile(`${JSON.stringify(logged)}\n`);
    return logged;
  } finally {
    await handle.close();
  }
}

/** Every whole entry, oldest first. */
export async function readAudit(file: string): Promise<LoggedAuditEntry[]> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if (isMissing(error)) return [];
    throw error;
  }
  const lines = text.split('\n');
  // The last piece is '' after a whole line, or a line still being written.
  lines.pop();
  return lines.map((line, index) => parseLine(`${file}:${String(index + 1)}`, line));
}
