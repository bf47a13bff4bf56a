/** Views reach the client through context; they never talk to wallets or APIs themselves. */
import { createContext, useContext } from 'react';
import type { WalletModalClient } from '../client/types';

export const ClientContext = createContext<WalletModalClient | null>(null);

export function useClient(): WalletModalClient {
  const client = useContext(ClientContext);
  if (!client) throw new Error('wallet-modal: a view rendered outside its element');
  return client;
}
