import { pino } from 'pino';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  completedRequestLog,
  logDestination,
  type CompletedRequest,
} from '../../../../server/http/requestLog';

// The batch docs/running.md documents: a write when 32 lines have gathered or a second has passed.
const LOG_BATCH = { lines: 32, ms: 1000 };

/** A log line, newline included. */
const line = (mark: string) => `${mark}\n`;

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
    const marks = Array.from({ length: LOG_BATCH.lines }, (_, index) => String(index));
    for (const mark of marks.slice(0, -1)) logs.write(line(mark));
    expect(writes).toEqual([]);
    logs.write(line(marks.at(-1) ?? ''));
    expect(writes).toEqual([marks.map(line).join('')]);
    logs.write(line('next'));
    expect(writes).toHaveLength(1);
  });

  it(`writes what waits after ${String(LOG_BATCH.ms)} ms, and nothing when idle`, async () => {
    const logs = open();
    logs.write(line('a'));
    await vi.advanceTimersByTimeAsync(LOG_BATCH.ms - 1);
    expect(writes).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(writes).toEqual([line('a')]);
    await vi.advanceTimersByTimeAsync(LOG_BATCH.ms * 5);
    expect(writes).toHaveLength(1);
  });

  it('writes what waits when asked to flush, and only once', () => {
    const logs = open();
    logs.write(line('a'));
    logs.write(line('b'));
    logs.flush();
    logs.flush();
    expect(writes).toEqual([line('a') + line('b')]);
  });

  it('makes a later line only when its batch is written, in its place among the others', () => {
    const logs = open();
    const make = vi.fn(() => line('later'));
    logs.write(line('a'));
    logs.writeLater(make);
    logs.write(line('b'));
    expect(make).not.toHaveBeenCalled();
    logs.flush();
    expect(make).toHaveBeenCalledTimes(1);
    expect(writes).toEqual([line('a') + line('later') + line('b')]);
  });
});

describe("a request's line from the cached-page shortcut", () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-11-29T12:00:00.000Z') });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const request: CompletedRequest = {
    reqId: 'edge-7',
    method: 'GET',
    url: '/about?q="x"\\',
    remoteAddress: '203.0.113.9',
    statusCode: 200,
    responseTime: 0.123456789,
  };

  /** What pino itself writes for a `request completed` line with the same fields, at the same time. */
  function pinoLine(fields: CompletedRequest): string {
    let written = '';
    const log = pino({ level: 'info' }, { write: (text: string) => (written += text) });
    log.info(fields, 'request completed');
    return written;
  }

  it("is pino's line, made when the batch is written out", () => {
    let written = '';
    const logs = logDestination({ write: (text: string) => (written += text) });
    const logRequest = completedRequestLog(pino({ level: 'info' }, logs));
    const notFound = { ...request, statusCode: 404, responseTime: Number.NaN };
    logRequest(request);
    logRequest(notFound);
    expect(written).toBe('');
    logs.flush();
    expect(written).toBe(pinoLine(request) + pinoLine(notFound));
  });

  it('is written by pino at once into any other stream', () => {
    let written = '';
    const log = pino({ level: 'info' }, { write: (text: string) => (written += text) });
    completedRequestLog(log)(request);
    expect(written).toBe(pinoLine(request));
  });

  it('is not made when the logger is above info', () => {
    let written = '';
    const logs = logDestination({ write: (text: string) => (written += text) });
    const log = pino({ level: 'info' }, logs);
    const logRequest = completedRequestLog(log);
    log.level = 'warn';
    logRequest(request);
    logs.flush();
    expect(written).toBe('');
  });
});
