/**
 * What the embedded wallet does with a request (issue 21 point 6), once the allow-list has passed it
 * (chains/allowed-methods.ts refuses any other method with 'Requested RPC call is not allowed' and rejects the open
 * requests, so the frame's own eth_signTransaction is out of a page's reach). The frame signs and has no RPC; this
 * side reads the chain:
 * - SPEC §6's approval methods are checked first (params, signer, network), then shown in the modal's
 *   ApproveTransaction view, and go to the frame only once the person approves. eth_sendTransaction is then completed
 *   here over the network's RPC (nonce, gas, fees), signed by the frame (eth_signTransaction) and broadcast here
 *   (evm-transaction.ts); solana_signAndSendTransaction is signed by the frame and sent here (solana-transactions.ts).
 * - Batches, permissions and user operations need a smart account: refused as unsupported (4200) before anyone is asked.
 * - The safe, read-only methods are answered here (accounts, chain, network switch) or over the chain's RPC, never by
 *   the frame.
 */
import { APPROVAL_RPC_METHODS, SMART_ACCOUNT_RPC_METHODS } from '../../constants/rpc-methods';
import type { CaipNetworkId } from '../../chains/caip';
import { hexChainIdToCaip, toHexChainId } from '../../chains/eip155/chain-id';
import type { ChainNamespace } from '../../chains/namespaces';
import type { RequestArguments } from '../../chains/request';
import { FrameReplyError } from '../../errors/frame';
import {
  ChainDisconnectedError,
  InvalidParamsRpcError,
  ProviderDisconnectedError,
  RpcCallNotAllowedError,
  UnauthorizedProviderError,
  UnsupportedProviderMethodError,
} from '../../errors/rpc';
import { REQUEST_PARSERS, type RequestPayloads } from '../../frame-protocol/requests';
import { INVALID } from '../../frame-protocol/schema';
import * as MESSAGES from '../../messages';
import type { ChainReader } from './chain-reader';
import type { EmbeddedWallet } from './wallet';

export type { ChainReader } from './chain-reader';

/** A request waiting for the person's approval: what the ApproveTransaction view shows. */
export type ApprovalRequest = { namespace: ChainNamespace; caipNetworkId: CaipNetworkId; address: string; method: string; params: unknown };
/**
 * Shows the request to the person and, once they approve, runs `send` (the frame signs) and answers its result;
 * rejects with UserRejectedRequestError when they decline.
 */
export type ApproveHook = <T>(request: ApprovalRequest, send: () => Promise<T>) => Promise<T>;

export type RequestContext = {
  namespace: ChainNamespace;
  wallet: Pick<EmbeddedWallet, 'address' | 'frameRequest'>;
  chain(): CaipNetworkId;
  rpc(caipNetworkId: CaipNetworkId): ChainReader | undefined;
  approve: ApproveHook;
  /** wallet_switchEthereumChain: moves to a network of the setup, or refuses (4902) one it lacks. */
  switchTo(caipNetworkId: CaipNetworkId): Promise<void>;
};

const APPROVAL: ReadonlySet<string> = new Set(APPROVAL_RPC_METHODS);
const SMART_ACCOUNT: ReadonlySet<string> = new Set(SMART_ACCOUNT_RPC_METHODS);

/** The frame's refusals in SPEC's words, back as the EIP-1193 errors a provider's caller reads by code. */
type Refusal = (method: string, cause: Error) => Error;
const FRAME_REFUSALS: ReadonlyMap<string, Refusal> = new Map<string, Refusal>([
  [MESSAGES.rpcCallNotAllowed, (method: string, cause: Error) => new RpcCallNotAllowedError(method, { cause })],
  [MESSAGES.unauthorized, (_method: string, cause: Error) => new UnauthorizedProviderError({ cause })],
  [MESSAGES.invalidParams, (_method: string, cause: Error) => new InvalidParamsRpcError({ cause })],
]);

async function toFrame(ctx: RequestContext, caipNetworkId: CaipNetworkId, { method, params }: RequestArguments): Promise<unknown> {
  const payload = REQUEST_PARSERS.RPC_REQUEST({ method, chainId: caipNetworkId, ...(params === undefined ? {} : { params }) });
  // What the frame would drop unanswered (not JSON, too deep, a polluting key) is refused here rather than timing out.
  if (payload === INVALID) throw new InvalidParamsRpcError({ details: `${method}: the params are not plain, bounded JSON` });
  try {
    return (await ctx.wallet.frameRequest('RPC_REQUEST', payload as RequestPayloads['RPC_REQUEST'])).result;
  } catch (error) {
    const refusal = error instanceof FrameReplyError ? FRAME_REFUSALS.get(error.shortMessage) : undefined;
    throw refusal ? refusal(method, error as Error) : error;
  }
}

