import type { FastifyServerOptions } from 'fastify';
import type { CreateServerOptions } from '../../../server/createServer';
import { startTestServer, type TestServer } from './testServer';

/** One JSON line of the server's log, with the fields the tests read. */
export interface LogLine {
  level: number;
  msg: string;
  reqId?: string;
  url?: string;
  remoteAddress?: string;
  /** The file a content problem names. */
  file?: string;
}

/** Logger options that keep every line the server writes, parsed, in `lines`. */
export function keptLog(lines: LogLine[], level = 'info'): FastifyServerOptions['logger'] {
  return {
    level,
    stream: {
      write: (line: string) => {
        lines.push(JSON.parse(line) as LogLine);
      },
    },
  };
}

/** The real server (see `startTestServer`) with its log kept, for the test to read. */
export async function startLoggedServer(
  options: CreateServerOptions,
  level = 'info',
): Promise<{ server: TestServer; log: LogLine[] }> {
  const log: LogLine[] = [];
  const server = await startTestServer({ ...options, logger: keptLog(log, level) });
  return { server, log };
}
