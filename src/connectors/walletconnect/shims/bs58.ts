// Stands in for `bs58` (and the `base-x` it builds on) in the WalletConnect chunk: @walletconnect/utils 2.21.8 calls
// its default export's encode and decode, for Solana transaction ids and public keys. Bitcoin's base58 alphabet.
const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

function encode(bytes: Uint8Array | number[]): string {
  const input = Uint8Array.from(bytes);
  let zeros = 0;
  while (zeros < input.length && input[zeros] === 0) zeros++;
  let n = input.reduce((acc, b) => (acc << 8n) | BigInt(b), 0n);
  let out = '';
  for (; n > 0n; n /= 58n) out = ALPHABET[Number(n % 58n)] + out;
  return '1'.repeat(zeros) + out;
}

function decode(text: string): Uint8Array {
  let zeros = 0;
  while (zeros < text.length && text[zeros] === '1') zeros++;
  let n = 0n;
  for (const c of text.slice(zeros)) {
    const digit = ALPHABET.indexOf(c);
    if (digit < 0) throw new Error('Non-base58 character');
    n = n * 58n + BigInt(digit);
  }
  const bytes: number[] = [];
  for (; n > 0n; n >>= 8n) bytes.unshift(Number(n & 255n));
  return Uint8Array.from([...new Array<number>(zeros).fill(0), ...bytes]);
}

export default { encode, decode };
