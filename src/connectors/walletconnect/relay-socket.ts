/**
 * Every socket the WalletConnect SDK opens to the relay passes through this gate, so SPEC §9's reconnect
 * policy (relay-policy.ts: every 1000 ms, at most 5 reconnects, then give up) is what the relay sees.
 *
 * Why a gate beneath the SDK and not a watch above it: @walletconnect/core 2.21.8 (controllers/relayer.ts)
 * reconnects on its own: 100 ms after a loss, then a loop of five attempts 1, 2, 3, 4 s apart, restarted by
 * every 5 s heartbeat and by every publish or subscribe that finds no socket, each loop with a new
 * connection object. Checks of ours on top only added attempts beside those. Here the SDK asks, and the
 * gate decides when a socket is really opened: the SDK's request for a socket (the connection's
 * `register`, jsonrpc-ws-connection 1.0.16, which is where `new WebSocket` happens) is held while the
 * policy says wait, retried by the gate at the policy's pace while it stays held (so the SDK's own pauses
 * do not stretch the cadence), and held again once the relay has been given up, until work needs the
 * relay again (`demand`). Held requests are released after HOLD_MS, below the SDK's 15 s connect timeout,
 * so a socket is never opened for a connection attempt the SDK has already abandoned. Once the relay has
 * misbehaved, a socket it opens is kept from the SDK for PROBATION_MS: one cut at once counts as a failed
 * attempt, paced here, rather than a connect the SDK's loop would follow with its own longer pause.
 */
import { afterAttempt, lossInRound, nextStep, roundAfterLoss, roundForWork, type RelayRound } from './relay-policy';

/** The longest the SDK's request for a socket is held; relayer.ts gives up on a connect after 15 s. */
export const HOLD_MS = 10_000;

/** Once the relay has lost a socket or failed an attempt, how long a new socket must stay open before the SDK gets it. */
export const PROBATION_MS = 250;

/** A socket as the gate needs it: the browser's WebSocket and the `ws` package's both qualify. */
export type GatedSocket = {
  readonly readyState: number;
  addEventListener(type: 'close', listener: () => void): void;
  close(): void;
};

const OPEN = 1;

export type RelayGateOptions = {
  /** Whether the transport was closed on purpose (the session's end): a socket lost then is no outage. */
  closedOnPurpose(): boolean;
  now?: () => number;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
};

type RelayGateState = 'up' | 'reconnecting' | 'down';

export type RelayGate = {
  /**
   * The SDK wants a socket for the connection `key`: `attempt` opens one for real, and is run when the
   * policy allows (again after a failure, while the request is held). `isCurrent` says whether the SDK
   * still uses that connection; a socket that opens for one it replaced is closed at once.
   */
  open(key: object, attempt: () => Promise<GatedSocket>, isCurrent: () => boolean): Promise<GatedSocket>;
  /** Work needs the relay: unless a socket is open, a round for work begins (re-arming a gate that gave up). */
  demand(): void;
  connected(): boolean;
  state(): RelayGateState;
  /** Called when a round ends with no socket: the relay counts as unreachable. */
  onGiveUp(listener: () => void): () => void;
  /** The transport is being closed on purpose: the round ends and held requests are released. */
  stop(): void;
};

/** One connection's requests for a socket: they share an attempt. */
type Request = {
  key: object;
  attempt: () => Promise<GatedSocket>;
  isCurrent: () => boolean;
  callers: { resolve(socket: GatedSocket): void; reject(error: Error): void }[];
  heldSince: number;
  expiry: unknown;
};

