import { describe, expect, it } from 'vitest';
import { switchEvmNetwork } from '../../../src/chains/eip155/switch-network';
import type { RequestArguments } from '../../../src/chains/request';
import type { Network } from '../../../src/chains/network';
import { toWalletModalError } from '../../../src/errors/rpc';

const network = {
  id: 10,
  name: 'OP Mainnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://mainnet.optimism.io'] } },
  blockExplorers: { default: { name: 'Optimism Explorer', url: 'https://optimistic.etherscan.io' } },
} as Network;

/** A wallet that answers each method with the given error code once, then succeeds. */
function wallet(failures: Record<string, number>) {
  const calls: RequestArguments[] = [];
  const request = async (args: RequestArguments) => {
    calls.push(args);
    const code = failures[args.method];
    if (code === undefined) return null;
    delete failures[args.method];
    throw toWalletModalError({ code, message: 'refused' });
  };
  return { calls, request };
}

describe('switchEvmNetwork (SPEC §4)', () => {
  it('switches with wallet_switchEthereumChain alone when the wallet knows the chain', async () => {
    const { calls, request } = wallet({});
    await switchEvmNetwork(request, network);
    expect(calls).toEqual([{ method: 'wallet_switchEthereumChain', params: [{ chainId: '0xa' }] }]);
  });

  it('adds the chain on 4902, then switches again', async () => {
    const { calls, request } = wallet({ wallet_switchEthereumChain: 4902 });
    await switchEvmNetwork(request, network);
    expect(calls.map((c) => c.method)).toEqual(['wallet_switchEthereumChain', 'wallet_addEthereumChain', 'wallet_switchEthereumChain']);
    expect(calls[1]!.params).toEqual([
      {
        chainId: '0xa',
        chainName: 'OP Mainnet',
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: ['https://mainnet.optimism.io'],
        blockExplorerUrls: ['https://optimistic.etherscan.io'],
      },
    ]);
  });

  it('passes any other refusal through without adding the chain', async () => {
    const { calls, request } = wallet({ wallet_switchEthereumChain: 4001 });
    await expect(switchEvmNetwork(request, network)).rejects.toMatchObject({ rpcCode: 4001 });
    expect(calls.map((c) => c.method)).toEqual(['wallet_switchEthereumChain']);
  });
});
