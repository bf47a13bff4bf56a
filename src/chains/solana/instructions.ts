/**
 * The three program instructions a Send needs, built with @solana/web3.js 2.0 alone: the System and SPL Token program
 * clients depend on @solana/kit, whose codecs would load beside web3.js's own (two versions of one library in the
 * Solana send chunk). Layouts as the programs define them (and as @solana-program/system 0.14 and token 0.16 encode
 * them; test/unit/chains/solana/transfer-bytes.test.ts compares bytes).
 */
import { AccountRole, getAddressEncoder, getProgramDerivedAddress, getU64Encoder, type Address, type IInstruction } from '@solana/web3.js';
import { SPL_TOKEN_PROGRAM_ADDRESS } from '../../constants';

const SYSTEM_PROGRAM = '11111111111111111111111111111111' as Address;
const TOKEN_PROGRAM = SPL_TOKEN_PROGRAM_ADDRESS as Address;
const ASSOCIATED_TOKEN_PROGRAM = 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL' as Address;

/** System program instruction 2 (Transfer): u32 index, u64 lamports, little-endian. */
const SYSTEM_TRANSFER = 2;
/** Token program instruction 12 (TransferChecked): u8 index, u64 amount, u8 decimals. */
const TOKEN_TRANSFER_CHECKED = 12;
/** Associated Token Account program instruction 1 (CreateIdempotent): no arguments. */
const ATA_CREATE_IDEMPOTENT = 1;

const u64 = (value: bigint) => getU64Encoder().encode(value);

export function transferSolInstruction({ source, destination, amount }: { source: Address; destination: Address; amount: bigint }): IInstruction {
  const data = new Uint8Array(12);
  new DataView(data.buffer).setUint32(0, SYSTEM_TRANSFER, true);
  data.set(u64(amount), 4);
  return {
    programAddress: SYSTEM_PROGRAM,
    accounts: [
      { address: source, role: AccountRole.WRITABLE_SIGNER },
      { address: destination, role: AccountRole.WRITABLE },
    ],
    data,
  };
}

/** The owner's associated token account of the mint (a program-derived address). */
export async function associatedTokenAddress(owner: Address, mint: Address): Promise<Address> {
  const encoder = getAddressEncoder();
  const [address] = await getProgramDerivedAddress({
    programAddress: ASSOCIATED_TOKEN_PROGRAM,
    seeds: [encoder.encode(owner), encoder.encode(TOKEN_PROGRAM), encoder.encode(mint)],
  });
  return address;
}

/** Opens the owner's associated token account, paid by `payer`; does nothing if it exists. */
export function createAssociatedTokenIdempotentInstruction({
  payer,
  ata,
  owner,
  mint,
}: {
  payer: Address;
  ata: Address;
  owner: Address;
  mint: Address;
}): IInstruction {
  return {
    programAddress: ASSOCIATED_TOKEN_PROGRAM,
    accounts: [
      { address: payer, role: AccountRole.WRITABLE_SIGNER },
      { address: ata, role: AccountRole.WRITABLE },
      { address: owner, role: AccountRole.READONLY },
      { address: mint, role: AccountRole.READONLY },
      { address: SYSTEM_PROGRAM, role: AccountRole.READONLY },
      { address: TOKEN_PROGRAM, role: AccountRole.READONLY },
    ],
    data: new Uint8Array([ATA_CREATE_IDEMPOTENT]),
  };
}

export function transferCheckedInstruction({
  source,
  mint,
  destination,
  authority,
  amount,
  decimals,
}: {
  source: Address;
  mint: Address;
  destination: Address;
  authority: Address;
  amount: bigint;
  decimals: number;
}): IInstruction {
  const data = new Uint8Array(10);
  data[0] = TOKEN_TRANSFER_CHECKED;
  data.set(u64(amount), 1);
  data[9] = decimals;
  return {
    programAddress: TOKEN_PROGRAM,
    accounts: [
      { address: source, role: AccountRole.WRITABLE },
      { address: mint, role: AccountRole.READONLY },
      { address: destination, role: AccountRole.WRITABLE },
      { address: authority, role: AccountRole.READONLY_SIGNER },
    ],
    data,
  };
}