export function createRelayGate(options: RelayGateOptions): RelayGate {
  const now = options.now ?? (() => Date.now());
  const setTimer = options.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
  const clearTimer = options.clearTimer ?? ((h) => clearTimeout(h as ReturnType<typeof setTimeout>));
  const giveUpListeners = new Set<() => void>();
  let phase: 'idle' | 'round' | 'down' = 'idle';
  let round: RelayRound | undefined;
  let timer: unknown;
  /** The newest connection's request, waiting; an older one is released when a newer one comes. */
  let held: Request | undefined;
  let inFlight: { request: Request; at: number } | undefined;
  let live: { socket: GatedSocket; openSince: number } | undefined;
  /** The relay lost a socket or failed an attempt since a socket last stayed open. */
  let troubled = false;

  const isOpen = () => live !== undefined && live.socket.readyState === OPEN;

  function release(request: Request, error: Error) {
    clearTimer(request.expiry);
    if (held === request) held = undefined;
    for (const caller of request.callers.splice(0)) caller.reject(error);
  }

  function hold(request: Request) {
    if (held && held !== request) release(held, new Error('A newer connection to the relay replaced this one'));
    held = request;
    clearTimer(request.expiry);
    const left = Math.max(0, request.heldSince + HOLD_MS - now());
    request.expiry = setTimer(() => release(request, new Error('The relay connection was not allowed in time')), left);
  }

  function startRound(next: RelayRound) {
    phase = 'round';
    round = next;
  }

  function pump() {
    clearTimer(timer);
    timer = undefined;
    if (phase === 'idle') {
      if (held && !inFlight) attempt(held);
      return;
    }
    if (phase === 'down' || !round) return;
    const step = nextStep(round, {
      now: now(),
      openSince: isOpen() ? live!.openSince : undefined,
      wanted: held !== undefined,
      attempting: inFlight !== undefined,
    });
    switch (step.action) {
      case 'recovered':
        phase = 'idle';
        round = undefined;
        troubled = false;
        pump();
        return;
      case 'attempt':
        round = afterAttempt(round, now());
        attempt(held!);
        return;
      case 'wait':
        timer = setTimer(pump, step.ms);
        return;
      case 'giveUp':
        phase = 'down';
        round = undefined;
        for (const listener of [...giveUpListeners]) listener();
    }
  }

  function attempt(request: Request) {
    if (held === request) held = undefined;
    clearTimer(request.expiry);
    const at = now();
    inFlight = { request, at };
    const failed = () => {
      inFlight = undefined;
      troubled = true;
      if (phase === 'idle') startRound(roundAfterLoss(at));
      // The request stays held (unless a newer one came): the gate, not the SDK, makes the next attempt.
      if (request.callers.length > 0 && (!held || held === request) && request.isCurrent()) hold(request);
      else release(request, new Error('A newer connection to the relay replaced this one'));
      pump();
    };
    const opened = (socket: GatedSocket) => {
      inFlight = undefined;
      if (!request.isCurrent() || request.callers.length === 0) {
        // Opened for a connection the SDK no longer uses: left open, it would be a second client.
        socket.close();
        release(request, new Error('A newer connection to the relay replaced this one'));
        pump();
        return;
      }
      live = { socket, openSince: now() };
      socket.addEventListener('close', () => lost(socket));
      // A late attempt that opened after the gate gave up: the relay is back.
      if (phase === 'down') phase = 'idle';
      for (const caller of request.callers.splice(0)) caller.resolve(socket);
      if (socket.readyState !== OPEN)
        lost(socket); // closed before the listener was on
      else pump();
    };
    request.attempt().then((socket) => {
      if (phase !== 'round' || !troubled) {
        opened(socket);
        return;
      }
      // Once the relay has misbehaved in this round, a socket it accepts and cuts at once counts as a failed
      // attempt here, paced by the gate, instead of reaching the SDK, whose connect loop would then pause
      // 1, 2, 3, 4 s and stretch the cadence.
      setTimer(() => (socket.readyState === OPEN ? opened(socket) : failed()), PROBATION_MS);
    }, failed);
  }

  function lost(socket: GatedSocket) {
    if (live?.socket !== socket) return;
    live = undefined;
    if (options.closedOnPurpose()) return;
    troubled = true;
    if (phase === 'idle') startRound(roundAfterLoss(now()));
    else if (phase === 'round' && round) round = lossInRound(round, now());
    pump();
  }

  return {
    open(key, attemptSocket, isCurrent) {
      return new Promise<GatedSocket>((resolve, reject) => {
        const caller = { resolve, reject };
        const existing = held?.key === key ? held : inFlight?.request.key === key ? inFlight.request : undefined;
        if (existing) {
          existing.callers.push(caller);
          return;
        }
        hold({ key, attempt: attemptSocket, isCurrent, callers: [caller], heldSince: now(), expiry: undefined });
        pump();
      });
    },
    demand() {
      if (isOpen() || phase === 'round') return;
      const at = now();
      // An attempt already in flight is this round's connect.
      startRound(inFlight ? afterAttempt(roundForWork(inFlight.at), inFlight.at) : roundForWork(at));
      pump();
    },
    connected: isOpen,
    state: () => (phase === 'round' ? 'reconnecting' : phase === 'down' ? 'down' : 'up'),
    onGiveUp(listener) {
      giveUpListeners.add(listener);
      return () => giveUpListeners.delete(listener);
    },
    stop() {
      clearTimer(timer);
      timer = undefined;
      phase = 'idle';
      round = undefined;
      troubled = false;
      if (held) release(held, new Error('The relay transport was closed'));
    },
  };
}

