import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOG_BATCH, logDestination } from '../../../server/http/requestLog';

/** A log line of `length` characters, newline included. */
const line = (length: number, mark = 'x') => `${mark.repeat(length - 1)}\n`;

describe("the server's log output", () => {
  let writes: string[];
  beforeEach(() => {
    vi.useFakeTimers();
    writes = [];
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  const open = () => logDestination({ write: (text: string) => writes.push(text) });

  it('gathers lines and writes them at once when a batch is full, in order', () => {
    const logs = open();
    const half = LOG_BATCH.characters / 2;
    logs.write(line(half, 'a'));
    expect(writes).toEqual([]);
    logs.write(line(half, 'b'));
    expect(writes).toEqual([line(half, 'a') + line(half, 'b')]);
    logs.write(line(10, 'c'));
    expect(writes).toHaveLength(1);
  });

  it(`writes what waits after ${LOG_BATCH.ms} ms, and nothing when idle`, async () => {
    const logs = open();
    logs.write(line(40));
    await vi.advanceTimersByTimeAsync(LOG_BATCH.ms - 1);
    expect(writes).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(writes).toEqual([line(40)]);
    await vi.advanceTimersByTimeAsync(LOG_BATCH.ms * 5);
    expect(writes).toHaveLength(1);
  });

  it('writes what waits when asked to flush, and only once', () => {
    const logs = open();
    logs.write(line(40, 'a'));
    logs.write(line(40, 'b'));
    logs.flush();
    logs.flush();
    expect(writes).toEqual([line(40, 'a') + line(40, 'b')]);
  });
});
