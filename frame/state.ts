/** What the frame holds while it runs: the network, the login in progress, the session and its keys, the app's look. */
import type { FrameChainId } from '../src/frame-protocol/fields';
import type { DappMetadata, ThemeVariables } from '../src/frame-protocol/requests';
import type { LoginSession } from './auth/api';
import type { WalletKeys } from './keys/wallet-keys';

export type FrameState = {
  chainId: FrameChainId;
  /** The address a code was sent to (CONNECT_EMAIL), until the code is checked. */
  pendingEmail: string | null;
  session: LoginSession | null;
  /** The user's keys: present only with a session, wiped and dropped at sign-out. */
  keys: WalletKeys | null;
  theme: { themeMode?: 'light' | 'dark'; themeVariables?: ThemeVariables } | null;
  dapp: { projectId: string; sdkVersion: string; sdkType?: string; metadata?: DappMetadata } | null;
};

export const createFrameState = (chainId: FrameChainId): FrameState => ({ chainId, pendingEmail: null, session: null, keys: null, theme: null, dapp: null });
