/**
 * What an editor's user signs in with: the name's rules, the password's policy, and the
 * password's hash (scrypt, on the thread pool, in a string that names its own parameters).
 */
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { createRequire } from 'node:module';
import { z } from 'zod';

/** A user's name: what they sign in with, and what the audit log names them by. */
export const userNameSchema = z
  .string()
  .trim()
  .min(1, 'a user name needs at least 1 character')
  .max(64, 'a user name has at most 64 characters')
  .regex(
    /^[A-Za-z0-9._@-]+$/,
    'a user name is letters (a-z, A-Z), digits, ".", "_", "-" and "@" only',
  );

export const MIN_PASSWORD_LENGTH = 12;

type CommonLanguage = typeof import('@zxcvbn-ts/language-common');

let commonPasswords: ReadonlySet<string> | undefined;

/**
 * zxcvbn-ts's list of leaked passwords (about 50 000, lower case), read on first use: most
 * processes never check a password, and the package is a megabyte of JSON.
 */
function leakedPasswords(): ReadonlySet<string> {
  if (!commonPasswords) {
    const require = createRequire(import.meta.url);
    const { dictionary } = require('@zxcvbn-ts/language-common') as CommonLanguage;
    commonPasswords = new Set(dictionary['passwords-common'].map((word) => word.toLowerCase()));
  }
  return commonPasswords;
}

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** Characters as a person counts them: `é` is one, whether one code point or two. */
const characterCount = (text: string) => Array.from(graphemes.segment(text)).length;

/** Why `password` may not be `name`'s password, one plain sentence each; none when it may. */
export function passwordProblems(password: string, name: string): string[] {
  const problems: string[] = [];
  const length = characterCount(password);
  if (length < MIN_PASSWORD_LENGTH) {
    problems.push(
      `too short: at least ${String(MIN_PASSWORD_LENGTH)} characters (this one has ${String(length)})`,
    );
  }
  const lowered = password.trim().toLowerCase();
  if (leakedPasswords().has(lowered)) {
    problems.push('too common: it is in a list of leaked passwords');
  }
  if (lowered === name.trim().toLowerCase()) {
    problems.push("the same as the user's name");
  }
  return problems;
}

/** The parameters new hashes are made with: 32 MiB and about 50-100 ms a hash. */
const PARAMETERS = { N: 2 ** 15, r: 8, p: 1 } as const;
const SALT_BYTES = 16;
const KEY_BYTES = 32;

interface ScryptParameters {
  N: number;
  r: number;
  p: number;
}

/** scrypt needs 128 · N · r bytes; Node refuses at its default limit of 32 MiB, so room is made. */
const maxmemFor = ({ N, r }: ScryptParameters) => 2 * 128 * N * r;

function deriveKey(
  password: string,
  salt: Buffer,
  keyBytes: number,
  parameters: ScryptParameters,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize('NFC'),
      salt,
      keyBytes,
      { ...parameters, maxmem: maxmemFor(parameters) },
      (error, key) => {
        if (error) reject(error);
        else resolve(key);
      },
    );
  });
}

const base64url = z
  .string()
  .regex(/^[A-Za-z0-9_-]+$/)
  .transform((text) => Buffer.from(text, 'base64url'));
const whole = (min: number, max: number) =>
  z.string().regex(/^\d+$/).transform(Number).pipe(z.number().int().min(min).max(max));

/**
 * `scrypt$N$r$p$salt$hash`, bounded so that a hash from elsewhere cannot ask for gigabytes. The
 * parameters are in the string so new hashes can be made stronger while old ones still verify.
 */
const storedHash = z
  .string()
  .transform((text) => text.split('$'))
  .pipe(
    z.tuple([
      z.literal('scrypt'),
      whole(2 ** 10, 2 ** 20).refine((n) => Number.isInteger(Math.log2(n)), 'N: a power of 2'),
      whole(1, 32),
      whole(1, 16),
      base64url.refine((salt) => salt.length >= 8, 'salt: at least 8 bytes'),
      base64url.refine((hash) => hash.length >= 16 && hash.length <= 64, 'hash: 16 to 64 bytes'),
    ]),
  );

/** The string a user's password is kept as; a random salt each time. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await deriveKey(password, salt, KEY_BYTES, PARAMETERS);
  const { N, r, p } = PARAMETERS;
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Whether `password` is the one `hash` was made from; false, never a throw, for a malformed hash. */
export async function verifyPassword(password: string, hash: string): Promise<boolean> {
  const parsed = storedHash.safeParse(hash);
  if (!parsed.success) return false;
  const [, N, r, p, salt, expected] = parsed.data;
  const key = await deriveKey(password, salt, expected.length, { N, r, p });
  return timingSafeEqual(key, expected);
}

let nobodysHash: Promise<string> | undefined;

/**
 * False, after the same work as checking a real user's password: a sign-in with an unknown name
 * takes as long as one with a wrong password, so the time does not tell which names exist.
 */
export async function verifyAgainstNobody(password: string): Promise<false> {
  nobodysHash ??= hashPassword(randomBytes(SALT_BYTES).toString('base64url'));
  await verifyPassword(password, await nobodysHash);
  return false;
}
