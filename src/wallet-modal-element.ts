/**
 * `wallet-modal/element`: the element's class and the public types, without defining the element, so that a site can
 * define it under a tag of its own (`customElements.define('my-wallet', WalletModalElement)`). Importing it touches no
 * DOM: it is safe in server rendering.
 */
import './element/events';

export { WalletModalElement } from './element/element';
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
