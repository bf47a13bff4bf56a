/** The entry: defines <wallet-modal>. Views, ethers and wallets load later, on demand. */
import { ELEMENT_TAG } from './constants';
import { WalletModalElement } from './element/element';
import './element/events';

if (typeof customElements !== 'undefined' && !customElements.get(ELEMENT_TAG)) {
  customElements.define(ELEMENT_TAG, WalletModalElement);
}

export { WalletModalElement };
export type { WalletModalState } from './element/element';
export type { WalletModalEventMap, WalletModalAttributes } from './element/events';
export type { WalletModalEventDetails, WalletModalEventName } from './client/events';
export type {
  AccountInfo,
  EmbeddedWalletInfo,
  OpenOptions,
  TransactionRequest,
  EvmTransactionRequest,
  HexReply,
  SolanaSignature,
  WalletObjectReply,
  WalletReply,
} from './client/types';
export type { ViewName } from './state/routes';
export type { SiweConfig, SiwxConfig, SiwxMessageInput, SiwxSession, SiwxSignedMessage } from './state/siwx';
export type { ChainNamespace } from './chains/namespaces';
export type { Eip1193Provider, LoginUser, SocialLoginProvider, SolanaSigner } from './connectors/connector';
export type { CaipAddress, CaipNetworkId } from './chains/caip';
export { WalletModalError } from './errors';
// The failures a page may meet, as types (docs/errors.md): classes would cost the first script bytes, and their `code` tells them apart.
export type { ActionNotAllowedError, AdapterNotFoundError, InvalidArgumentError, LoadFailedError, UnknownError, WalletModalErrorCode } from './errors';
export type { ConnectorNotFoundError, DisconnectFailedError, NotConnectedError } from './errors/connection';
export type { NetworkNotInSetupError } from './errors/network';
export type { NodeError } from './errors/node';
export type { RelayUnreachableError, RpcCallNotAllowedError, RpcCodeError, UserRejectedRequestError } from './errors/rpc';
