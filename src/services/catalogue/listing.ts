/** SPEC §3: a wallet listing of the catalogue. Every field comes from outside and is validated before use. */
export type WalletListing = {
  id: string;
  name: string;
  image_id?: string;
  /** Only https:, same-origin or raster data:image/ URLs survive validation. */
  image_url?: string;
  rdns?: string;
  /** CAIP-2 ids the wallet supports. */
  chains: string[];
  mobile_link?: string;
  desktop_link?: string;
  webapp_link?: string;
  /** Set by us, not the catalogue: an extension with this rdns is announced in this browser. */
  installed?: boolean;
};
