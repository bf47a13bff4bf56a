/**
 * The INITIALIZE event (SPEC §7), when the site turned the `analytics` feature on (it is off by default) and
 * the catalogue service's `/getAnalyticsConfig`, read once per page, says it is enabled. A 403 from either
 * call is SPEC §8's Invalid App Configuration alert (this origin is not allowed); other failures are dropped:
 * analytics never gets in the way of connecting.
 */
import { DEFAULT_FEATURES, type Features } from '../../constants';
import { ALERTS } from '../../errors';
import { getAnalyticsConfig, SDK_TYPE, SDK_VERSION } from '../../services/catalogue/client';
import { randomEventId, sendAnalyticsEvent, type AnalyticsEvent } from '../../services/analytics';
import { HttpStatusError } from '../../errors/request';
import { accountAtoms, activeNamespaceAtom } from '../../state/account';
import { optionsAtom } from '../../state/options';
import { raiseAlert } from '../alerts';
import { parseFeatures } from '../features';
import type { ClientContext } from '../context';
import { RECONNECT_DISCOVERY_WINDOW_MS } from './reconnect';
import type { ActionParameters, ActionReturnType } from './action-types';

/** Per service URL, for the page's lifetime: the config is read once however many elements ask. */
const configs = new Map<string, Promise<boolean>>();

function analyticsEnabled(baseUrl: string, projectId: string | undefined): Promise<boolean> {
  let enabled = configs.get(baseUrl);
  if (!enabled) {
    enabled = getAnalyticsConfig({ baseUrl, ...(projectId ? { projectId } : {}) }).then((c) => c.isAnalyticsEnabled);
    configs.set(baseUrl, enabled);
  }
  return enabled;
}

/** Resolves once the active account is no longer reconnecting (so a restored address is included), or after the reconnect window. */
function accountSettled(ctx: ClientContext): Promise<void> {
  const { store } = ctx;
  const settled = () => store.get(accountAtoms[store.get(activeNamespaceAtom)]).status !== 'connecting';
  if (settled()) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      ctx.window.clearTimeout(timer);
      unsubscribe();
      resolve();
    };
    const timer = ctx.window.setTimeout(done, RECONNECT_DISCOVERY_WINDOW_MS * 2);
    const unsubscribe = store.sub(accountAtoms[store.get(activeNamespaceAtom)], () => settled() && done());
  });
}

export type InitializeEventParameters = ActionParameters<typeof initializeEvent>;
export type InitializeEventReturnType = ActionReturnType<typeof initializeEvent>;
export type InitializeEventErrorType = never;
function initializeEvent(ctx: ClientContext): AnalyticsEvent {
  const { store } = ctx;
  const options = store.get(optionsAtom);
  const namespace = store.get(activeNamespaceAtom);
  const account = store.get(accountAtoms[namespace]);
  return {
    eventId: randomEventId(),
    url: ctx.window.location.href,
    domain: ctx.window.location.hostname,
    timestamp: Date.now(),
    props: {
      type: 'track',
      event: 'INITIALIZE',
      ...(account.status === 'connected' ? { address: account.address } : {}),
      properties: {
        ...(options.projectId ? { projectId: options.projectId } : {}),
        sdkType: SDK_TYPE,
        sdkVersion: SDK_VERSION,
        namespace,
        networks: options.networks.map((n) => n.caipNetworkId).join(','),
      },
    },
  };
}

/** The features in force: the attribute's, or, when it is bad, the defaults, with a wm-error as for any bad attribute. */
function featuresOf(ctx: ClientContext): Readonly<Features> {
  const { features, featuresAttribute } = ctx.store.get(optionsAtom);
  if (featuresAttribute === undefined) return features;
  try {
    return parseFeatures(featuresAttribute);
  } catch (error) {
    const message = `features: ${error instanceof Error ? error.message : String(error)}`;
    console.warn(`<wallet-modal> ${message}`);
    ctx.emit({ type: 'error', detail: { code: 'INVALID_ATTRIBUTE', message } });
    return DEFAULT_FEATURES;
  }
}

export type TrackInitializeParameters = ActionParameters<typeof trackInitialize>;
export type TrackInitializeReturnType = ActionReturnType<typeof trackInitialize>;
export type TrackInitializeErrorType = never;
export async function trackInitialize(ctx: ClientContext): Promise<void> {
  const { catalogueUrl, projectId } = ctx.store.get(optionsAtom);
  const features = featuresOf(ctx);
  if (!features.analytics || !catalogueUrl) return;
  try {
    if (!(await analyticsEnabled(catalogueUrl, projectId))) return;
    await accountSettled(ctx);
    await sendAnalyticsEvent(catalogueUrl, initializeEvent(ctx));
  } catch (error) {
    if (error instanceof HttpStatusError && error.status === 403) {
      raiseAlert(ctx, ALERTS.invalidAppConfiguration.code, `the analytics service at ${catalogueUrl} does not allow this origin (HTTP 403)`);
    }
  }
}
