/**
 * EIP-1193 provider errors and EIP-1474 JSON-RPC errors (SPEC §8), each its own class, and the one conversion of a
 * foreign error into ours. Apart from index.ts so that the first script, which never meets a wallet, carries none of it.
 */
import { WalletModalError, type WalletModalErrorOptions } from './base';
import { UnknownError } from './common';
import { RequestAbortedError } from './request';
import { matchNodeError, NodeError } from './node';
import * as MESSAGES from '../messages';

/** SPEC §5/§8: a provider of ours was asked for a method outside SPEC §6's lists (or its open request was dropped with it). */
export class RpcCallNotAllowedError extends WalletModalError {
  override name = 'RpcCallNotAllowedError';
  /** The method that was refused. */
  readonly method: string;
  constructor(method: string, options: WalletModalErrorOptions = {}) {
    super('RPC_CALL_NOT_ALLOWED', MESSAGES.rpcCallNotAllowed, { details: `${method.slice(0, 100)} is not on the list of allowed RPC methods`, ...options });
    this.method = method;
  }
}

/**
 * The WalletConnect relay could not be reached (refused, blocked, or gone and not back after the
 * reconnects of SPEC §9). `relayHost` names it, so a person on a network that blocks WebSockets sees which.
 */
export class RelayUnreachableError extends WalletModalError {
  override name = 'RelayUnreachableError';
  readonly relayHost: string;
  constructor(relayHost: string, options: WalletModalErrorOptions = {}) {
    super('RELAY_UNREACHABLE', MESSAGES.relayUnreachable, { details: options.details ?? `No connection to the relay at ${relayHost}`, cause: options.cause });
    this.relayHost = relayHost;
  }
}

/** Base for errors that carry a numeric JSON-RPC / provider code. */
export class RpcCodeError extends WalletModalError {
  override name = 'RpcCodeError';
  readonly rpcCode: number;
  constructor(rpcCode: number, shortMessage: string, options: WalletModalErrorOptions = {}) {
    super(rpcCode >= 1000 ? `PROVIDER_${rpcCode}` : `RPC_${rpcCode}`, shortMessage, options);
    this.rpcCode = rpcCode;
  }
}

/** See ErrorClass (./base.ts): named so that the declarations need no @types/node. */
type RpcErrorClass = { new (options?: WalletModalErrorOptions): RpcCodeError; readonly prototype: RpcCodeError; readonly rpcCode: number };

function rpcErrorClass(rpcCode: number, className: string, shortMessage: string): RpcErrorClass {
  const cls = class extends RpcCodeError {
    static readonly rpcCode = rpcCode;
    constructor(options: WalletModalErrorOptions = {}) {
      super(rpcCode, shortMessage, options);
      this.name = className;
    }
  };
  Object.defineProperty(cls, 'name', { value: className });
  return cls;
}

export const ParseRpcError = rpcErrorClass(-32700, 'ParseRpcError', MESSAGES.parseError);
export const InvalidRequestRpcError = rpcErrorClass(-32600, 'InvalidRequestRpcError', MESSAGES.invalidRequest);
export const MethodNotFoundRpcError = rpcErrorClass(-32601, 'MethodNotFoundRpcError', MESSAGES.methodNotFound);
export const InvalidParamsRpcError = rpcErrorClass(-32602, 'InvalidParamsRpcError', MESSAGES.invalidMethodParams);
export const InternalRpcError = rpcErrorClass(-32603, 'InternalRpcError', MESSAGES.internalError);
export const InvalidInputRpcError = rpcErrorClass(-32000, 'InvalidInputRpcError', MESSAGES.invalidParams);
export const ResourceNotFoundRpcError = rpcErrorClass(-32001, 'ResourceNotFoundRpcError', MESSAGES.resourceNotFound);
export const ResourceUnavailableRpcError = rpcErrorClass(-32002, 'ResourceUnavailableRpcError', MESSAGES.resourceUnavailable);
export const TransactionRejectedRpcError = rpcErrorClass(-32003, 'TransactionRejectedRpcError', MESSAGES.transactionRejected);
export const MethodNotSupportedRpcError = rpcErrorClass(-32004, 'MethodNotSupportedRpcError', MESSAGES.methodNotImplemented);
export const LimitExceededRpcError = rpcErrorClass(-32005, 'LimitExceededRpcError', MESSAGES.limitExceeded);
export const JsonRpcVersionUnsupportedError = rpcErrorClass(-32006, 'JsonRpcVersionUnsupportedError', MESSAGES.jsonRpcVersionUnsupported);
export const UserRejectedRequestError = rpcErrorClass(4001, 'UserRejectedRequestError', MESSAGES.userRejected);
export type UserRejectedRequestError = InstanceType<typeof UserRejectedRequestError>;
export const UnauthorizedProviderError = rpcErrorClass(4100, 'UnauthorizedProviderError', MESSAGES.unauthorized);
export const UnsupportedProviderMethodError = rpcErrorClass(4200, 'UnsupportedProviderMethodError', MESSAGES.unsupportedMethod);
export const ProviderDisconnectedError = rpcErrorClass(4900, 'ProviderDisconnectedError', MESSAGES.providerDisconnected);
export const ChainDisconnectedError = rpcErrorClass(4901, 'ChainDisconnectedError', MESSAGES.chainDisconnected);
export const SwitchChainError = rpcErrorClass(4902, 'SwitchChainError', MESSAGES.unrecognizedChain);
// SPEC §8's capability and bundle errors 5700-5760, by EIP-5792's names (wallet_sendCalls, wallet_getCapabilities).
export const UnsupportedNonOptionalCapabilityError = rpcErrorClass(5700, 'UnsupportedNonOptionalCapabilityError', MESSAGES.unsupportedNonOptionalCapability);
export const UnsupportedChainIdError = rpcErrorClass(5710, 'UnsupportedChainIdError', MESSAGES.unsupportedChainId);
export const DuplicateIdError = rpcErrorClass(5720, 'DuplicateIdError', MESSAGES.duplicateBundleId);
export const UnknownBundleIdError = rpcErrorClass(5730, 'UnknownBundleIdError', MESSAGES.unknownBundleId);
export const BundleTooLargeError = rpcErrorClass(5740, 'BundleTooLargeError', MESSAGES.bundleTooLarge);
export const AtomicReadyWalletRejectedUpgradeError = rpcErrorClass(5750, 'AtomicReadyWalletRejectedUpgradeError', MESSAGES.atomicReadyWalletRejectedUpgrade);
export const AtomicityNotSupportedError = rpcErrorClass(5760, 'AtomicityNotSupportedError', MESSAGES.atomicityNotSupported);

