/** The tokens Send offers: the network's native currency first, then the account's tokens with a contract or mint. */
import type { ConnectedAccount, Amount } from '../../../state/account';
import type { Network } from '../../../chains/network';

export type SendChoice = {
  key: string;
  tokenAddress: string | undefined;
  symbol: string;
  decimals: number;
  quantity: Amount | undefined;
  price: Amount | undefined;
  /** The token's own icon from the balances, shown before the data service's image. */
  iconUrl: string | undefined;
};

export function sendChoices(account: ConnectedAccount, network: Network | undefined): SendChoice[] {
  const native = account.tokenBalance.find((t) => !t.address);
  const { symbol, decimals } = network?.nativeCurrency ?? { symbol: account.balanceSymbol ?? '', decimals: account.balance?.decimals ?? 18 };
  const first: SendChoice = {
    key: 'native',
    tokenAddress: undefined,
    symbol,
    decimals,
    quantity: account.balance ?? native?.quantity,
    price: native?.price,
    iconUrl: native?.iconUrl,
  };
  const tokens = account.tokenBalance.flatMap((t) =>
    t.address
      ? [{ key: t.address, tokenAddress: t.address, symbol: t.symbol, decimals: t.quantity.decimals, quantity: t.quantity, price: t.price, iconUrl: t.iconUrl }]
      : [],
  );
  return [first, ...tokens];
}

/** What `amount` base units are worth at `price` (USD per whole token), in the price's decimals; rounding down. */
export function fiatValue(amount: bigint, decimals: number, price: Amount): Amount {
  return { value: (amount * price.value) / 10n ** BigInt(decimals), decimals: price.decimals };
}
