/** The `wallet-modal/wagmi` entry: a wagmi connector for `<wallet-modal>` (docs/wagmi.md). Needs @wagmi/core and viem. */
export { walletModal, type WalletModalParameters } from './connector';
export { WalletModalNotFoundError, type WalletModalSource } from './element-source';
export { WalletModalNotOpenedError } from './open-until-connected';
