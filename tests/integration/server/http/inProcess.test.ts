import { Socket } from 'node:net';
import { EventEmitter } from 'node:events';
import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { SNAPSHOT_HEADER, snapshotTokenOf } from '../../../../server/http/inProcess';
import { createLiveContent } from '../../../../content-model/liveContent';
import type { SiteContent } from '../../../../content-model';

function requestOn(socket: object, headers: Record<string, string>): FastifyRequest {
  return { headers, raw: { socket } } as unknown as FastifyRequest;
}

describe('in-process snapshot tokens', () => {
  it('are read from requests that arrive on no socket', () => {
    const request = requestOn(new EventEmitter(), { [SNAPSHOT_HEADER]: '7' });
    expect(snapshotTokenOf(request)).toBe('7');
  });

  it('are never read from the network', () => {
    const request = requestOn(new Socket(), { [SNAPSHOT_HEADER]: '7' });
    expect(snapshotTokenOf(request)).toBeUndefined();
  });

  it('name a shared snapshot until it is released, whatever is published meanwhile', () => {
    // Content is only compared by identity here.
    const first = {} as SiteContent;
    const live = createLiveContent(first);
    const shared = live.share(live.snapshot());
    live.publish({} as SiteContent);
    expect(live.shared(shared.token)?.store).toBe(first);
    expect(live.published).not.toBe(first);
    shared.release();
    expect(live.shared(shared.token)).toBeUndefined();
  });
});
