import nock from 'nock';
import { describe, expect, it, vi } from 'vitest';
import { AbortError, SdkError, type RequestInit } from '../../../../sdk/fetch';
import { request } from '../../../../sdk/fetch/request';
import { controlledFetch } from '../../support/controlledFetch';
import { ORIGIN } from '../../support/fixtures';

const fetch = (...args: Parameters<typeof globalThis.fetch>) => globalThis.fetch(...args);

/** A request as the SDK sends one without headers of its own, with same-origin credentials. */
function send(init: RequestInit, headers: Record<string, string> = {}) {
  return request(init, headers, 'same-origin');
}

async function rejection(promise: Promise<unknown>): Promise<SdkError> {
  const error: unknown = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(SdkError);
  return error as SdkError;
}

describe('request', () => {
  it('sends a GET with same-origin credentials and no content type (no CORS preflight)', async () => {
    const spy = vi.fn(() => Promise.resolve(Response.json({ ok: 1 })));
    const result = await send({ url: `${ORIGIN}/a`, fetch: spy });
    expect(result.data).toEqual({ ok: 1 });
    expect(spy).toHaveBeenCalledWith(`${ORIGIN}/a`, {
      method: 'GET',
      credentials: 'same-origin',
      headers: {},
    });
  });

  it('sends a POST body as JSON with its content type', async () => {
    const spy = vi.fn(() => Promise.resolve(Response.json({ ok: 1 })));
    await send({ url: `${ORIGIN}/a`, method: 'POST', body: { a: 1 }, fetch: spy });
    expect(spy).toHaveBeenCalledWith(`${ORIGIN}/a`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json;charset=UTF-8' },
      body: '{"a":1}',
    });
  });

  it('sends one content type: a header naming one, in any case, wins over the JSON one', async () => {
    nock(ORIGIN, { reqheaders: { 'content-type': 'application/json' } })
      .post('/typed', { a: 1 })
      .reply(200, {});
    await send(
      {
        url: `${ORIGIN}/typed`,
        method: 'POST',
        body: { a: 1 },
        fetch,
      },
      { 'content-type': 'application/json' },
    );
  });

  it('calls fetch unbound, as browsers require', async () => {
    const receivers: unknown[] = [];
    const strictFetch = function (this: unknown) {
      receivers.push(this);
      return Promise.resolve(Response.json({ ok: 1 }));
    } as unknown as typeof globalThis.fetch;
    await send({ url: `${ORIGIN}/a`, fetch: strictFetch });
    expect(receivers).toEqual([undefined]);
  });

  it('encodes query parameters in order and posts JSON bodies', async () => {
    nock(ORIGIN, { badheaders: ['content-type'] })
      .get('/q')
      .query({ contentKeys: 'A,B', methodParams: '{"a":"x y"}' })
      .reply(200, { got: 'query' });
    nock(ORIGIN, { reqheaders: { 'content-type': 'application/json;charset=UTF-8' } })
      .post('/p', { name: 'x' })
      .reply(200, { got: 'body' });
    const get = await send({
      url: `${ORIGIN}/q`,
      query: { contentKeys: 'A,B', methodParams: '{"a":"x y"}' },
      fetch,
    });
    expect(get.data).toEqual({ got: 'query' });
    const post = await send({ url: `${ORIGIN}/p`, method: 'POST', body: { name: 'x' }, fetch });
    expect(post.data).toEqual({ got: 'body' });
  });

  it('gives an empty result for a 204 or a zero content length', async () => {
    nock(ORIGIN).get('/empty').reply(204).get('/zero').reply(200, '', { 'Content-Length': '0' });
    expect((await send({ url: `${ORIGIN}/empty`, fetch })).data).toBeNull();
    expect((await send({ url: `${ORIGIN}/zero`, fetch })).data).toBeNull();
  });

  it('rejects a non-OK response with the platform errors mapped and the query as arguments', async () => {
    nock(ORIGIN)
      .get('/missing')
      .query({ page: '2' })
      .reply(404, [{ errorCode: 'NOT_FOUND', message: 'The requested resource does not exist' }]);
    const error = await rejection(send({ url: `${ORIGIN}/missing`, query: { page: '2' }, fetch }));
    expect(error.toJSON()).toEqual({
      name: 'SdkError',
      message: 'Not Found',
      ok: false,
      status: 404,
      statusText: 'Not Found',
      url: `${ORIGIN}/missing?page=2`,
      body: [{ errorCode: 'NOT_FOUND', message: 'The requested resource does not exist' }],
      errors: [
        {
          message: 'The requested resource does not exist',
          type: 'NOT_FOUND',
          arguments: { page: '2' },
        },
      ],
      errorType: 'fetchResponse',
    });
    expect(error.ok).toBe(false);
  });

  it('uses the first non-empty error message when there is no status text', async () => {
    const reply = Response.json(
      [
        { errorCode: 'A', message: '' },
        { errorCode: 'INVALID_ID_FIELD', message: 'Invalid identifier: 0D5' },
      ],
      { status: 400, statusText: '' },
    );
    const error = await rejection(
      send({ url: `${ORIGIN}/bad`, fetch: () => Promise.resolve(reply) }),
    );
    expect(error.message).toBe('Invalid identifier: 0D5');
    expect(error.errors.map((item) => item.type)).toEqual(['A', 'INVALID_ID_FIELD']);
  });

  it('maps server-method error bodies, with the POST body as arguments', async () => {
    nock(ORIGIN)
      .post('/apex')
      .reply(500, { errorMessage: 'Attempt to de-reference a null object' });
    const error = await rejection(
      send({ url: `${ORIGIN}/apex`, method: 'POST', body: { id: 7 }, fetch }),
    );
    expect(error.status).toBe(500);
    expect(error.errors).toEqual([
      {
        message: 'Attempt to de-reference a null object',
        type: 'fetchResponse',
        arguments: { id: 7 },
      },
    ]);
  });

  it('treats a body that is not JSON as a network adapter error', async () => {
    nock(ORIGIN).get('/html').reply(200, '<html>oops</html>');
    const error = await rejection(send({ url: `${ORIGIN}/html`, fetch }));
    expect(error.errorType).toBe('networkAdapterError');
    expect(error.status).toBe(200);
    expect(error.body).toBe('<html>oops</html>');
  });

  it('treats a network failure as a network adapter error', async () => {
    nock(ORIGIN).get('/down').replyWithError('socket hang up');
    const error = await rejection(send({ url: `${ORIGIN}/down`, fetch }));
    expect(error.errorType).toBe('networkAdapterError');
    expect(error.status).toBe(0);
    expect(error.url).toBe(`${ORIGIN}/down`);
  });

  it('names a rejection that is not an Error', async () => {
    const odd: typeof globalThis.fetch = () => {
      // A fetch polyfill may reject with anything.
      // eslint-disable-next-line @typescript-eslint/only-throw-error
      throw 'nope';
    };
    const error = await rejection(send({ url: `${ORIGIN}/odd`, fetch: odd }));
    expect(error.message).toBe('NetworkAdapter rejected with non-Error object: nope');
  });

  it('rejects with AbortError, message Aborted, when the signal aborts', async () => {
    const network = controlledFetch();
    const controller = new AbortController();
    const pending = send({
      url: `${ORIGIN}/slow`,
      signal: controller.signal,
      fetch: network.fetch,
    });
    await network.nextCall();
    controller.abort();
    const error = await rejection(pending);
    expect(error).toBeInstanceOf(AbortError);
    expect(error.name).toBe('AbortError');
    expect(error.message).toBe('Aborted');
    expect(error.url).toBe(`${ORIGIN}/slow`);
  });

  it('passes the fetch cache mode', async () => {
    const spy = vi.fn(() => Promise.resolve(Response.json({})));
    await send({ url: `${ORIGIN}/c`, cache: 'no-cache', fetch: spy });
    expect(spy).toHaveBeenCalledWith(`${ORIGIN}/c`, expect.objectContaining({ cache: 'no-cache' }));
  });
});
