import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';

/** A child process a script started. */
export interface ManagedChild {
  name: string;
  process: ChildProcess;
  /** Resolves with the exit code (or the signal's name) once the process has exited. */
  exited: Promise<number | string>;
}

export interface StartOptions extends SpawnOptions {
  /** The signal that asks this process to stop gracefully. Default `SIGTERM`. */
  stopSignal?: NodeJS.Signals;
}

/** Longer than the server's own 10 s drain, so a drain is never cut short. */
const STOP_GRACE_MS = 12_000;

function signal(child: ManagedChild, name: NodeJS.Signals): void {
  const { pid, exitCode, signalCode } = child.process;
  if (pid === undefined || exitCode !== null || signalCode !== null) return;
  try {
    process.kill(pid, name);
  } catch {
    // Already gone.
  }
}

/**
 * The child processes of one script, each stopped by its own pid: its stop signal first, SIGKILL
 * when it is still up after the grace period.
 */
export class ProcessGroup {
  readonly #children = new Map<ManagedChild, NodeJS.Signals>();
  #stopping: Promise<void> | undefined;

  start(name: string, command: string, args: string[], options: StartOptions = {}): ManagedChild {
    if (this.#stopping) throw new Error(`Not starting ${name}: stopping.`);
    const { stopSignal = 'SIGTERM', ...spawnOptions } = options;
    const child = spawn(command, args, spawnOptions);
    const exited = new Promise<number | string>((resolve) => {
      child.once('exit', (code, exitSignal) => {
        resolve(code ?? exitSignal ?? 'unknown');
      });
      child.once('error', (error) => {
        resolve(`not started: ${error.message}`);
      });
    });
    const managed: ManagedChild = { name, process: child, exited };
    this.#children.set(managed, stopSignal);
    void exited.then(() => this.#children.delete(managed));
    return managed;
  }

  get running(): ManagedChild[] {
    return [...this.#children.keys()];
  }

  get stopping(): boolean {
    return this.#stopping !== undefined;
  }

  async stop(child: ManagedChild): Promise<void> {
    signal(child, this.#children.get(child) ?? 'SIGTERM');
    const timer = setTimeout(() => {
      signal(child, 'SIGKILL');
    }, STOP_GRACE_MS);
    await child.exited;
    clearTimeout(timer);
  }

  /** Stops every child; later calls return the same promise (a second SIGTERM cuts a drain short). */
  stopAll(): Promise<void> {
    this.#stopping ??= Promise.all(this.running.map((child) => this.stop(child))).then(
      () => undefined,
    );
    return this.#stopping;
  }

  /** The last resort of an `exit` handler, which cannot wait. */
  killAllNow(): void {
    for (const child of this.running) signal(child, 'SIGKILL');
  }
}

/**
 * Runs `main` and stops `group` however it ends: return, error, SIGINT or SIGTERM. The first
 * signal stops every child and resolves the promise `main` receives; a second one kills them.
 * Exit code 1 when `main` fails, 130 when it fails because a signal stopped the children.
 */
export async function runWithGroup(
  group: ProcessGroup,
  main: (stopRequested: Promise<void>) => Promise<void>,
): Promise<void> {
  process.once('exit', () => {
    group.killAllNow();
  });
  const stopRequested = new Promise<void>((resolve) => {
    const onSignal = (name: NodeJS.Signals) => {
      if (group.stopping) {
        group.killAllNow();
        process.exit(130);
      }
      console.error(`${name}: stopping ${group.running.map((child) => child.name).join(', ')}`);
      resolve();
      void group.stopAll();
    };
    process.on('SIGINT', onSignal);
    process.on('SIGTERM', onSignal);
  });
  try {
    await main(stopRequested);
  } catch (error) {
    if (group.stopping) process.exitCode = 130;
    else {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 1;
    }
  } finally {
    await group.stopAll();
  }
}
