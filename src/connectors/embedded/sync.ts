/**
 * SPEC §7's sync messages: once the frame is ready it is told who the site is (SYNC_DAPP_DATA, SPEC §3's metadata,
 * sdkVersion, sdkType and projectId) and how the modal looks (SYNC_THEME), and the theme again whenever it changes.
 * Each payload is checked against the frame's own schema first: one it would drop unanswered is sent without the
 * part it refuses (a site's metadata with too many icons), or not at all (no project id), instead of timing out.
 */
import { REQUEST_PARSERS, type RequestPayloads } from '../../frame-protocol/requests';
import { INVALID } from '../../frame-protocol/schema';
import type { EmbeddedFrame } from './embedded-frame';

type SyncName = 'SYNC_DAPP_DATA' | 'SYNC_THEME';

/** Where the site's data and theme are read (the element's options), and a way to hear that the theme may have changed. */
export type FrameSyncSource = {
  dapp(): RequestPayloads['SYNC_DAPP_DATA'];
  theme(): RequestPayloads['SYNC_THEME'];
  /** `listener` runs when the theme may have changed; returns the unsubscribe function. */
  onThemeChange(listener: () => void): () => void;
};

/** The first of `candidates` the frame's schema accepts, as it parses it; undefined when it accepts none. */
function firstValid<N extends SyncName>(name: N, candidates: RequestPayloads[N][]): RequestPayloads[N] | undefined {
  for (const candidate of candidates) {
    const parsed = REQUEST_PARSERS[name](candidate);
    if (parsed !== INVALID) return parsed as RequestPayloads[N];
  }
  return undefined;
}

const withoutMetadata = ({ metadata: _metadata, ...rest }: RequestPayloads['SYNC_DAPP_DATA']) => rest;
const themeModeOnly = ({ themeMode }: RequestPayloads['SYNC_THEME']) => (themeMode ? { themeMode } : {});

/** Sends the site's data and theme to a ready frame, then the theme on each change (once per distinct theme). */
export function syncFrame(request: EmbeddedFrame['request'], source: FrameSyncSource): void {
  // The look and the site's name are the frame's to show; a frame that refuses them still logs in and signs.
  const send = <N extends SyncName>(name: N, payload: RequestPayloads[N] | undefined) => {
    if (payload !== undefined) request(name, payload).catch(() => undefined);
  };
  const dapp = source.dapp();
  send('SYNC_DAPP_DATA', firstValid('SYNC_DAPP_DATA', [dapp, withoutMetadata(dapp)]));
  let sent: string | undefined;
  const sendTheme = () => {
    const theme = source.theme();
    const payload = firstValid('SYNC_THEME', [theme, themeModeOnly(theme)]);
    const key = JSON.stringify(payload);
    if (key === sent) return;
    sent = key;
    send('SYNC_THEME', payload);
  };
  sendTheme();
  source.onThemeChange(sendTheme);
}
