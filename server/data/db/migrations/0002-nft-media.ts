/**
 * NFT images: what a token's metadata (ERC-721 tokenURI) names as its image, read once per token and kept. A row
 * with a null image records that the token has none the service may hand out (no tokenURI, metadata that could not
 * be read or parsed, an image URL outside the rule), so the indexer does not ask again.
 */
export const statements = [
  `create table nft_media (
    chain_id text not null,
    token text not null,
    token_id numeric(78,0) not null check (token_id >= 0),
    image_url text check (image_url is null or length(image_url) <= 2048),
    read_at bigint not null,
    primary key (chain_id, token, token_id)
  )`,
];
