/** The platform's ids for a new document: its content key and its managed content id. */
import { randomBytes } from 'node:crypto';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** The platform's alphabet for the 3-character case checksum of an 18-character id. */
const CHECKSUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ012345';

const pick = (alphabet: string, count: number): string =>
  [...randomBytes(count)].map((byte) => alphabet[byte % alphabet.length]).join('');

/** A fresh content key: `MC` plus 26 characters from A-Z and 2-7. */
export function newContentKey(): string {
  return `MC${pick(BASE32, 26)}`;
}

/** The 18-character form of a 15-character record id (each 5 characters give one checksum letter). */
function withChecksum(id15: string): string {
  const letters = [0, 5, 10].map((start) => {
    let bits = 0;
    for (let index = 0; index < 5; index += 1) {
      const char = id15.charAt(start + index);
      if (char >= 'A' && char <= 'Z') bits |= 1 << index;
    }
    return CHECKSUM[bits];
  });
  return id15 + letters.join('');
}

/**
 * A fresh managed content id: `20Y5f00000` plus 5 letters or digits (`suffix`, random by
 * default), plus the checksum.
 */
export function newManagedContentId(suffix = pick(ALPHANUMERIC, 5)): string {
  return withChecksum(`20Y5f00000${suffix}`);
}
