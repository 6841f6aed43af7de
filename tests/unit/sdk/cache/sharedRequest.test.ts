import { describe, expect, it } from 'vitest';
import { AbortError, cacheKeys, createSdk } from '@about-site/sdk';
import type { ManagedContentDocument } from '@about-site/sdk';
import { controlledFetch } from '../../support/controlledFetch';
import {
  ORIGIN,
  SITE_ID,
  flush,
  manualClock,
  newsDocument,
  sitePath,
  uniqueContentKey,
} from '../../support/fixtures';
import { rejection } from '../../support/rejection';

function setup() {
  const key = uniqueContentKey();
  const clock = manualClock();
  const network = controlledFetch();
  const sdk = createSdk({ baseUrl: ORIGIN, now: clock.now, fetch: network.fetch });
  const config = { channelOrSiteId: SITE_ID, contentKeyOrId: key };
  return { key, clock, sdk, config, network, entryKey: cacheKeys.getContent(config) };
}

describe('identical requests in flight', () => {
  it('share one network request', async () => {
    const { key, sdk, config, network } = setup();
    const calls = [sdk.getContent(config), sdk.getContent(config), sdk.getContent(config)];
    const call = await network.nextCall();
    expect(call.url).toBe(`${ORIGIN}${sitePath(key)}`);
    call.respond(200, newsDocument(key));
    const [a, b, c] = await Promise.all(calls);
    expect(a).toBe(b);
    expect(b).toBe(c);
    expect(network.calls).toHaveLength(1);
  });

  it('one caller aborting rejects only that caller; the request goes on', async () => {
    const { key, sdk, config, network, entryKey } = setup();
    const leaving = new AbortController();
    const staying = new AbortController();
    const first = sdk.getContent(config, { signal: leaving.signal });
    const second = sdk.getContent(config, { signal: staying.signal });
    const call = await network.nextCall();
    leaving.abort();
    const error = await rejection(first);
    expect(error).toBeInstanceOf(AbortError);
    expect(error.message).toBe('Aborted');
    expect(call.signal?.aborted).toBe(false);
    expect(sdk.cache.get(entryKey)?.loading).toBe(true);
    call.respond(200, newsDocument(key, 'v1'));
    expect((await second).title).toBe('v1');
    expect(sdk.cache.get(entryKey)).toMatchObject({ state: 'Fulfilled', loading: false });
  });

  it('the request is aborted when its last caller aborts; the entry keeps its data', async () => {
    const { key, clock, sdk, config, network, entryKey } = setup();
    const load = sdk.getContent(config);
    (await network.nextCall()).respond(200, newsDocument(key, 'v1'));
    await load;
    clock.advance(300_001);

    const a = new AbortController();
    const b = new AbortController();
    const first = sdk.getContent(config, { signal: a.signal });
    const second = sdk.getContent(config, { signal: b.signal });
    const refresh = await network.nextCall();
    expect(sdk.cache.get(entryKey)).toMatchObject({ state: 'Stale', loading: true });
    a.abort();
    expect(refresh.signal?.aborted).toBe(false);
    b.abort();
    expect(refresh.signal?.aborted).toBe(true);
    await rejection(first);
    await rejection(second);
    await flush();
    expect(sdk.cache.get<ManagedContentDocument>(entryKey)).toMatchObject({
      state: 'Stale',
      loading: false,
      data: { title: 'v1' },
    });
  });

  it('an abort of a first load leaves the entry Unfulfilled and not loading', async () => {
    const { sdk, config, network, entryKey } = setup();
    const controller = new AbortController();
    const call = sdk.getContent(config, { signal: controller.signal });
    await network.nextCall();
    expect(sdk.cache.get(entryKey)).toMatchObject({ state: 'Pending', loading: true });
    controller.abort();
    await rejection(call);
    await flush();
    expect(sdk.cache.get(entryKey)).toMatchObject({
      state: 'Unfulfilled',
      loading: false,
      data: undefined,
    });
  });

  it('a caller without a signal keeps the request alive', async () => {
    const { key, sdk, config, network } = setup();
    const controller = new AbortController();
    const leaving = sdk.getContent(config, { signal: controller.signal });
    const staying = sdk.getContent(config);
    const call = await network.nextCall();
    controller.abort();
    await rejection(leaving);
    expect(call.signal?.aborted).toBe(false);
    call.respond(200, newsDocument(key, 'v1'));
    expect((await staying).title).toBe('v1');
  });

  it('a caller that comes after the others left starts a new request', async () => {
    const { key, sdk, config, network } = setup();
    const controller = new AbortController();
    const leaving = sdk.getContent(config, { signal: controller.signal });
    await network.nextCall();
    controller.abort();
    await rejection(leaving);
    const next = sdk.getContent(config);
    (await network.nextCall()).respond(200, newsDocument(key, 'second'));
    expect((await next).title).toBe('second');
    expect(network.calls).toHaveLength(2);
  });

  it('an already aborted signal rejects at once, with no request', async () => {
    const { sdk, config, network } = setup();
    const error = await rejection(sdk.getContent(config, { signal: AbortSignal.abort() }));
    expect(error.name).toBe('AbortError');
    expect(sdk.cache.entries()).toEqual({});
    expect(network.calls).toHaveLength(0);
  });

  it('requests with different fetch modes are not shared', async () => {
    const { key, sdk, config, network } = setup();
    const both = Promise.all([
      sdk.getContent(config),
      sdk.getContent(config, { cachePolicy: 'no-cache' }),
    ]);
    const plain = await network.nextCall();
    const noCache = await network.nextCall();
    expect(plain.init?.cache).toBeUndefined();
    expect(noCache.init?.cache).toBe('no-cache');
    noCache.respond(200, newsDocument(key));
    plain.respond(200, newsDocument(key));
    await both;
  });
});