const RPC_ERROR_CLASSES = [
  ParseRpcError,
  InvalidRequestRpcError,
  MethodNotFoundRpcError,
  InvalidParamsRpcError,
  InternalRpcError,
  InvalidInputRpcError,
  ResourceNotFoundRpcError,
  ResourceUnavailableRpcError,
  TransactionRejectedRpcError,
  MethodNotSupportedRpcError,
  LimitExceededRpcError,
  JsonRpcVersionUnsupportedError,
  UserRejectedRequestError,
  UnauthorizedProviderError,
  UnsupportedProviderMethodError,
  ProviderDisconnectedError,
  ChainDisconnectedError,
  SwitchChainError,
  UnsupportedNonOptionalCapabilityError,
  UnsupportedChainIdError,
  DuplicateIdError,
  UnknownBundleIdError,
  BundleTooLargeError,
  AtomicReadyWalletRejectedUpgradeError,
  AtomicityNotSupportedError,
];
const RPC_ERROR_BY_CODE = new Map(RPC_ERROR_CLASSES.map((cls) => [cls.rpcCode, cls]));

/** WalletConnect answers 5000 for a user rejection (SPEC §8). */
const USER_REJECTION_ALIASES = new Set([4001, 5000]);

export function isUserRejection(error: unknown): boolean {
  return error instanceof RpcCodeError && error.rpcCode === 4001;
}

function numericCode(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const e = error as { code?: unknown; error?: { code?: unknown }; info?: { error?: { code?: unknown } } };
  // ethers wraps wallet errors: ACTION_REJECTED, or info.error / error.code holding the provider's code.
  if (e.code === 'ACTION_REJECTED') return 4001;
  for (const candidate of [e.code, e.info?.error?.code, e.error?.code]) {
    if (typeof candidate === 'number' && Number.isInteger(candidate)) return candidate;
  }
  return undefined;
}

/** Turns anything thrown by a wallet, a node or ethers into a WalletModalError. */
export function toWalletModalError(error: unknown): WalletModalError {
  if (error instanceof WalletModalError) return error;
  const code = numericCode(error);
  const normalised = code !== undefined && USER_REJECTION_ALIASES.has(code) ? 4001 : code;
  // A person's refusal is theirs whatever the words; otherwise the node's words name the failure (SPEC §8).
  if (normalised !== 4001) {
    const nodeError = matchNodeError(error);
    if (nodeError) return nodeError;
  }
  if (normalised !== undefined) {
    const cls = RPC_ERROR_BY_CODE.get(normalised);
    if (cls) return new cls({ cause: error });
    return new RpcCodeError(normalised, MESSAGES.anErrorOccurred, { cause: error });
  }
  if (error instanceof Error && error.name === 'AbortError') {
    return new RequestAbortedError({ cause: error });
  }
  return new UnknownError({ cause: error });
}

/** For building provider-shaped errors (EIP-1193 `{ code, message }`) from ours. */
export function toProviderErrorShape(error: WalletModalError): { code: number; message: string } {
  const rpcCode = error instanceof RpcCodeError ? error.rpcCode : error instanceof NodeError ? error.rpcCode : undefined;
  return { code: rpcCode ?? -32603, message: error.shortMessage };
}
