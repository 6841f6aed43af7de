import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { publishCycle, type PublishCycle } from '../../../content-model/publishCycle';

const SETTLE = 100;
const QUIET = 1000;

/** A cycle whose folder the test decides: `folder` is what a read finds (an Error: refused). */
function cycleOver(initial: string | Error) {
  let folder: string | Error = initial;
  const published: string[] = [];
  const refused: string[] = [];
  let reads = 0;
  const cycle: PublishCycle = publishCycle<string>({
    load: async () => {
      reads += 1;
      await Promise.resolve();
      if (folder instanceof Error) throw folder;
      return folder;
    },
    onValid: (content) => published.push(content),
    onInvalid: (error) => refused.push((error as Error).message),
    failureKey: (error) => (error as Error).message,
    settleMs: SETTLE,
    quietMs: QUIET,
  });
  return {
    cycle,
    published,
    refused,
    reads: () => reads,
    save: (next: string | Error) => {
      folder = next;
      cycle.changed();
    },
  };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('publishCycle', () => {
  it('is pending from a change until the settled folder is published, then ok', async () => {
    const { cycle, published, save } = cycleOver('v1');
    expect(cycle.state().result).toBe('ok');
    save('v2');
    expect(cycle.state().result).toBe('pending');
    await vi.advanceTimersByTimeAsync(SETTLE - 1);
    expect(published).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(published).toEqual(['v2']);
    expect(cycle.state().result).toBe('ok');
  });

  it('reads a multi-file edit once, after its last file settles', async () => {
    const { published, reads, save } = cycleOver('v1');
    for (const step of ['a', 'ab', 'abc']) {
      save(step);
      await vi.advanceTimersByTimeAsync(SETTLE / 2);
    }
    await vi.advanceTimersByTimeAsync(SETTLE);
    expect(reads()).toBe(1);
    expect(published).toEqual(['abc']);
  });

  it('does not put off a read that is due for a change a scan found after the watcher told of it', async () => {
    const { cycle, published, reads, save } = cycleOver('v1');
    save('v2');
    await vi.advanceTimersByTimeAsync(SETTLE / 2);
    cycle.found();
    await vi.advanceTimersByTimeAsync(SETTLE / 2);
    expect(published).toEqual(['v2']);
    expect(reads()).toBe(1);
  });

  it('reads a change only a scan found, once it settles', async () => {
    const { cycle, published } = cycleOver('v1');
    cycle.found();
    expect(cycle.state().result).toBe('pending');
    await vi.advanceTimersByTimeAsync(SETTLE);
    expect(published).toEqual(['v1']);
    expect(cycle.state().result).toBe('ok');
  });

  it('keeps a file being written pending, and reports nothing once it is complete and valid', async () => {
    const { cycle, published, refused, save } = cycleOver('v1');
    // A chunk every 300 ms for 3 s: each settles and is read half-written.
    for (let chunk = 0; chunk < 10; chunk += 1) {
      save(new Error('big.json: not valid JSON'));
      await vi.advanceTimersByTimeAsync(300);
      expect(cycle.state().result).toBe('pending');
    }
    save('complete');
    await vi.advanceTimersByTimeAsync(SETTLE + QUIET);
    expect(refused).toEqual([]);
    expect(published).toEqual(['complete']);
    expect(cycle.state().result).toBe('ok');
  });

  it('reports a refusal once the folder is quiet, once per distinct problem set', async () => {
    const { cycle, refused, save } = cycleOver('v1');
    save(new Error('title: Required'));
    await vi.advanceTimersByTimeAsync(SETTLE);
    expect(cycle.state().result).toBe('pending');
    await vi.advanceTimersByTimeAsync(QUIET);
    expect(cycle.state()).toMatchObject({ result: 'failed' });
    expect(refused).toEqual(['title: Required']);

    save(new Error('title: Required'));
    await vi.advanceTimersByTimeAsync(SETTLE + QUIET);
    expect(cycle.state().result).toBe('failed');
    expect(refused).toEqual(['title: Required']);

    save(new Error('excerpt: Required'));
    await vi.advanceTimersByTimeAsync(SETTLE + QUIET);
    expect(refused).toEqual(['title: Required', 'excerpt: Required']);

    save('fixed');
    await vi.advanceTimersByTimeAsync(SETTLE);
    expect(cycle.state().result).toBe('ok');
    save(new Error('title: Required'));
    await vi.advanceTimersByTimeAsync(SETTLE + QUIET);
    expect(refused).toEqual(['title: Required', 'excerpt: Required', 'title: Required']);
  });

  it('reads again after a read that a change overtook, so the last save counts', async () => {
    let release: () => void = () => undefined;
    const published: string[] = [];
    let folder = 'v2';
    const cycle = publishCycle<string>({
      load: async () => {
        const seen = folder;
        if (seen === 'v2') await new Promise<void>((resolve) => (release = resolve));
        return seen;
      },
      onValid: (content) => published.push(content),
      onInvalid: () => undefined,
      failureKey: String,
      settleMs: SETTLE,
      quietMs: QUIET,
    });
    cycle.changed();
    await vi.advanceTimersByTimeAsync(SETTLE);
    folder = 'v3';
    cycle.changed();
    await vi.advanceTimersByTimeAsync(SETTLE);
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(published).toEqual(['v2', 'v3']);
    expect(cycle.state().result).toBe('ok');
  });

  it('tells how long reading the folder took, from the read starting to the content', async () => {
    const reads: [string, number][] = [];
    const cycle = publishCycle<string>({
      load: () => new Promise((resolve) => setTimeout(resolve, 40, 'v2')),
      onValid: (content, readMs) => {
        reads.push([content, readMs]);
      },
      onInvalid: () => undefined,
      failureKey: String,
      settleMs: SETTLE,
      quietMs: QUIET,
    });
    cycle.changed();
    await vi.advanceTimersByTimeAsync(SETTLE + 40);
    // The settling before the read is not reading.
    expect(reads).toEqual([['v2', 40]]);
  });

  it('publishes nothing more once closed', async () => {
    const { cycle, published, save } = cycleOver('v1');
    save('v2');
    cycle.close();
    await vi.advanceTimersByTimeAsync(SETTLE * 10);
    expect(published).toEqual([]);
  });
});
