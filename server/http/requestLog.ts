import {
  LogController,
  type FastifyBaseLogger,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import { destination, symbols, type Logger } from 'pino';
import { isRenderRead } from './inProcess';

/** What a `request completed` line says besides `reqId`, which the request's logger adds. */
interface RequestLogFields {
  method: string;
  url: string;
  /** The client's address: the proxy's peer when `TRUST_PROXY` trusts the proxy. */
  remoteAddress: string;
  statusCode: number;
  /** In ms. */
  responseTime: number;
}

const COMPLETED = 'request completed';

/**
 * The one line a completed request is logged in, whichever path answered it (Fastify, or the
 * cached-page shortcut ahead of it): `log` adds the request id, or `fields` carries it. A page
 * render's read (`renderRead`) is part of its page's line, and logged at `debug`.
 */
function logCompletedRequest(
  log: FastifyBaseLogger,
  fields: RequestLogFields & { reqId?: string },
  renderRead: boolean,
  error?: Error | null,
): void {
  if (error) log.error({ ...fields, err: error }, 'request errored');
  else if (renderRead) log.debug(fields, COMPLETED);
  else log.info(fields, COMPLETED);
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

/** Lines that wait for one write at most, and how long a line waits. */
const LOG_BATCH = { lines: 32, ms: 1000 };

/** Where pino writes the server's lines; `flush` writes the lines waiting now. */
export interface LogDestination {
  write: (line: string) => void;
  /** Takes a line that is made only when it is written out, in its place among the others. */
  writeLater: (line: () => string) => void;
  flush: () => void;
}

/**
 * The server's standard output for its log, written in batches as nginx's access log is with
 * `buffer=` and `flush=`: lines wait until 32 have gathered or a second has passed, then go out
 * in one synchronous write, and what is left goes out when the process exits. Handing each line
 * to an asynchronous write (a round trip to libuv's thread pool each) cost a cached page 5 to
 * 13 % more CPU. A process killed with SIGKILL loses at most its last second.
 *
 * The lines wait in a list here, not in the destination's own buffer (sonic-boom's `minLength`),
 * which measures all it holds again at every line it adds: 1.5 to 2 µs a line, measured. A line
 * given to `writeLater` is made with the others of its batch (see `completedRequestLog`). `out` is
 * standard output, written synchronously.
 */
export function logDestination(
  out: { write: (text: string) => unknown } = destination({ sync: true }),
): LogDestination {
  let lines: (string | (() => string))[] = [];
  const flush = () => {
    if (lines.length === 0) return;
    let text = '';
    for (const line of lines) text += typeof line === 'string' ? line : line();
    lines = [];
    out.write(text);
  };
  const add = (line: string | (() => string)) => {
    lines.push(line);
    if (lines.length >= LOG_BATCH.lines) flush();
  };
  setInterval(flush, LOG_BATCH.ms).unref();
  process.once('exit', flush);
  return { write: add, writeLater: add, flush };
}

/** A completed request's line fields with its id, for a logger that does not carry one. */
export type CompletedRequest = RequestLogFields & { reqId: string };

function isLogDestination(stream: unknown): stream is LogDestination {
  return typeof (stream as Partial<LogDestination> | undefined)?.writeLater === 'function';
}

function isPinoLogger(log: FastifyBaseLogger): log is FastifyBaseLogger & Logger {
  return typeof (log as Partial<Logger>).isLevelEnabled === 'function';
}

/** The logger as pino, with the `LogDestination` it writes to and its bindings, if it is so. */
function batchedPino(log: FastifyBaseLogger) {
  if (!isPinoLogger(log)) return undefined;
  const state = log as unknown as Record<symbol, unknown>;
  const stream = state[symbols.streamSym];
  const bindings = state[symbols.chindingsSym];
  if (!isLogDestination(stream) || typeof bindings !== 'string') return undefined;
  return { logger: log, stream, bindings };
}

/**
 * How the cached-page shortcut logs a request: the `request completed` line pino writes for
 * `logCompletedRequest`. When the logger writes to a `LogDestination` the line is made with the
 * rest of its batch, else pino writes it at once. Made as its request ended, the line cost a
 * quarter of a cached page's CPU time, measured: its strings were made, then flattened, with the
 * processor's caches full of other requests' work; made 32 at a time, a third of that. The line
 * is pino's: its level and time, the logger's bindings (`symbols.chindingsSym`, exposed for
 * integrations), then the fields in their order.
 */
export function completedRequestLog(log: FastifyBaseLogger): (fields: CompletedRequest) => void {
  const pino = batchedPino(log);
  if (!pino) {
    return (fields) => {
      logCompletedRequest(log, fields, false);
    };
  }
  const { logger, stream, bindings } = pino;
  const head = `{"level":${String(logger.levels.values.info)},"time":`;
  const end = `,"msg":${JSON.stringify(COMPLETED)}}\n`;
  return (fields) => {
    if (!logger.isLevelEnabled('info')) return;
    const time = Date.now();
    stream.writeLater(
      () =>
        `${head}${String(time)}${bindings},"reqId":${JSON.stringify(fields.reqId)},` +
        `"method":${JSON.stringify(fields.method)},"url":${JSON.stringify(fields.url)},` +
        `"remoteAddress":${JSON.stringify(fields.remoteAddress)},` +
        `"statusCode":${JSON.stringify(fields.statusCode)},` +
        `"responseTime":${JSON.stringify(fields.responseTime)}${end}`,
    );
  };
}
