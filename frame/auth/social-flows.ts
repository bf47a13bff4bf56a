/**
 * Social login as the frame runs it (docs/embedded-wallet.md, "Social login"). The service's start answers the
 * provider's page and a flow token; the token stays in this frame's memory only (never its storage, never the app),
 * under the page's URI, which is what the app hands back with CONNECT_SOCIAL, and the claim spends it. The claim asks
 * the service until the popup has come back (a session, or the service's words for why not), and not past SPEC §9's
 * 30 s, after which the app has stopped waiting for it.
 */
import { FRAME_REQUEST_TIMEOUT_MS, SOCIAL_LOGIN_POLL_MS, SOCIAL_LOGIN_TTL_MS, SOCIAL_LOGINS_KEPT } from '../../src/constants';
import type { SocialLoginProvider } from '../../src/frame-protocol/fields';
import * as MESSAGES from '../../src/messages';
import { Refusal } from '../refusal';
import { parsedAnswer, sessionAnswer, socialPendingAnswer, socialStartAnswer, type SessionAnswer } from './answers';
import { failureOf, type AuthTransport } from './transport';

export type SocialFlowOptions = {
  transport: AuthTransport;
  /** Unix ms. */
  now: () => number;
  /** A session claimed after the app stopped waiting: nobody will use it, so it is ended rather than kept. */
  discard: (answer: SessionAnswer) => Promise<void>;
  /** Between two asks while the popup is out; default SOCIAL_LOGIN_POLL_MS. */
  pollMs?: number;
  /** How long a claim asks; default the app's wait, FRAME_REQUEST_TIMEOUT_MS. */
  limitMs?: number;
};

export type SocialFlows = {
  /** Starts a login at `provider`: the page the popup is sent to. */
  start(provider: SocialLoginProvider): Promise<string>;
  /** The session of the login started with the page `uri`, once the popup is back; refuses a page this frame did not start. */
  claim(uri: string): Promise<SessionAnswer>;
};

const COMPLETE = '/v1/social/complete';

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createSocialFlows({
  transport,
  now,
  discard,
  pollMs = SOCIAL_LOGIN_POLL_MS,
  limitMs = FRAME_REQUEST_TIMEOUT_MS,
}: SocialFlowOptions): SocialFlows {
  /** The flow tokens by the page each was started with, oldest first; a few, and none past its life. */
  const flows = new Map<string, { flow: string; expiresAt: number }>();

  function keep(uri: string, flow: string, expiresAt: number): void {
    const time = now();
    for (const [key, kept] of flows) if (kept.expiresAt <= time) flows.delete(key);
    flows.delete(uri);
    while (flows.size >= SOCIAL_LOGINS_KEPT) flows.delete(flows.keys().next().value as string);
    flows.set(uri, { flow, expiresAt: Math.min(expiresAt, time + SOCIAL_LOGIN_TTL_MS) });
  }

  /** The flow of `uri`, taken: a login is claimed once. */
  function take(uri: string): string | null {
    const kept = flows.get(uri);
    flows.delete(uri);
    return kept && kept.expiresAt > now() ? kept.flow : null;
  }

  return {
    async start(provider) {
      const path = `/v1/social/${provider}/start`;
      const answer = await transport.call('POST', path, { body: {} });
      if (answer.status !== 200) throw failureOf(path, answer);
      const { uri, flow, expiresAt } = parsedAnswer(path, socialStartAnswer, answer);
      keep(uri, flow, expiresAt);
      return uri;
    },
    async claim(uri) {
      const flow = take(uri);
      // A page this frame never started (or one claimed, or expired): the app cannot name a login for it to claim.
      if (flow === null) throw new Refusal(MESSAGES.actionNotAllowed);
      const deadline = now() + limitMs;
      for (;;) {
        const answer = await transport.call('POST', COMPLETE, { body: { flow } });
        if (answer.status === 200) {
          const session = parsedAnswer(COMPLETE, sessionAnswer, answer);
          if (now() <= deadline) return session;
          await discard(session).catch(() => undefined);
          throw new Refusal(MESSAGES.frameTimeout);
        }
        // 401: the login failed (cancelled, refused at the provider, not verified), in the service's words.
        if (answer.status !== 202) throw failureOf(COMPLETE, answer);
        parsedAnswer(COMPLETE, socialPendingAnswer, answer);
        const left = deadline - now();
        if (left <= 0) throw new Refusal(MESSAGES.frameTimeout);
        await pause(Math.min(pollMs, left));
      }
    },
  };
}
