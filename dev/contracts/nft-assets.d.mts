export declare const NFT_ASSET_PATH: string;
export declare const DEMO_COLLECTIONS: Record<'collection' | 'spamCollection', { slug: string; name: string; symbol: string; hue: number; description: string }>;
export declare function collectionBaseUri(pageUrl: string, slug: string): string;
export declare function nftImagePng(hue: number, tokenId: number): Buffer;
export declare function nftAsset(path: string, baseUrl: string): { contentType: string; body: Buffer } | null;
