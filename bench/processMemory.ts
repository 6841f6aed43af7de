/** Linux /proc readings: which process listens on a port, and how much memory it holds. */
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

/** `root` and every process below it. */
function descendants(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${name}/stat`, 'utf8');
    } catch {
      continue;
    }
    // The command name (in parentheses) may hold spaces: the fields after it are fixed.
    const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    children.set(parent, [...(children.get(parent) ?? []), Number(name)]);
  }
  const found: number[] = [];
  const queue: number[] = [];
  for (let pid: number | undefined = root; pid !== undefined; pid = queue.shift()) {
    found.push(pid);
    queue.push(...(children.get(pid) ?? []));
  }
  return found;
}

/**
 * The process at or below `root` that listens on `port`: the server itself, whatever `npm`,
 * shells and loaders stand between it and the process that was started.
 */
export function listeningProcess(root: number, port: number): number {
  const pid = descendants(root).find((candidate) => listeningPorts(candidate).includes(port));
  if (pid === undefined)
    throw new Error(`No process under ${String(root)} listens on ${String(port)}.`);
  return pid;
}

/** Resident memory of `pid` (VmRSS), in bytes. */
export function residentBytes(pid: number): number {
  const status = readFileSync(`/proc/${String(pid)}/status`, 'utf8');
  const kib = /^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1];
  if (kib === undefined) throw new Error(`No VmRSS for process ${String(pid)}.`);
  return Number(kib) * 1024;
}
