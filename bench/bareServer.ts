/**
 * The peer of `npm run bench:server`: a bare node:http server answering every request with one
 * recorded response, nothing else. Usage: node --import tsx bench/bareServer.ts <port> <file>,
 * the file holding `{ status, headers, body }` with the body in base64.
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';

const [port, file] = process.argv.slice(2);
if (!port || !file) throw new Error('usage: bareServer.ts <port> <response.json>');
const recorded = JSON.parse(readFileSync(file, 'utf8')) as {
  status: number;
  headers: Record<string, string>;
  body: string;
};
const body = Buffer.from(recorded.body, 'base64');
const headers = { ...recorded.headers, 'content-length': String(body.length) };

const server = http.createServer((_request, response) => {
  response.writeHead(recorded.status, headers);
  response.end(body);
});
// Fastify's default, so neither side reconnects more often.
server.keepAliveTimeout = 72_000;
server.listen(Number(port), '127.0.0.1');

process.once('SIGTERM', () => {
  server.closeAllConnections();
  server.close(() => process.exit(0));
});
