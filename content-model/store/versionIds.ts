import { randomBytes } from 'node:crypto';

const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';

/**
 * A version's id: its number, then six random characters, so an id handed out once is never
 * handed out again, even by a store restored from a backup taken before it (`42-k3f9x2`).
 */
export function newVersionId(number: number): string {
  const suffix = [...randomBytes(6)].map((byte) => ALPHABET[byte % 32]).join('');
  return `${String(number)}-${suffix}`;
}

/** Whether `id` is written as a version's id. */
export function isVersionId(id: string): boolean {
  return /^[1-9]\d*-[0-9a-z]{6}$/.test(id);
}

/** A random id for a scheduled publish. */
export function newScheduleId(): string {
  return randomBytes(9).toString('base64url');
}

/** Whether `id` is written as a scheduled publish's id. */
export const isScheduleId = (id: string) => /^[\w-]{12}$/.test(id);