/**
 * What the gate touches of the SDK, read in @walletconnect/core 2.21.8 (controllers/relayer.ts) and
 * @walletconnect/jsonrpc-ws-connection 1.0.16: the relayer replaces `provider` (a JsonRpcProvider over a
 * new WsConnection) before each connect attempt; the connection's `register(url)` is the only place a
 * WebSocket is created (reached from `open()`, and from `send()` when there is no socket); after a failed
 * register its `registering` flag stays set, so a second register on it would wait for ever unless reset.
 */
type WsConnection = { registering: boolean; register(url?: string): Promise<unknown> };
export type GatedRelayer = {
  provider: unknown;
  transportExplicitlyClosed: boolean;
  transportClose(): Promise<void>;
};

const gates = new WeakMap<object, RelayGate>();

function isWsConnection(value: unknown): value is WsConnection {
  return typeof value === 'object' && value !== null && typeof (value as WsConnection).register === 'function' && 'registering' in value;
}

/** Installs the gate on a relayer before its first connect (once per relayer; the SDK shares a core per storage prefix). */
export function gateRelaySockets(relayer: GatedRelayer, options: Omit<RelayGateOptions, 'closedOnPurpose'> = {}): RelayGate {
  const existing = gates.get(relayer);
  if (existing) return existing;
  const gate = createRelayGate({ ...options, closedOnPurpose: () => relayer.transportExplicitlyClosed });
  const connectionOf = (provider: unknown): unknown =>
    typeof provider === 'object' && provider !== null ? (provider as { connection?: unknown }).connection : undefined;
  const gated = new WeakSet<object>();
  const gateConnection = (provider: unknown) => {
    const connection = connectionOf(provider);
    if (!isWsConnection(connection) || gated.has(connection)) return;
    gated.add(connection);
    const register = connection.register.bind(connection);
    connection.register = (url?: string) =>
      gate.open(
        connection,
        () => {
          connection.registering = false;
          return register(url) as Promise<GatedSocket>;
        },
        () => connectionOf(relayer.provider) === connection,
      );
  };
  let provider = relayer.provider;
  gateConnection(provider);
  Object.defineProperty(relayer, 'provider', {
    configurable: true,
    enumerable: true,
    get: () => provider,
    set(next: unknown) {
      provider = next;
      gateConnection(next);
    },
  });
  const transportClose = relayer.transportClose.bind(relayer);
  relayer.transportClose = () => {
    gate.stop();
    return transportClose();
  };
  gates.set(relayer, gate);
  return gate;
}
