import type { FromCanvas, ToCanvas } from './canvasMessages';

type Response = Extract<ToCanvas, { kind: 'response' }>;

/** How long a read waits for the editor's answer before it fails as a network error would. */
const ANSWER_TIMEOUT_MS = 30_000;

/**
 * A `fetch` for the canvas's SDK: the sandboxed canvas may not reach the server itself (its
 * origin is its own, and it carries no cookie), so each read is asked of the editor, which makes
 * it as the signed-in author (drafts included) and posts the answer back.
 */
export function bridgedFetch(post: (message: FromCanvas) => void) {
  let nextId = 1;
  const waiting = new Map<number, (answer: Response) => void>();

  const fetchThroughEditor = (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://canvas');
    const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
    if (method !== 'GET') {
      return Promise.reject(new TypeError(`The canvas reads only: ${method} ${url.pathname}`));
    }
    const requestId = nextId++;
    return new Promise<globalThis.Response>((resolve, reject) => {
      const timer = setTimeout(() => {
        waiting.delete(requestId);
        reject(new TypeError(`No answer from the editor for ${url.pathname}`));
      }, ANSWER_TIMEOUT_MS);
      const abort = () => {
        clearTimeout(timer);
        waiting.delete(requestId);
        reject(new DOMException('The read was aborted', 'AbortError'));
      };
      init?.signal?.addEventListener('abort', abort, { once: true });
      waiting.set(requestId, (answer) => {
        clearTimeout(timer);
        init?.signal?.removeEventListener('abort', abort);
        resolve(
          new globalThis.Response(answer.status === 204 ? null : answer.body, {
            status: answer.status,
            headers: { 'content-type': answer.contentType },
          }),
        );
      });
      post({ kind: 'request', requestId, path: `${url.pathname}${url.search}` });
    });
  };

  const answered = (answer: Response) => {
    const settle = waiting.get(answer.requestId);
    waiting.delete(answer.requestId);
    settle?.(answer);
  };

  return { fetch: fetchThroughEditor, answered };
}
