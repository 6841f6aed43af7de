import { describe, expect, it } from 'vitest';
import {
  hashPassword,
  passwordProblems,
  userNameSchema,
  verifyAgainstNobody,
  verifyPassword,
} from '../../../../content-model/accounts/credentials';

const GOOD = 'correct horse battery staple';

describe('a password hash', () => {
  it('names its parameters and verifies the password it was made from', async () => {
    const hash = await hashPassword(GOOD);
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(await verifyPassword(GOOD, hash)).toBe(true);
  });

  it('is salted: the same password twice makes two hashes, each verifying it', async () => {
    const [first, second] = await Promise.all([hashPassword(GOOD), hashPassword(GOOD)]);
    expect(first).not.toBe(second);
    expect(await verifyPassword(GOOD, second)).toBe(true);
  });

  it('refuses a wrong password, one differing only in case or a trailing space', async () => {
    const hash = await hashPassword(GOOD);
    expect(await verifyPassword('correct horse battery stapler', hash)).toBe(false);
    expect(await verifyPassword(GOOD.toUpperCase(), hash)).toBe(false);
    expect(await verifyPassword(`${GOOD} `, hash)).toBe(false);
  });

  it('verifies a password typed in another Unicode form (é as one code point or two)', async () => {
    const hash = await hashPassword('caf\u00e9 au lait, deux sucres');
    expect(await verifyPassword('cafe\u0301 au lait, deux sucres', hash)).toBe(true);
  });

  it('verifies hashes made with other parameters, as the string names them', async () => {
    const weaker = await hashPassword(GOOD);
    const [, , , , salt] = weaker.split('$');
    // The same salt with N = 2^14 gives another key: the parameters are read, not assumed.
    const { scrypt } = await import('node:crypto');
    const key = await new Promise<Buffer>((resolve, reject) => {
      scrypt(GOOD, Buffer.from(salt ?? '', 'base64url'), 32, { N: 2 ** 14 }, (error, derived) => {
        if (error) reject(error);
        else resolve(derived);
      });
    });
    const hash = `scrypt$16384$8$1$${salt ?? ''}$${key.toString('base64url')}`;
    expect(await verifyPassword(GOOD, hash)).toBe(true);
    expect(await verifyPassword('not the password', hash)).toBe(false);
  });

  it.each([
    ['empty', ''],
    ['another scheme', 'bcrypt$2b$10$abcdefghijklmnopqrstuv'],
    ['too few fields', 'scrypt$32768$8$1$c2FsdHNhbHQ'],
    ['N not a power of 2', 'scrypt$30000$8$1$c2FsdHNhbHRzYWx0$aGFzaGhhc2hoYXNoaGFzaA'],
    ['N asking for gigabytes', 'scrypt$1073741824$8$1$c2FsdHNhbHRzYWx0$aGFzaGhhc2hoYXNoaGFzaA'],
    ['a salt that is not base64url', 'scrypt$32768$8$1$not base64!$aGFzaGhhc2hoYXNoaGFzaA'],
    ['a hash too short', 'scrypt$32768$8$1$c2FsdHNhbHRzYWx0$aGFzaA'],
    ['a number with a sign', 'scrypt$+32768$8$1$c2FsdHNhbHRzYWx0$aGFzaGhhc2hoYXNoaGFzaA'],
  ])('is false, not a throw, for a malformed hash: %s', async (_, hash) => {
    expect(await verifyPassword(GOOD, hash)).toBe(false);
  });

  it('checks an unknown user against nobody: false, after the same work', async () => {
    expect(await verifyAgainstNobody(GOOD)).toBe(false);
    expect(await verifyAgainstNobody('')).toBe(false);
  });
});

describe('the password policy', () => {
  it('accepts a long, uncommon password that is not the name', () => {
    expect(passwordProblems(GOOD, 'ana')).toEqual([]);
    expect(passwordProblems('tWelve chars', 'ana')).toEqual([]);
  });

  it('wants at least 12 characters, counting characters, not bytes', () => {
    expect(passwordProblems('short-pass', 'ana')).toEqual([
      'too short: at least 12 characters (this one has 10)',
    ]);
    expect(passwordProblems('', 'ana')).toEqual([
      'too short: at least 12 characters (this one has 0)',
    ]);
    // Eleven emoji are 22 UTF-16 units and still too short.
    expect(passwordProblems('🔑'.repeat(11), 'ana')).toEqual([
      'too short: at least 12 characters (this one has 11)',
    ]);
    // An accent typed as a combining mark is one character with its letter.
    expect(passwordProblems('cafe\u0301'.repeat(2) + 'abc', 'ana')).toEqual([
      'too short: at least 12 characters (this one has 11)',
    ]);
  });

  it('refuses a password in the list of leaked ones, whatever its case', () => {
    const common = 'too common: it is in a list of leaked passwords';
    expect(passwordProblems('qwerty123456', 'ana')).toEqual([common]);
    expect(passwordProblems('QWERTY123456', 'ana')).toEqual([common]);
    expect(passwordProblems('LeaveMeAlone', 'ana')).toEqual([common]);
    expect(passwordProblems('password', 'ana')).toEqual([
      'too short: at least 12 characters (this one has 8)',
      common,
    ]);
  });

  it("refuses the user's name as the password, whatever its case", () => {
    expect(passwordProblems('Ana.Lima@example.com', 'ana.lima@example.com')).toEqual([
      "the same as the user's name",
    ]);
  });
});

describe('a user name', () => {
  it.each(['ana', 'ana.lima', 'ana_lima-2', 'ana@example.com', 'A', 'x'.repeat(64)])(
    'accepts %s',
    (name) => {
      expect(userNameSchema.parse(name)).toBe(name);
    },
  );

  it('is trimmed', () => {
    expect(userNameSchema.parse('  ana \n')).toBe('ana');
  });

  it.each([
    ['empty', '', 'a user name needs at least 1 character'],
    ['only spaces', '   ', 'a user name needs at least 1 character'],
    ['65 characters', 'x'.repeat(65), 'a user name has at most 64 characters'],
    ['a space inside', 'ana lima', 'letters (a-z, A-Z), digits'],
    ['a slash', 'ana/lima', 'letters (a-z, A-Z), digits'],
    ['a letter outside a-z', 'anaïs', 'letters (a-z, A-Z), digits'],
    ['a colon (the terminal actors are cli:name)', 'cli:ana', 'letters (a-z, A-Z), digits'],
  ])('refuses %s with a message naming the rule', (_, name, message) => {
    const result = userNameSchema.safeParse(name);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toContain(message);
  });
});
