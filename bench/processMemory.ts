/** Linux /proc readings: the ports a process listens on, and how much memory it holds. */
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';

const LISTEN = '0A';

/** The sockets listening on TCP (IPv4 and IPv6), by inode, with their ports. */
function listeningSockets(): Map<string, number> {
  const sockets = new Map<string, number>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text: string;
    try {
      text = readFileSync(table, 'utf8');
    } catch {
      continue;
    }
    for (const line of text.split('\n').slice(1)) {
      const [, local, , state, , , , , , inode] = line.trim().split(/\s+/);
      if (state !== LISTEN || !local || !inode) continue;
      sockets.set(inode, Number.parseInt(local.split(':')[1] ?? '', 16));
    }
  }
  return sockets;
}

/** Inodes of the sockets `pid` holds open. */
function socketInodes(pid: number): string[] {
  let fds: string[];
  try {
    fds = readdirSync(`/proc/${String(pid)}/fd`);
  } catch {
    return [];
  }
  return fds.flatMap((fd) => {
    try {
      const inode = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${String(pid)}/fd/${fd}`))?.[1];
      return inode === undefined ? [] : [inode];
    } catch {
      return [];
    }
  });
}

/** The TCP ports `pid` listens on. */
export function listeningPorts(pid: number): number[] {
  const sockets = listeningSockets();
  return socketInodes(pid).flatMap((inode) => {
    const port = sockets.get(inode);
    return port === undefined ? [] : [port];
  });
}

/** Resident memory of `pid` (VmRSS), in bytes. */
export function residentBytes(pid: number): number {
  const status = readFileSync(`/proc/${String(pid)}/status`, 'utf8');
  const kib = /^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1];
  if (kib === undefined) throw new Error(`No VmRSS for process ${String(pid)}.`);
  return Number(kib) * 1024;
}
