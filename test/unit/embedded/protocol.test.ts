/**
 * The frame protocol's parsers (issue 21 point 4): every request and reply type, well-formed and malformed, the
 * envelopes, prototype-walking keys at any depth, and the request ids.
 */
import { describe, expect, it } from 'vitest';
import {
  buildError,
  buildRequest,
  buildSessionUpdate,
  buildSuccess,
  newRequestId,
  parseAppRequest,
  parseFrameMessage,
  READY_MESSAGE,
} from '../../../src/frame-protocol/messages';
import { errorType, FRAME_REQUESTS, requestType, successType, type FrameRequestName } from '../../../src/frame-protocol/names';
import { POLLUTING_PAYLOADS, REQUEST_SAMPLES, RESULT_SAMPLES } from '../../support/frame-samples';

const ID = 'a'.repeat(32);
const envelope = (type: string, payload: unknown, id: string = ID) => ({ type, id, payload });

describe('frame protocol: requests', () => {
  it('names the 22 requests of SPEC §7, each once', () => {
    expect(FRAME_REQUESTS).toHaveLength(22);
    expect(new Set(FRAME_REQUESTS).size).toBe(22);
    expect(Object.keys(REQUEST_SAMPLES).sort()).toEqual([...FRAME_REQUESTS].sort());
  });

  it.each(FRAME_REQUESTS)('%s: every well-formed payload parses to itself', (name) => {
    for (const payload of REQUEST_SAMPLES[name].good as unknown[]) {
      expect(parseAppRequest(envelope(requestType(name), payload))).toEqual({ name, id: ID, payload });
      expect(parseAppRequest(buildRequest(name as never, ID, payload as never))).toEqual({ name, id: ID, payload });
    }
  });

  it.each(FRAME_REQUESTS)('%s: every malformed payload, and no payload, is refused', (name) => {
    for (const payload of [...REQUEST_SAMPLES[name].bad, undefined])
      expect(parseAppRequest(envelope(requestType(name), payload)), JSON.stringify(payload)).toBeUndefined();
  });

  it('refuses an envelope with a field more or less, a bad id, or an unknown type', () => {
    const good = envelope(requestType('GET_CHAIN_ID'), {});
    expect(parseAppRequest(good)).toBeDefined();
    for (const bad of [
      { ...good, extra: 1 },
      { type: good.type, payload: {} },
      { type: good.type, id: ID },
      { ...good, id: 'A'.repeat(32) },
      { ...good, id: 'a'.repeat(31) },
      { ...good, id: 42 },
      { ...good, type: '@wm-app/NOPE' },
      { ...good, type: '@wm-app/constructor' },
      { ...good, type: '@wm-app/__proto__' },
      { ...good, type: successType('GET_CHAIN_ID') },
      { ...good, type: '@wm-app/get_chain_id' },
      null,
      undefined,
      'GET_CHAIN_ID',
      [good],
      Object.assign(Object.create({ inherited: true }), good),
    ]) {
      expect(parseAppRequest(bad), JSON.stringify(bad)).toBeUndefined();
    }
  });

  it('refuses a payload with __proto__, constructor or prototype at any depth, and leaves Object.prototype alone', () => {
    for (const name of FRAME_REQUESTS) for (const payload of POLLUTING_PAYLOADS) expect(parseAppRequest(envelope(requestType(name), payload))).toBeUndefined();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses RPC params that are too deep, too many, or arrays with holes or extra properties', () => {
    let deep: unknown = 1;
    for (let i = 0; i < 40; i++) deep = [deep];
    // biome-ignore lint/suspicious/noSparseArray: deliberately sparse (structured cloning keeps holes)
    const holes = [1, , 3];
    const named = Object.assign([1, 2], { extra: 3 });
    for (const params of [deep, Array.from({ length: 20_000 }, () => 0), holes, named, ['x'.repeat(100_001)]]) {
      expect(parseAppRequest(envelope(requestType('RPC_REQUEST'), { method: 'eth_call', params }))).toBeUndefined();
    }
  });
});

describe('frame protocol: replies and notices', () => {
  it.each(FRAME_REQUESTS)('%s: well-formed SUCCESS and ERROR replies parse; malformed ones are refused', (name: FrameRequestName) => {
    for (const payload of RESULT_SAMPLES[name].good as unknown[]) {
      expect(parseFrameMessage(buildSuccess(name as never, ID, payload as never))).toEqual({ kind: 'reply', name, id: ID, ok: true, payload });
    }
    for (const payload of RESULT_SAMPLES[name].bad) expect(parseFrameMessage(envelope(successType(name), payload)), JSON.stringify(payload)).toBeUndefined();
    expect(parseFrameMessage(buildError(name, ID, 'Invalid email'))).toEqual({ kind: 'reply', name, id: ID, ok: false, message: 'Invalid email' });
    for (const payload of [{}, { message: 1 }, { message: 'a\nb' }, { message: 'x'.repeat(501) }, { message: 'x', code: 1 }]) {
      expect(parseFrameMessage(envelope(errorType(name), payload))).toBeUndefined();
    }
  });

  it('parses READY and session updates, and nothing that only resembles them', () => {
    expect(parseFrameMessage(READY_MESSAGE)).toEqual({ kind: 'ready' });
    expect(parseFrameMessage(buildSessionUpdate('tok.en'))).toEqual({ kind: 'session', token: 'tok.en' });
    expect(parseFrameMessage(buildSessionUpdate(null))).toEqual({ kind: 'session', token: null });
    for (const bad of [
      { type: '@wm-frame/READY', id: ID },
      { type: '@wm-frame/READY', payload: {} },
      { type: '@wm-frame/ready' },
      { type: '@wm-frame/SESSION_UPDATE', payload: { token: 'a b' } },
      { type: '@wm-frame/SESSION_UPDATE', payload: {} },
      { type: '@wm-frame/SESSION_UPDATE', payload: { token: 't', user: 'x' } },
      { type: requestType('GET_USER'), id: ID, payload: {} },
    ]) {
      expect(parseFrameMessage(bad), JSON.stringify(bad)).toBeUndefined();
    }
  });

  it('refuses polluting reply payloads', () => {
    for (const payload of POLLUTING_PAYLOADS) {
      expect(parseFrameMessage(envelope(successType('RPC_REQUEST'), { result: payload }))).toBeUndefined();
      expect(parseFrameMessage(envelope(successType('GET_USER'), payload))).toBeUndefined();
    }
  });
});

describe('request ids', () => {
  it('are 128 random bits in hex, never repeated', () => {
    const ids = Array.from({ length: 1000 }, newRequestId);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(new Set(ids).size).toBe(1000);
  });
});
