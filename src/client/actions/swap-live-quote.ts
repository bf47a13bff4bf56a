/**
 * The Swap view's live quote as the person types: asked once typing pauses (QUOTE_DEBOUNCE_MS), written to
 * swapQuoteAtom (loading, the quote, or the failure); a newer form ends the ask before it and its request.
 */
import type { PairRequest } from '../../services/swap/client';
import { swapQuoteAtom } from '../../state/swap';
import type { ServiceConfig } from './service-config';
import { loadLiveQuote } from './swap-quote';

/** How long typing must pause before a quote is asked for (SPEC §9's search delay). */
const QUOTE_DEBOUNCE_MS = 300;

/** `owner` and `key`: the view's showing and the form it shows; no `request` when the form is not complete. */
export type RequestLiveQuoteParameters = { owner: object; key: string; request: PairRequest | undefined };
/** Nothing: the quote or the failure is in swapQuoteAtom. */
export type RequestLiveQuoteReturnType = undefined;
/** Never rejects: a failure goes to swapQuoteAtom (the view says it). */
export type RequestLiveQuoteErrorType = never;

export async function requestLiveQuote(config: ServiceConfig, { owner, key, request }: RequestLiveQuoteParameters): Promise<RequestLiveQuoteReturnType> {
  const { store } = config;
  stopLiveQuote(config);
  if (!request) {
    store.set(swapQuoteAtom, { status: 'idle' });
    return;
  }
  const controller = new AbortController();
  store.set(swapQuoteAtom, { status: 'loading', owner, key, controller });
  await new Promise((resolve) => setTimeout(resolve, QUOTE_DEBOUNCE_MS));
  if (controller.signal.aborted) return;
  try {
    const quote = await loadLiveQuote(config, { request, signal: controller.signal });
    if (!controller.signal.aborted) store.set(swapQuoteAtom, { status: 'ready', owner, key, quote });
  } catch (error) {
    if (!controller.signal.aborted) store.set(swapQuoteAtom, { status: 'error', owner, key, error });
  }
}

export type StopLiveQuoteParameters = [];
export type StopLiveQuoteReturnType = undefined;
export type StopLiveQuoteErrorType = never;

/** Ends the ask in flight (a newer form, or the view left): its answer is not written. */
export function stopLiveQuote(config: ServiceConfig): StopLiveQuoteReturnType {
  const current = config.store.get(swapQuoteAtom);
  if (current.status === 'loading') current.controller.abort();
}
