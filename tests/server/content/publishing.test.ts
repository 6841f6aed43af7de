import { describe, expect, it } from 'vitest';
import { latestReadOnly, SupersededRead } from '../../../server/content/publishing';

/** A read whose outcome the test decides, in any order. */
function controlledReads() {
  const pending: { resolve: (value: string) => void; reject: (error: Error) => void }[] = [];
  const load = () =>
    new Promise<string>((resolve, reject) => {
      pending.push({ resolve, reject });
    });
  return { pending, read: latestReadOnly(load) };
}

describe('latestReadOnly', () => {
  it('drops a read that settles after a later one began, whichever settles first', async () => {
    const { pending, read } = controlledReads();
    const older = read();
    const newer = read();
    pending[1]?.resolve('new folder');
    pending[0]?.resolve('old folder');
    await Promise.all([
      expect(newer).resolves.toBe('new folder'),
      expect(older).rejects.toBeInstanceOf(SupersededRead),
    ]);
  });

  it("drops an older read's failure too", async () => {
    const { pending, read } = controlledReads();
    const older = read();
    const newer = read();
    pending[0]?.reject(new Error('ENOENT'));
    pending[1]?.resolve('new folder');
    await Promise.all([
      expect(older).rejects.toBeInstanceOf(SupersededRead),
      expect(newer).resolves.toBe('new folder'),
    ]);
  });

  it('passes on the outcome of a read nothing started after', async () => {
    const { pending, read } = controlledReads();
    const first = read();
    pending[0]?.resolve('folder');
    await expect(first).resolves.toBe('folder');
    const failing = read();
    const invalid = new Error('invalid');
    pending[1]?.reject(invalid);
    await expect(failing).rejects.toBe(invalid);
  });
});
