/**
 * A password for a command, from standard input only: never an argument or a variable, which
 * the shell's history and `ps` would show. Piped, its first line; at a terminal, typed twice
 * without echo.
 */
import { Writable } from 'node:stream';
import { createInterface } from 'node:readline/promises';

export interface PasswordStreams {
  input: NodeJS.ReadableStream & { isTTY?: boolean };
  /** Where the prompts go: standard error, so standard output keeps only what a command prints. */
  output: NodeJS.WritableStream;
}

/** The first line of a pipe or a file; the line break (`\n` or `\r\n`) not included. */
async function firstLine(input: NodeJS.ReadableStream): Promise<string> {
  const lines = createInterface({ input, crlfDelay: Infinity });
  try {
    for await (const line of lines) return line;
  } finally {
    lines.close();
  }
  throw new Error('no password on standard input: give it as its first line');
}

/** The password typed twice at a terminal, its echo muted (the prompts themselves shown). */
async function typedTwiceUnseen(streams: PasswordStreams, what: string): Promise<string> {
  // readline echoes what is typed to its output: it gets one that shows nothing.
  const unseen = new Writable({
    write(_chunk, _encoding, done) {
      done();
    },
  });
  const terminal = createInterface({ input: streams.input, output: unseen, terminal: true });
  const cancel = new AbortController();
  terminal.on('SIGINT', () => {
    cancel.abort();
  });
  const ask = async (prompt: string) => {
    streams.output.write(prompt);
    const answer = await terminal.question('', { signal: cancel.signal });
    streams.output.write('\n');
    return answer;
  };
  try {
    const first = await ask(`${what}: `);
    const again = await ask(`${what}, again: `);
    if (first !== again) throw new Error('the two passwords typed differ: nothing changed');
    return first;
  } catch (error) {
    if (cancel.signal.aborted) throw new Error('cancelled: nothing changed');
    throw error;
  } finally {
    terminal.close();
  }
}

/** The password, asked for as `what` ("ana's new password") when at a terminal. */
export async function readPassword(streams: PasswordStreams, what: string): Promise<string> {
  return streams.input.isTTY === true ? typedTwiceUnseen(streams, what) : firstLine(streams.input);
}
