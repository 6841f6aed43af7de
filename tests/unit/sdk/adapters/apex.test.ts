import nock from 'nock';
import { describe, expect, it } from 'vitest';
import { APEX_TTL_MS, cacheKeys, createSdk } from '@about-site/sdk';
import { apex, apexMethodCacheKey, type ApexConfig } from '@about-site/sdk/apex';
import { ORIGIN, manualClock } from '../../support/fixtures';
import { rejection } from '../../support/rejection';

const STYLES = { adminPanel: { Id: 'a0X000000000001', Styles__c: '{"color":"#123456"}' } };

describe('apex', () => {
  it('reads a cacheable method with GET, methodParams as JSON and the continuation header', async () => {
    nock(ORIGIN, { reqheaders: { 'x-sfdc-allow-continuation': 'false' } })
      .get('/lwr/apex/v64.0/CarouselController/grabCarouselStyles')
      .query({ methodParams: '{"name":"home","size":2}' })
      .reply(200, STYLES);
    const sdk = createSdk({ baseUrl: ORIGIN });
    const result = await apex(sdk, {
      apexClass: 'CarouselController',
      apexMethod: 'grabCarouselStyles',
      methodParams: { name: 'home', size: 2 },
      cacheable: true,
    });
    expect(result).toEqual(STYLES);
  });

  it('omits methodParams when there are none and caches for 5 minutes', async () => {
    const clock = manualClock();
    nock(ORIGIN)
      .get('/lwr/apex/v64.0/ns__Site/getContentTwo')
      .query({})
      .twice()
      .reply(200, () => ({ at: clock.now() }));
    const sdk = createSdk({ baseUrl: ORIGIN, now: clock.now });
    const config: ApexConfig = {
      apexClass: 'ns__Site',
      apexMethod: 'getContentTwo',
      cacheable: true,
    };
    const first = await apex(sdk, config);
    clock.advance(APEX_TTL_MS);
    expect(await apex(sdk, config)).toBe(first);
    expect(sdk.cache.get(cacheKeys.apex(config))?.state).toBe('Fulfilled');
    clock.advance(1);
    expect(await apex(sdk, config)).not.toEqual(first);
    expect(cacheKeys.apex(config)).toBe('apex::ns:Site:getContentTwo:false:');
  });

  it('keys cacheable calls on key-sorted parameters', async () => {
    nock(ORIGIN)
      .get('/lwr/apex/v64.0/C/m')
      .query({ methodParams: '{"b":1,"a":{"y":2,"x":1}}' })
      .reply(200, [1]);
    const sdk = createSdk({ baseUrl: ORIGIN });
    const first = await apex(sdk, {
      apexClass: 'C',
      apexMethod: 'm',
      cacheable: true,
      methodParams: { b: 1, a: { y: 2, x: 1 } },
    });
    const second = await apex(sdk, {
      apexClass: 'C',
      apexMethod: 'm',
      cacheable: true,
      methodParams: { a: { x: 1, y: 2 }, b: 1 },
    });
    expect(second).toBe(first);
    expect(
      cacheKeys.apex({
        apexClass: 'C',
        apexMethod: 'm',
        methodParams: { b: 1, a: { y: 2, x: 1 } },
      }),
    ).toBe('apex::C:m:false:{"a":{"x":1,"y":2},"b":1}');
  });

  it.each(['no-cache', 'private, no-store'])(
    'shows a response with Cache-Control %s to observers but never answers from it',
    async (cacheControl) => {
      nock(ORIGIN)
        .get('/lwr/apex/v64.0/C/fresh')
        .twice()
        .reply(200, { value: 1 }, { 'Cache-Control': cacheControl });
      const sdk = createSdk({ baseUrl: ORIGIN });
      const config: ApexConfig = { apexClass: 'C', apexMethod: 'fresh', cacheable: true };
      const heard: string[] = [];
      sdk.cache.subscribe(cacheKeys.apex(config), (entry) => heard.push(entry?.state ?? ''));
      expect(await apex(sdk, config)).toEqual({ value: 1 });
      // Stale from the moment it is stored: no observer ever sees it as fresh.
      expect(heard).toEqual(['Pending', 'Stale']);
      expect(sdk.cache.get(cacheKeys.apex(config))).toMatchObject({
        state: 'Stale',
        loading: false,
        data: { value: 1 },
      });
      expect(await apex(sdk, config)).toEqual({ value: 1 });
    },
  );

  it('posts a non-cacheable call with methodParams as the JSON body, never cached', async () => {
    nock(ORIGIN, { reqheaders: { 'x-sfdc-allow-continuation': 'true' } })
      .post('/lwr/apex/v64.0/Orders/submit', { id: 'a1', qty: 2 })
      .twice()
      .reply(200, { ok: true });
    const sdk = createSdk({ baseUrl: ORIGIN });
    const config: ApexConfig = {
      apexClass: 'Orders',
      apexMethod: 'submit',
      methodParams: { id: 'a1', qty: 2 },
      isContinuation: true,
    };
    expect(await apex(sdk, config)).toEqual({ ok: true });
    expect(await apex(sdk, config)).toEqual({ ok: true });
    expect(sdk.cache.entries()).toEqual({});
  });

  it('sends one Content-Type on a POST: the SDK-wide one, in whatever case it was given', async () => {
    let sent: string | null = null;
    const fetch: typeof globalThis.fetch = (_input, init) => {
      sent = new Headers(init?.headers).get('content-type');
      return Promise.resolve(new Response(null, { status: 204 }));
    };
    const sdk = createSdk({ baseUrl: ORIGIN, fetch, headers: { 'Content-Type': 'text/plain' } });
    await apex(sdk, { apexClass: 'Orders', apexMethod: 'ping' });
    expect(sent).toBe('text/plain');
  });

  it('posts an empty object when there are no params', async () => {
    nock(ORIGIN).post('/lwr/apex/v64.0/Orders/ping', {}).reply(204);
    const sdk = createSdk({ baseUrl: ORIGIN });
    expect(await apex(sdk, { apexClass: 'Orders', apexMethod: 'ping' })).toBeNull();
  });

  it('turns {errorMessage} bodies into SdkErrors', async () => {
    nock(ORIGIN).post('/lwr/apex/v64.0/Orders/fail', { id: 1 }).reply(500, {
      errorMessage: 'Script-thrown exception',
      exceptionType: 'System.AuraHandledException',
    });
    const sdk = createSdk({ baseUrl: ORIGIN });
    const error = await rejection(
      apex(sdk, { apexClass: 'Orders', apexMethod: 'fail', methodParams: { id: 1 } }),
    );
    expect(error.status).toBe(500);
    expect(error.errorType).toBe('fetchResponse');
    expect(error.errors).toEqual([
      {
        message: 'Script-thrown exception',
        type: 'System.AuraHandledException',
        arguments: { id: 1 },
      },
    ]);
  });

  it('rejects an invalid config without a request', async () => {
    const sdk = createSdk({ baseUrl: ORIGIN });
    const error = await rejection(apex(sdk, { apexClass: '', apexMethod: 'm' }));
    expect(error.statusText).toBe('INVALID_CONFIG');
    expect(error.message).toBe(
      "The 'apexClass' parameter is required to successfully execute this request.",
    );
    const params = await rejection(
      apex(sdk, { apexClass: 'C', apexMethod: 'm', methodParams: [] as never }),
    );
    expect(params.message).toBe("The 'methodParams' parameter must be an object.");
    expect(() => apexMethodCacheKey({ apexClass: '', apexMethod: 'm' })).toThrow(error.message);
  });

  it('names the key of a checked cacheable call: apexMethodCacheKey', () => {
    const config = { apexClass: 'ns__Site', apexMethod: 'get', methodParams: { b: 2, a: 1 } };
    expect(apexMethodCacheKey(config)).toBe(cacheKeys.apex(config));
    expect(apexMethodCacheKey(config)).toBe('apex::ns:Site:get:false:{"a":1,"b":2}');
  });

  it('reads through the cache of the SDK it is given, and takes only an SDK createSdk made', async () => {
    const config: ApexConfig = { apexClass: 'C', apexMethod: 'each', cacheable: true };
    nock(ORIGIN).get('/lwr/apex/v64.0/C/each').times(2).reply(200, { n: 1 });
    const one = createSdk({ baseUrl: ORIGIN });
    const other = createSdk({ baseUrl: ORIGIN });
    await apex(one, config);
    await apex(other, config);
    await apex(one, config);
    const key = cacheKeys.apex(config);
    expect(one.cache.inspect(key)?.requestCount).toBe(1);
    expect(other.cache.inspect(key)?.requestCount).toBe(1);
    expect(() => apex({ ...one }, config)).toThrow(
      new TypeError('Expected an SDK made by createSdk'),
    );
  });
});
