import { z } from 'zod';
import type { LogDestination } from './requestLog';

/** `pretty`: one readable line per entry, for a person at a terminal; `json`: pino's lines. */
export type LogFormat = 'pretty' | 'json';

/** `LOG_FORMAT` as written in the environment; unset chooses by the output (`chooseLogFormat`). */
export const logFormatSchema = z.enum(['pretty', 'json']);

/** The format given, else pretty at a terminal (a TTY) and JSON into a pipe or a file. */
export function chooseLogFormat(given: LogFormat | undefined, outputIsTty: boolean): LogFormat {
  return given ?? (outputIsTty ? 'pretty' : 'json');
}

/** The fields of a `request completed` line (see `RequestLogFields`), as pino wrote them. */
const requestLineSchema = z.object({
  method: z.string(),
  url: z.string(),
  statusCode: z.number(),
  responseTime: z.number(),
  reqId: z.string(),
});

/** The fields the pretty message already says (or a person has no use for at a terminal). */
const SAID = 'pid,hostname,reqId,method,url,statusCode,responseTime,remoteAddress';

/**
 * The message of a pretty line: for a request, `GET /about 200 12.3 ms 0f9c…` (method, path,
 * status, duration, request id); for any other line about a request, its message and the id;
 * otherwise the message.
 */
function prettyMessage(log: Record<string, unknown>, messageKey: string): string {
  const message = typeof log[messageKey] === 'string' ? log[messageKey] : '';
  const request = requestLineSchema.safeParse(log);
  if (request.success) {
    const { method, url, statusCode, responseTime, reqId } = request.data;
    const error = message === 'request errored' ? ' errored' : '';
    return `${method} ${url} ${String(statusCode)} ${responseTime.toFixed(1)} ms ${reqId}${error}`;
  }
  return typeof log.reqId === 'string' ? `${message} ${log.reqId}` : message;
}

/**
 * Writes the server's lines readably, one a line (`12:03:04.123 INFO: GET /about 200 12.3 ms
 * {id}`), through pino-pretty's formatter in this thread and synchronously: no worker thread
 * (pino's transports start one) and nothing left unwritten at exit. Loaded only when chosen, so
 * JSON logging never pays its import. `colors` for a terminal.
 */
export async function prettyLogDestination(
  out: { write: (text: string) => unknown },
  colors: boolean,
): Promise<LogDestination> {
  const { prettyFactory } = await import('pino-pretty');
  const prettify = prettyFactory({
    colorize: colors,
    translateTime: 'SYS:HH:MM:ss.l',
    ignore: SAID,
    singleLine: true,
    messageFormat: prettyMessage,
  });
  const write = (line: string) => out.write(prettify(line));
  return {
    write,
    writeLater: (line) => write(line()),
    flush: () => undefined,
  };
}
