/**
 * The networks' icons (`/public/getAssetImage/{id}`), drawn here: a disc in a colour of our choosing with a short glyph,
 * not any vendor's logo. The image id is the CAIP-2 id with its ':' as '-' (`eip155-1`, `solana-5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp`),
 * so a client computes it without a table. A configured chain without an entry here gets a colour from its id.
 */
import type { Disc } from './generated-icon';

/** [image id, glyph, colour]. Testnets share their mainnet's glyph on a paler colour. */
const BUILT_IN: readonly (readonly [string, string, string])[] = [
  ['eip155-1', 'ETH', '#5b6bd6'],
  ['eip155-10', 'OP', '#d63a3a'],
  ['eip155-56', 'BNB', '#c9a31a'],
  ['eip155-100', 'GNO', '#2f7d62'],
  ['eip155-137', 'POL', '#7a45d1'],
  ['eip155-324', 'ZK', '#3a3f8f'],
  ['eip155-8453', 'B', '#2a5bd7'],
  ['eip155-42161', 'ARB', '#2d6f9e'],
  ['eip155-42220', 'CLO', '#3c9a5f'],
  ['eip155-43114', 'AVA', '#c0392b'],
  ['eip155-11155111', 'SEP', '#8a93d8'],
  ['eip155-84532', 'B', '#7f9be0'],
  ['eip155-11155420', 'OP', '#e08a8a'],
  ['eip155-421614', 'ARB', '#7fa8c6'],
  ['eip155-80002', 'POL', '#ad8ad8'],
  ['eip155-43113', 'AVA', '#d98a80'],
  ['eip155-97', 'BNB', '#d9c27a'],
  ['eip155-10200', 'GNO', '#7fb29f'],
  ['eip155-300', 'ZK', '#8a8fc4'],
  ['eip155-44787', 'CLO', '#86c49c'],
  // The local stack's two Anvil devnets and its Solana localnet: distinct at a glance.
  ['eip155-31337', 'D1', '#e67e22'],
  ['eip155-31338', 'D2', '#16a085'],
  ['solana-5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'SOL', '#6b3fd4'],
  ['solana-EtWTRABZaYq6iMfeYKouRu166VU2xqa1', 'SOL', '#9e84e0'],
  ['solana-4uhcVJyU9pLJXQvKv9X5mHGBYzfBGZd8', 'SOL', '#b3a2e6'],
  ['solana-BqbN9SvoRJR2HTAWbGwGHWhyFYSvVEr1', 'SL', '#8e44ad'],
  ['bip122-000000000019d6689c085ae165831e93', 'BTC', '#e8901a'],
  ['bip122-000000000933ea01ad0ee984209779ba', 'BTC', '#f0bb6e'],
];

const BY_ID: ReadonlyMap<string, Disc> = new Map(BUILT_IN.map(([id, glyph, colour]) => [id, { glyph, colour, seed: id }]));

/** The image id of a CAIP-2 network id. */
const networkImageId = (caip2: string): string => caip2.replace(':', '-');

/** The disc for an image id: built in, or generated for a configured chain (`configured` holds CAIP-2 ids → names); null when unknown. */
export function networkDisc(imageId: string, configured: ReadonlyMap<string, string>): Disc | null {
  const builtIn = BY_ID.get(imageId);
  if (builtIn) return builtIn;
  for (const [caip2, name] of configured) if (networkImageId(caip2) === imageId) return { glyph: name, seed: imageId };
  return null;
}
