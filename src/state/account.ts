/** SPEC §3/§4: account state per chain namespace, as a discriminated union. */
import { atom, type PrimitiveAtom } from 'jotai/vanilla';
import type { CaipAddress, CaipNetworkId } from '../chains/caip';
import { CHAIN_NAMESPACES, type AccountType, type ChainNamespace } from '../chains/namespaces';
import type { LoginUser, SocialLoginProvider } from '../connectors/connector';

export type ConnectionStatus = 'disconnected' | 'connecting' | 'connected';

/** An amount in base units with its decimals; formatting happens only in ui/. */
export type Amount = { value: bigint; decimals: number };

/** SPEC §3: token balance. `value` and `price` are USD amounts (absent when no price is known). */
export type TokenBalance = {
  name: string;
  symbol: string;
  chainId: CaipNetworkId;
  address?: string;
  value?: Amount;
  price?: Amount;
  iconUrl?: string;
  quantity: Amount;
};

/** What a balance read answers: the native amount in base units and the token balances. */
export type Balances = { native: bigint; tokens: TokenBalance[] };

type AccountEntry = { namespace: ChainNamespace; address: string; type: AccountType };

export type ConnectedAccount = {
  status: 'connected';
  connectorId: string;
  caipAddress: CaipAddress;
  address: string;
  caipNetworkId: CaipNetworkId;
  balance?: Amount;
  balanceSymbol?: string;
  profileName?: string;
  profileImage?: string;
  tokenBalance: TokenBalance[];
  allAccounts: AccountEntry[];
  smartAccountDeployed?: boolean;
  preferredAccountType?: AccountType;
  /** The social account an embedded-wallet login used (none: an email login, or a wallet). */
  socialProvider?: SocialLoginProvider;
  farcasterUrl?: string;
  addressExplorerUrl?: string;
  /** SPEC §3's embedded-wallet user, for an account connected by an email or social login. */
  user?: LoginUser;
};

export type AccountState = { status: 'disconnected' } | { status: 'connecting'; connectorId?: string } | ConnectedAccount;

export const DISCONNECTED: AccountState = { status: 'disconnected' };

/** One atom per namespace, built the same way for each (DESIGN §6: a record, not atomFamily). */
function perNamespace<T>(initial: T): Record<ChainNamespace, PrimitiveAtom<T>> {
  return {
    eip155: atom(initial),
    solana: atom(initial),
    polkadot: atom(initial),
    bip122: atom(initial),
  } satisfies Record<ChainNamespace, PrimitiveAtom<T>>;
}

export const accountAtoms = perNamespace<AccountState>(DISCONNECTED);

/** The namespace the modal shows. */
export const activeNamespaceAtom = atom<ChainNamespace>('eip155');

/** The active network per namespace (a switch in one keeps the other's). */
export const activeNetworkAtoms = perNamespace<CaipNetworkId | undefined>(undefined);

export const activeAccountAtom = atom((get) => get(accountAtoms[get(activeNamespaceAtom)]));

export const connectedNamespacesAtom = atom((get) => CHAIN_NAMESPACES.filter((ns) => get(accountAtoms[ns]).status === 'connected'));

/** Balance loading for the active account: 'idle' | 'loading' | 'error'. */
export const balanceStatusAtoms = perNamespace<'idle' | 'loading' | 'error'>('idle');
