import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { readPassword } from '../../../../content-model/cli/readPassword';

/** Standard input, a terminal or not, and what the prompts wrote. */
function streams(isTTY: boolean) {
  const input = Object.assign(new PassThrough(), { isTTY });
  const output = new PassThrough();
  let shown = '';
  output.on('data', (chunk: Buffer) => {
    shown += chunk.toString();
  });
  return { input, output, shown: () => shown };
}

/** Resolves once the prompts have shown `text`. */
const untilShown = async (shown: () => string, text: string) => {
  while (!shown().includes(text)) await new Promise((resolve) => setImmediate(resolve));
};

describe('reading a password from a pipe', () => {
  it('takes the first line, without its line break, and prompts nothing', async () => {
    const io = streams(false);
    io.input.end('first line password\r\nsecond line\n');
    expect(await readPassword(io, 'password')).toBe('first line password');
    expect(io.shown()).toBe('');
  });

  it('takes a last line with no line break', async () => {
    const io = streams(false);
    io.input.end('  spaces kept  ');
    expect(await readPassword(io, 'password')).toBe('  spaces kept  ');
  });

  it('names what is missing when the input is empty', async () => {
    const io = streams(false);
    io.input.end('');
    await expect(readPassword(io, 'password')).rejects.toThrow(
      'no password on standard input: give it as its first line',
    );
  });
});

describe('reading a password at a terminal', () => {
  it('asks twice and never echoes what is typed', async () => {
    const io = streams(true);
    const read = readPassword(io, "ana's password");
    await untilShown(io.shown, "ana's password: ");
    io.input.write('typed secret 1\r');
    await untilShown(io.shown, "ana's password, again: ");
    io.input.write('typed secret 1\r');
    expect(await read).toBe('typed secret 1');
    expect(io.shown()).toBe("ana's password: \nana's password, again: \n");
  });

  it('refuses two passwords that differ', async () => {
    const io = streams(true);
    const read = readPassword(io, 'password');
    await untilShown(io.shown, 'password: ');
    io.input.write('typed secret 1\r');
    await untilShown(io.shown, 'again: ');
    io.input.write('typed secret 2\r');
    await expect(read).rejects.toThrow('the two passwords typed differ: nothing changed');
    expect(io.shown()).not.toContain('typed secret');
  });

  it('stops at Ctrl-C', async () => {
    const io = streams(true);
    const read = readPassword(io, 'password');
    await untilShown(io.shown, 'password: ');
    io.input.write('\u0003');
    await expect(read).rejects.toThrow('cancelled: nothing changed');
  });
});
