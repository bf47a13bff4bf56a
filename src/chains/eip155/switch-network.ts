/** SPEC §4: the one EVM network switch, shared by every EVM connector (injected and WalletConnect). */
import { RpcCodeError } from '../../errors/rpc';
import type { Network } from '../network';
import type { RequestArguments } from '../request';
import { toHexChainId } from './chain-id';

/** 4902: the wallet does not know the chain (EIP-3326), so it must be added first. */
const UNRECOGNISED_CHAIN = 4902;

/**
 * wallet_switchEthereumChain, then, on an unknown chain, wallet_addEthereumChain and the switch again
 * (some wallets switch on add; the second switch is then a no-op). `request` is the connector's own,
 * already mapping wallet errors to RpcCodeError.
 */
export async function switchEvmNetwork(request: (args: RequestArguments) => Promise<unknown>, network: Network): Promise<void> {
  const chainId = toHexChainId(network.id);
  try {
    await request({ method: 'wallet_switchEthereumChain', params: [{ chainId }] });
  } catch (error) {
    if (!(error instanceof RpcCodeError) || error.rpcCode !== UNRECOGNISED_CHAIN) throw error;
    await request({
      method: 'wallet_addEthereumChain',
      params: [
        {
          chainId,
          chainName: network.name,
          nativeCurrency: network.nativeCurrency,
          rpcUrls: network.rpcUrls.default.http,
          ...(network.blockExplorers ? { blockExplorerUrls: [network.blockExplorers.default.url] } : {}),
        },
      ],
    });
    await request({ method: 'wallet_switchEthereumChain', params: [{ chainId }] });
  }
}
