import { afterAll, beforeAll, expect, vi } from 'vitest';

/*
 * The server files share their worker's modules and process (`isolate: false`), so each must
 * leave the process as it found it: real timers, the same environment and signal handlers, and
 * no server, watcher or child process still open.
 */

const SIGNALS = ['SIGTERM', 'SIGINT', 'uncaughtException', 'unhandledRejection'] as const;
/** The handles a file that forgets to close a server, a watcher or a process leaves behind. */
const HANDLES = new Set(['TCPServerWrap', 'FSEventWrap', 'StatWatcher', 'ProcessWrap']);

const processState = () => ({
  env: { ...process.env },
  listeners: Object.fromEntries(SIGNALS.map((name) => [name, process.listenerCount(name)])),
  handles: process
    .getActiveResourcesInfo()
    .filter((type) => HANDLES.has(type))
    .sort(),
});

let before: ReturnType<typeof processState>;

beforeAll(() => {
  before = processState();
});

afterAll(async () => {
  const fakeTimers = vi.isFakeTimers();
  vi.useRealTimers();
  expect(fakeTimers, 'fake timers left on').toBe(false);
  // A handle closed in the file's last hook is released at the end of the next turn of the loop.
  for (let turn = 0; turn < 2; turn += 1) await new Promise(setImmediate);
  const after = processState();
  expect(after.handles, 'servers, watchers or processes left open').toEqual(before.handles);
  expect(after.listeners, 'process handlers left').toEqual(before.listeners);
  expect(after.env, 'environment left changed').toEqual(before.env);
});
