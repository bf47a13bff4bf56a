import { describe, expect, it } from 'vitest';
import { WalletModalError } from '../../src/errors';
import {
  ChainDisconnectedError,
  InternalRpcError,
  InvalidParamsRpcError,
  JsonRpcVersionUnsupportedError,
  LimitExceededRpcError,
  MethodNotFoundRpcError,
  ParseRpcError,
  ProviderDisconnectedError,
  RpcCodeError,
  SwitchChainError,
  UnauthorizedProviderError,
  UnsupportedProviderMethodError,
  UserRejectedRequestError,
  InvalidRequestRpcError,
  InvalidInputRpcError,
  ResourceNotFoundRpcError,
  ResourceUnavailableRpcError,
  TransactionRejectedRpcError,
  MethodNotSupportedRpcError,
  isUserRejection,
  toWalletModalError,
} from '../../src/errors/rpc';

describe('error mapping', () => {
  it.each([
    [-32700, ParseRpcError],
    [-32600, InvalidRequestRpcError],
    [-32601, MethodNotFoundRpcError],
    [-32602, InvalidParamsRpcError],
    [-32603, InternalRpcError],
    [-32000, InvalidInputRpcError],
    [-32001, ResourceNotFoundRpcError],
    [-32002, ResourceUnavailableRpcError],
    [-32003, TransactionRejectedRpcError],
    [-32004, MethodNotSupportedRpcError],
    [-32005, LimitExceededRpcError],
    [-32006, JsonRpcVersionUnsupportedError],
    [4001, UserRejectedRequestError],
    [4100, UnauthorizedProviderError],
    [4200, UnsupportedProviderMethodError],
    [4900, ProviderDisconnectedError],
    [4901, ChainDisconnectedError],
    [4902, SwitchChainError],
  ])('code %i maps to its named class with a stable code', (code, cls) => {
    const error = toWalletModalError({ code, message: 'wallet said so' });
    expect(error).toBeInstanceOf(cls);
    expect((error as RpcCodeError).rpcCode).toBe(code);
    expect(error.code).toBe(code > 0 ? `PROVIDER_${code}` : `RPC_${code}`);
    expect(error.details).toBeUndefined();
  });
  it('treats WalletConnect 5000 and ethers ACTION_REJECTED as user rejection', () => {
    expect(isUserRejection(toWalletModalError({ code: 5000 }))).toBe(true);
    expect(isUserRejection(toWalletModalError({ code: 'ACTION_REJECTED', info: {} }))).toBe(true);
    expect(isUserRejection(toWalletModalError({ code: 4100 }))).toBe(false);
  });
  it('reads the provider code ethers wraps in info.error', () => {
    expect(toWalletModalError({ code: 'UNKNOWN_ERROR', info: { error: { code: 4902 } } })).toBeInstanceOf(SwitchChainError);
  });
  it('keeps the cause and its message as details, and walks the chain', () => {
    const cause = new Error('boom');
    const error = toWalletModalError(cause);
    expect(error.shortMessage).toBe('An error occurred');
    expect(error.details).toBe('boom');
    expect(error.walk((e) => e === cause)).toBe(cause);
    expect(error.walk((e) => e instanceof TypeError)).toBeUndefined();
  });
  it('passes our own errors through untouched and maps unknown codes generically', () => {
    const ours = new WalletModalError('NETWORK_NOT_FOUND', 'Network not found');
    expect(toWalletModalError(ours)).toBe(ours);
    const odd = toWalletModalError({ code: 5799 });
    expect(odd).toBeInstanceOf(RpcCodeError);
    expect(odd.code).toBe('PROVIDER_5799');
  });
});
