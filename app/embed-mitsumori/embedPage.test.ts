import { createHash, createHmac } from 'node:crypto';
import { observable, runInAction } from 'mobx';
import { describe, expect, it, vi } from 'vitest';
import { EMBED_HEADERS, signedRequestText } from '../../domain/embed/signedWrites.ts';
import type { EmbedParentMessage } from '../../domain/embed/parentMessages.ts';
import { readApiTokens } from './apiTokens.ts';
import { parentFrame, reportHeight } from './parentFrame.ts';
import { notifyParent } from './parentNotifications.ts';
import { createRequestSigner } from './requestSigner.ts';

const META = {
  'embed-partner': 'realty',
  'embed-key-version': '2',
  'embed-page-issued-at': '1800000000000',
  'embed-page-nonce': 'N'.repeat(22),
  'embed-signature': 'K'.repeat(43),
  'embed-parent-origins': 'https://realty.example.jp http://localhost:5173',
};
const docWith = (meta: Record<string, string>) => ({
  querySelector: (selector: string) => {
    const name = /meta\[name="([^"]+)"\]/.exec(selector)?.[1] ?? '';
    return name in meta ? ({ getAttribute: () => meta[name] } as unknown as Element) : null;
  },
});

describe('readApiTokens', () => {
  it('reads the grant, the page key and the parent origins from the page', () => {
    expect(readApiTokens(docWith(META))).toEqual({
      grant: { partner: 'realty', keyVersion: 2, issuedAt: 1_800_000_000_000, pageNonce: 'N'.repeat(22) },
      pageKey: 'K'.repeat(43),
      parentOrigins: ['https://realty.example.jp', 'http://localhost:5173'],
    });
  });

  it("stops with 'API tokens are not defined' when any is missing (spec §8)", () => {
    for (const name of Object.keys(META)) {
      const { [name]: _missing, ...rest } = META as Record<string, string>;
      expect(() => readApiTokens(docWith(rest)), name).toThrow('API tokens are not defined');
    }
  });
});

describe('createRequestSigner', () => {
  const { grant, pageKey } = readApiTokens(docWith(META));

  it('signs the write with HMAC-SHA256 under the page key, timed on the server clock', async () => {
    let clock = 5_000; // the browser's clock is far off; only the time elapsed since the page was read counts
    const sign = createRequestSigner(grant, pageKey, { subtle: crypto.subtle, getRandomValues: (array) => array.fill(7), now: () => clock });
    clock += 90_000;
    const body = '{"zipCode":"1000001"}';
    const headers = await sign({ method: 'POST', path: '/api/postal/', body });

    const fields = {
      ...grant,
      method: 'POST',
      path: '/api/postal/',
      timestamp: grant.issuedAt + 90_000,
      requestNonce: Buffer.alloc(16, 7).toString('base64url'),
      bodyDigest: createHash('sha256').update(body).digest('base64url'),
    };
    expect(headers).toEqual({
      [EMBED_HEADERS.partner]: 'realty',
      [EMBED_HEADERS.keyVersion]: '2',
      [EMBED_HEADERS.pageIssuedAt]: '1800000000000',
      [EMBED_HEADERS.pageNonce]: 'N'.repeat(22),
      [EMBED_HEADERS.timestamp]: String(grant.issuedAt + 90_000),
      [EMBED_HEADERS.requestNonce]: fields.requestNonce,
      [EMBED_HEADERS.signature]: createHmac('sha256', pageKey).update(signedRequestText(fields)).digest('base64url'),
    });
  });

  it('gives every write its own nonce', async () => {
    const sign = createRequestSigner(grant, pageKey, { subtle: crypto.subtle, getRandomValues: (array) => crypto.getRandomValues(array), now: Date.now });
    const write = { method: 'POST', path: '/api/email/', body: '{}' };
    const [a, b] = await Promise.all([sign(write), sign(write)]);
    expect(a[EMBED_HEADERS.requestNonce]).not.toBe(b[EMBED_HEADERS.requestNonce]);
  });
});

describe('parentFrame', () => {
  it('posts to each registered origin of the parent, and nothing when not framed', () => {
    const postMessage = vi.fn();
    parentFrame({ parent: { postMessage }, self: {} }, ['https://a.example', 'https://b.example']).post({ type: 'hikkoshi:step-changed' });
    expect(postMessage.mock.calls).toEqual([
      [{ type: 'hikkoshi:step-changed' }, 'https://a.example'],
      [{ type: 'hikkoshi:step-changed' }, 'https://b.example'],
    ]);
    const alone = { postMessage: vi.fn() };
    parentFrame({ parent: alone, self: alone }, ['https://a.example']).post({ type: 'hikkoshi:step-changed' });
    expect(alone.postMessage).not.toHaveBeenCalled();
  });

  it('reports the root height when it changes, rounded up, once per height', () => {
    let height = 0;
    let notify = () => {};
    class FakeObserver {
      constructor(callback: () => void) {
        notify = callback;
      }
      observe() {}
      disconnect() {}
    }
    const posted: EmbedParentMessage[] = [];
    const root = { getBoundingClientRect: () => ({ height }) } as Element;
    reportHeight(root, { post: (message) => posted.push(message) }, FakeObserver as unknown as typeof ResizeObserver);
    for (const next of [0, 640.2, 640.2, 641, 480]) {
      height = next;
      notify();
    }
    expect(posted).toEqual([641, 480].map((h) => ({ type: 'hikkoshi:resize', height: h })));
  });
});

describe('notifyParent', () => {
  it('tells step changes and a newly sent request id, never the state found at start', () => {
    const flow = observable({ step: 'complete', sentRequestId: 'MT-OLD' as string | null });
    const posted: EmbedParentMessage[] = [];
    const stop = notifyParent(flow, { post: (message) => posted.push(message) });
    expect(posted).toEqual([]);
    runInAction(() => {
      flow.step = 'step1';
      flow.sentRequestId = null;
    });
    runInAction(() => {
      flow.step = 'complete';
      flow.sentRequestId = 'MT-NEW';
    });
    stop();
    runInAction(() => (flow.step = 'step1'));
    expect(posted).toEqual([
      { type: 'hikkoshi:step-changed' },
      { type: 'hikkoshi:step-changed' },
      { type: 'hikkoshi:estimate-sent', requestId: 'MT-NEW' },
    ]);
  });
});