const firstParam = (params: RequestArguments['params']): unknown => (Array.isArray(params) ? params[0] : undefined);

function readerOf(ctx: RequestContext, caipNetworkId: CaipNetworkId): ChainReader {
  const reader = ctx.rpc(caipNetworkId);
  if (!reader) throw new ChainDisconnectedError({ details: `no RPC URL for ${caipNetworkId}` });
  return reader;
}

/**
 * An approval method's checks, now, and the work that runs once the person approves: the frame's signature, with
 * the chain's part around it for the methods that send. The transaction code (ethers' address checks, the RPC
 * transport's send) is fetched with the first transaction, not with the login.
 */
async function approvedWork(ctx: RequestContext, caipNetworkId: CaipNetworkId, address: string, args: RequestArguments): Promise<() => Promise<unknown>> {
  const { method, params } = args;
  if (SMART_ACCOUNT.has(method))
    throw new UnsupportedProviderMethodError({ details: `${method}: the embedded wallet is an externally owned account, without smart accounts` });
  // Each method is its namespace's: an EVM transaction on a Solana network (or the reverse) has no key or chain to go to.
  if ((method.startsWith('solana_') ? 'solana' : 'eip155') !== ctx.namespace)
    throw new UnsupportedProviderMethodError({ details: `${method} is not a ${ctx.namespace} method` });
  const sign = (frameMethod: string, frameParams: RequestArguments['params']) => toFrame(ctx, caipNetworkId, { method: frameMethod, params: frameParams });
  switch (method) {
    case 'eth_sendTransaction': {
      const { prepareEvmSend } = await import('./evm-transaction');
      const wallet = { address, chainId: BigInt(caipNetworkId.slice('eip155:'.length)) };
      return prepareEvmSend(params, wallet, readerOf(ctx, caipNetworkId), (transaction) => sign('eth_signTransaction', [transaction]));
    }
    case 'solana_signAndSendTransaction': {
      const { prepareSolanaSend } = await import('./solana-transactions');
      return prepareSolanaSend(params, { address, caipNetworkId }, readerOf(ctx, caipNetworkId), (transaction) =>
        sign('solana_signTransaction', { transaction }),
      );
    }
    case 'solana_signTransaction':
    case 'solana_signAllTransactions':
      (await import('./solana-transactions')).checkSolanaSigning(method, params, address);
  }
  return () => toFrame(ctx, caipNetworkId, args);
}

export async function answerRequest(ctx: RequestContext, args: RequestArguments): Promise<unknown> {
  const address = ctx.wallet.address(ctx.namespace);
  if (address === undefined) throw new ProviderDisconnectedError({ details: 'the embedded wallet is not connected' });
  const caipNetworkId = ctx.chain();
  const { method } = args;
  if (APPROVAL.has(method))
    return ctx.approve(
      { namespace: ctx.namespace, caipNetworkId, address, method, params: args.params },
      await approvedWork(ctx, caipNetworkId, address, args),
    );
  if (ctx.namespace !== 'eip155') throw new UnsupportedProviderMethodError({ details: `${method} is not a ${ctx.namespace} method` });
  switch (method) {
    case 'eth_accounts':
    case 'eth_requestAccounts':
      return [address];
    case 'eth_chainId':
      return toHexChainId(caipNetworkId.slice('eip155:'.length));
    case 'wallet_switchEthereumChain':
    case 'wallet_addEthereumChain': {
      // Only the setup's networks: adding one is switching to it when the site lists it, and refused (4902) otherwise.
      const target = hexChainIdToCaip((firstParam(args.params) as { chainId?: unknown } | undefined)?.chainId);
      if (!target) throw new InvalidParamsRpcError({ details: `${method} needs [{ chainId }]` });
      await ctx.switchTo(target);
      return null;
    }
    case 'wallet_getCapabilities':
      // An externally owned account: no EIP-5792 capability (batches, paymasters) on any chain.
      return {};
  }
  return readerOf(ctx, caipNetworkId).request(method, Array.isArray(args.params) ? args.params : args.params === undefined ? [] : [args.params]);
}
