/**
 * A full garbage collection in another Node process, through its inspector: what DevTools'
 * "Collect garbage" does. V8 keeps the garbage of a load until its next full collection, which on
 * an idle server may come minutes later or not at all, so resident memory read without one says
 * more about where the collector happened to be than about what the load left behind.
 *
 * The process must have been started with `--inspect-port=127.0.0.1:0` (NODE_OPTIONS will do):
 * SIGUSR1 then opens its inspector on a free port of the loopback interface only. Needs the
 * global WebSocket (Node 22, or Node 20 with `--experimental-websocket`).
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { listeningPorts } from './processMemory';

/** The NODE_OPTIONS entry that lets `collectGarbage` reach a process. */
export const INSPECT_PORT_OPTION = '--inspect-port=127.0.0.1:0';

const inspectorPorts = new Map<number, number>();

/** Opens the inspector of `pid` (once) and returns its port. */
async function inspectorPort(pid: number, servedPorts: readonly number[]): Promise<number> {
  const known = inspectorPorts.get(pid);
  if (known !== undefined) return known;
  process.kill(pid, 'SIGUSR1');
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const port = listeningPorts(pid).find((candidate) => !servedPorts.includes(candidate));
    if (port !== undefined) {
      inspectorPorts.set(pid, port);
      return port;
    }
    await sleep(50);
  }
  throw new Error(
    `Process ${String(pid)} opened no inspector (started without ${INSPECT_PORT_OPTION}?).`,
  );
}

/** Sends one DevTools protocol command and waits for its answer. */
function send(url: string, method: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    socket.addEventListener('open', () => {
      socket.send(JSON.stringify({ id: 1, method }));
    });
    socket.addEventListener('message', (event) => {
      const answer = JSON.parse(String(event.data)) as { id?: number; error?: { message: string } };
      if (answer.id !== 1) return;
      socket.close();
      if (answer.error) reject(new Error(`${method}: ${answer.error.message}`));
      else resolve();
    });
    socket.addEventListener('error', () => {
      reject(new Error(`The inspector at ${url} could not be reached.`));
    });
  });
}

/** A full collection in `pid`, which serves on `servedPorts` (so its inspector's port is told apart). */
export async function collectGarbage(pid: number, servedPorts: readonly number[]): Promise<void> {
  const port = await inspectorPort(pid, servedPorts);
  const response = await fetch(`http://127.0.0.1:${String(port)}/json/list`);
  const [target] = (await response.json()) as { webSocketDebuggerUrl: string }[];
  if (!target) throw new Error(`The inspector of process ${String(pid)} lists no target.`);
  await send(target.webSocketDebuggerUrl, 'HeapProfiler.collectGarbage');
}
