// @vitest-environment node
// The EventEmitter stand-in side by side with Node's own, which the `events` package it replaces ports to browsers,
// on the calls the SDK makes.
import { EventEmitter as RealEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import DefaultEmitter, { EventEmitter } from '../../../../../src/connectors/walletconnect/shims/events';

/** The same script against an emitter; returns what the listeners saw and what the emitter answered. */
function script(emitter: InstanceType<typeof RealEmitter> | EventEmitter): unknown[] {
  const seen: unknown[] = [];
  const a = (x: unknown) => seen.push(['a', x]);
  const b = (x: unknown) => seen.push(['b', x]);
  const once = (x: unknown) => seen.push(['once', x]);
  emitter.on('payload', a);
  emitter.once('payload', once);
  emitter.on('payload', b);
  seen.push(emitter.listenerCount('payload'));
  seen.push(emitter.emit('payload', 1));
  seen.push(emitter.emit('payload', 2));
  emitter.off('payload', a);
  seen.push(emitter.emit('payload', 3));
  emitter.once('close', once);
  emitter.removeListener('close', once);
  seen.push(emitter.emit('close', 4), emitter.listenerCount('close'));
  // A listener added during an emit runs from the next emit on.
  emitter.on('grow', () => emitter.on('grow', b));
  emitter.emit('grow', 5);
  seen.push(emitter.listenerCount('grow'));
  emitter.removeAllListeners('grow');
  seen.push(emitter.listenerCount('grow'), emitter.getMaxListeners());
  emitter.setMaxListeners(11);
  seen.push(emitter.getMaxListeners());
  emitter.removeAllListeners();
  seen.push(emitter.listenerCount('payload'));
  return seen;
}

describe('events stand-in', () => {
  it('behaves as the events package on the SDK calls', () => {
    expect(script(new EventEmitter())).toEqual(script(new RealEmitter()));
    expect(DefaultEmitter).toBe(EventEmitter);
  });

  it('throws an unhandled error event, as Node does, and can be extended', () => {
    class Relayer extends EventEmitter {
      connected = true;
    }
    const relayer = new Relayer();
    expect(() => relayer.emit('error', new Error('socket gone'))).toThrow('socket gone');
    const errors: unknown[] = [];
    relayer.on('error', (e: unknown) => errors.push(e));
    expect(relayer.emit('error', 'x')).toBe(true);
    expect(errors).toEqual(['x']);
  });
});
