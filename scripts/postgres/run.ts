// Runs PostgreSQL's binaries. The server (initdb, pg_ctl, postgres) refuses to run as root, so
// under root it runs as Debian's `postgres` user, through runuser.
import { execFile } from 'node:child_process';

/** Whether this process is root, when the server must run as the `postgres` user. */
export function runningAsRoot(): boolean {
  return process.getuid?.() === 0;
}

export interface RunOptions {
  /** Run as the `postgres` user when this process is root (for the server's binaries). */
  asServerUser?: boolean;
  cwd?: string;
}

export class CommandError extends Error {
  constructor(
    message: string,
    readonly exitCode: number | null,
    readonly output: string,
  ) {
    super(message);
    this.name = 'CommandError';
  }
}

/** Runs `binary` with `args`; resolves with its standard output, rejects with a `CommandError`. */
export function run(binary: string, args: string[], options: RunOptions = {}): Promise<string> {
  const [command, commandArgs] =
    options.asServerUser && runningAsRoot()
      ? ['runuser', ['-u', 'postgres', '--', binary, ...args]]
      : [binary, args];
  return new Promise((resolve, reject) => {
    execFile(
      command,
      commandArgs,
      { cwd: options.cwd, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if (!error) {
          resolve(stdout);
          return;
        }
        const output = `${stdout}${stderr}`.trim();
        const exitCode = typeof error.code === 'number' ? error.code : null;
        const name = binary.split('/').pop() ?? binary;
        reject(
          new CommandError(
            `${name} ${args.join(' ')} failed: ${output || error.message}`,
            exitCode,
            output,
          ),
        );
      },
    );
  });
}
