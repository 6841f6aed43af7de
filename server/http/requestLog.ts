import {
  LogController,
  type FastifyBaseLogger,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import { destination } from 'pino';
import { isRenderRead } from './inProcess';

/** What a `request completed` line says besides `reqId`, which the request's logger adds. */
export interface RequestLogFields {
  method: string;
  url: string;
  /** The client's address: the proxy's peer when `TRUST_PROXY` trusts the proxy. */
  remoteAddress: string;
  statusCode: number;
  /** In ms. */
  responseTime: number;
}

/**
 * The one line a completed request is logged in, whichever path answered it (Fastify, or the
 * cached-page shortcut ahead of it): `log` adds the request id, or `fields` carries it. A page
 * render's read (`renderRead`) is part of its page's line, and logged at `debug`.
 */
export function logCompletedRequest(
  log: FastifyBaseLogger,
  fields: RequestLogFields & { reqId?: string },
  renderRead: boolean,
  error?: Error | null,
): void {
  if (error) log.error({ ...fields, err: error }, 'request errored');
  else if (renderRead) log.debug(fields, 'request completed');
  else log.info(fields, 'request completed');
}

/**
 * One flat log line per request, when it completes, instead of Fastify's two lines with the
 * request and reply serialised: at the rate a cached page is served, logging was a third of its
 * cost. Errors and the rest of Fastify's own lines are logged as usual.
 *
 * The reads a page render makes of the APIs in process (about ten a page) carry the page's
 * request id and are logged at `debug`: at `info` a page is the one line a person reads, and its
 * reads are part of its time. A read that fails is still an `error` line.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {
    // Said in requestCompleted.
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const fields: RequestLogFields = {
      method: request.method,
      url: request.url,
      remoteAddress: request.ip,
      statusCode: reply.statusCode,
      responseTime: reply.elapsedTime,
    };
    logCompletedRequest(reply.log, fields, isRenderRead(request), error);
  }
}

/** Characters of lines (bytes, for these) that wait for one write, and how long a line waits. */
export const LOG_BATCH = { characters: 4096, ms: 1000 };

/** Where pino writes the server's lines; `flush` writes the lines waiting now. */
export interface LogDestination {
  write: (line: string) => void;
  flush: () => void;
}

/**
 * The server's standard output for its log, written in batches as nginx's access log is with
 * `buffer=` and `flush=`: lines wait until 4 KiB have gathered or a second has passed, then go
 * out in one synchronous write, and what is left goes out when the process exits. Handing each
 * line to an asynchronous write (a round trip to libuv's thread pool each) cost a cached page 5
 * to 13 % more CPU. A process killed with SIGKILL loses at most its last second.
 *
 * The lines wait in a list here, not in the destination's own buffer (sonic-boom's `minLength`),
 * which measures all it holds again at every line it adds: 1.5 to 2 µs a line, measured. `out` is
 * standard output, written synchronously.
 */
export function logDestination(
  out: { write: (text: string) => unknown } = destination({ sync: true }),
): LogDestination {
  let lines: string[] = [];
  let waiting = 0;
  const flush = () => {
    if (lines.length === 0) return;
    out.write(lines.join(''));
    lines = [];
    waiting = 0;
  };
  setInterval(flush, LOG_BATCH.ms).unref();
  process.once('exit', flush);
  return {
    write: (line) => {
      lines.push(line);
      waiting += line.length;
      if (waiting >= LOG_BATCH.characters) flush();
    },
    flush,
  };
}
