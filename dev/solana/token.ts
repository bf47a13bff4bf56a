// SPL Token (the classic Token program): `jsonParsed` views of mints and token accounts, as nodes print them, and
// the accounts the demo chain starts with (one mint, one associated token account per holder).
import { address, lamports, none, some, isSome, type Address, type EncodedAccount, type MaybeEncodedAccount, type Option } from '@solana/kit';
import type { LiteSVM } from 'litesvm';
import {
  TOKEN_PROGRAM_ADDRESS,
  AccountState,
  findAssociatedTokenPda,
  getMintDecoder,
  getMintEncoder,
  getMintSize,
  getTokenDecoder,
  getTokenEncoder,
  getTokenSize,
  type Token,
} from '@solana-program/token';

export { TOKEN_PROGRAM_ADDRESS };

/** An amount as nodes print it: raw units as a string, and the decimal value as a number and as text. */
export type TokenAmount = { amount: string; decimals: number; uiAmount: number; uiAmountString: string };

/** The `jsonParsed` data of a mint or a token account. */
export type ParsedTokenProgramAccount = {
  program: 'spl-token';
  parsed:
    | {
        type: 'mint';
        info: { decimals: number; freezeAuthority: Address | null; isInitialized: boolean; mintAuthority: Address | null; supply: string };
      }
    | {
        type: 'account';
        info: {
          isNative: boolean;
          mint: Address;
          owner: Address;
          state: 'frozen' | 'initialized' | 'uninitialized';
          tokenAmount: TokenAmount;
          delegate?: Address;
          delegatedAmount?: TokenAmount;
        };
      };
  space: number;
};

const optional = <T>(option: Option<T>): T | null => (isSome(option) ? option.value : null);

export function tokenAmount(amount: bigint, decimals: number): TokenAmount {
  const text = amount.toString().padStart(decimals + 1, '0');
  const whole = text.slice(0, text.length - decimals);
  const fraction = text.slice(text.length - decimals).replace(/0+$/, '');
  const uiAmountString = fraction ? `${whole}.${fraction}` : whole;
  return { amount: amount.toString(), decimals, uiAmount: Number(uiAmountString), uiAmountString };
}

/** The `jsonParsed` data of an account owned by the Token program, or null when it is not one; `lookup` reads a token account's mint. */
export function parseTokenProgramAccount(account: EncodedAccount, lookup: (address: Address) => MaybeEncodedAccount): ParsedTokenProgramAccount | null {
  if (account.programAddress !== TOKEN_PROGRAM_ADDRESS) return null;
  const space = account.data.length;
  if (space === getMintSize()) {
    const mint = getMintDecoder().decode(account.data);
    return {
      program: 'spl-token',
      parsed: {
        type: 'mint',
        info: {
          decimals: mint.decimals,
          freezeAuthority: optional(mint.freezeAuthority),
          isInitialized: mint.isInitialized,
          mintAuthority: optional(mint.mintAuthority),
          supply: mint.supply.toString(),
        },
      },
      space,
    };
  }
  if (space === getTokenSize()) {
    const token = getTokenDecoder().decode(account.data);
    const mintAccount = lookup(token.mint);
    const decimals = mintAccount.exists ? getMintDecoder().decode(mintAccount.data).decimals : 0;
    return {
      program: 'spl-token',
      parsed: {
        type: 'account',
        info: {
          isNative: isSome(token.isNative),
          mint: token.mint,
          owner: token.owner,
          state: token.state === AccountState.Frozen ? 'frozen' : token.state === AccountState.Initialized ? 'initialized' : 'uninitialized',
          tokenAmount: tokenAmount(token.amount, decimals),
          ...(isSome(token.delegate) ? { delegate: token.delegate.value, delegatedAmount: tokenAmount(token.delegatedAmount, decimals) } : {}),
        },
      },
      space,
    };
  }
  return null;
}

/** A token account's fields, or null when the account is not one. */
export function tokenAccountInfo(account: EncodedAccount): Token | null {
  if (account.programAddress !== TOKEN_PROGRAM_ADDRESS || account.data.length !== getTokenSize()) return null;
  return getTokenDecoder().decode(account.data);
}

/**
 * Writes an initialised mint and funded associated token accounts straight into the SVM's account store; resolves to
 * each owner's associated token account.
 */
export async function createMint(
  svm: LiteSVM,
  { mint, decimals, mintAuthority, holders }: { mint: string; decimals: number; mintAuthority: string; holders: { owner: string; amount: bigint }[] },
): Promise<Record<string, Address>> {
  const supply = holders.reduce((sum, h) => sum + h.amount, 0n);
  const mintData = Uint8Array.from(
    getMintEncoder().encode({
      mintAuthority: some(address(mintAuthority)),
      supply,
      decimals,
      isInitialized: true,
      freezeAuthority: none(),
    }),
  );
  svm.setAccount({
    address: address(mint),
    data: mintData,
    executable: false,
    programAddress: TOKEN_PROGRAM_ADDRESS,
    lamports: lamports(svm.minimumBalanceForRentExemption(BigInt(mintData.length))),
    space: BigInt(mintData.length),
  });
  const accounts: Record<string, Address> = {};
  for (const { owner, amount } of holders) {
    const [ata] = await findAssociatedTokenPda({ owner: address(owner), mint: address(mint), tokenProgram: TOKEN_PROGRAM_ADDRESS });
    const data = Uint8Array.from(
      getTokenEncoder().encode({
        mint: address(mint),
        owner: address(owner),
        amount,
        delegate: none(),
        state: AccountState.Initialized,
        isNative: none(),
        delegatedAmount: 0n,
        closeAuthority: none(),
      }),
    );
    svm.setAccount({
      address: ata,
      data,
      executable: false,
      programAddress: TOKEN_PROGRAM_ADDRESS,
      lamports: lamports(svm.minimumBalanceForRentExemption(BigInt(data.length))),
      space: BigInt(data.length),
    });
    accounts[owner] = ata;
  }
  return accounts;
}
