// The demo page's side of the local stack, as a Vite plugin: the page learns this start's chains, relay, catalogue
// and data service; the dev server answers the phone wallet's deep link, the NFT assets and the demo sign-in route.
import type { Plugin } from 'vite';
import { NFT_ASSET_PATH, nftAsset } from './contracts/nft-assets.ts';
import { demoSiwxRoute } from './demo-siwx.ts';
import { PHONE_WALLET_PATH } from './stack-catalogue.ts';
import { PAGE_NETWORKS } from './stack-networks.ts';
import type { StackChain } from './stack-networks.ts';

export type StackPageOptions = {
  chains: StackChain[];
  relayUrl: string;
  /** Read when a page is served: the catalogue and the data service start after the page server. */
  catalogueUrl: () => string | undefined;
  dataUrl: () => string | undefined;
  solana: { rpcUrl: string; caipNetworkId: string };
};

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/'/g, '&#39;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * Gives the pages their stack (chains, relay and catalogue URLs), which changes with every start, and serves the
 * phone wallet's deep link (`/dev/phone-wallet/wc?uri=...`) with its page.
 */
export function stackPagePlugin({ chains, relayUrl, catalogueUrl, dataUrl, solana }: StackPageOptions): Plugin {
  const rpcUrls = {
    ...Object.fromEntries(chains.filter((c) => PAGE_NETWORKS.includes(`eip155:${c.chainId}`)).map((c) => [`eip155:${c.chainId}`, c.rpcUrl])),
    [solana.caipNetworkId]: solana.rpcUrl,
  };
  return {
    name: 'wallet-modal-stack',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const url = new URL(req.url ?? '/', 'http://127.0.0.1');
        if (url.pathname === `/${PHONE_WALLET_PATH}wc` || url.pathname === `/${PHONE_WALLET_PATH}wc/`) {
          req.url = `/${PHONE_WALLET_PATH}index.html${url.search}`;
        }
        if (url.pathname.startsWith(`/${NFT_ASSET_PATH}`)) {
          const base = `http://${req.headers.host ?? '127.0.0.1'}/${NFT_ASSET_PATH}`;
          const asset = nftAsset(url.pathname.slice(NFT_ASSET_PATH.length + 1), base);
          if (!asset) {
            res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
            return;
          }
          res
            .writeHead(200, { 'content-type': asset.contentType, 'access-control-allow-origin': '*', 'cache-control': 'public, max-age=3600' })
            .end(asset.body);
          return;
        }
        next();
      });
      server.middlewares.use(demoSiwxRoute(server, { chains, solana }));
    },
    transformIndexHtml(html) {
      const catalogue = catalogueUrl();
      const data = dataUrl();
      const config = JSON.stringify({
        chains,
        relayUrl,
        solana,
        ...(catalogue ? { catalogueUrl: catalogue } : {}),
        ...(data ? { dataUrl: data } : {}),
      }).replace(/</g, '\\u003c');
      return html
        .replace('%WM_SOLANA_NETWORK%', escapeAttribute(solana.caipNetworkId))
        .replace('%WM_RPC_URLS%', escapeAttribute(JSON.stringify(rpcUrls)))
        .replace('%WM_RELAY_URL%', escapeAttribute(relayUrl))
        .replace(/\s*catalogue-url="%WM_CATALOGUE_URL%"/, catalogue ? ` catalogue-url="${escapeAttribute(catalogue)}"` : '')
        .replace(/\s*api-url="%WM_API_URL%"/, data ? ` api-url="${escapeAttribute(data)}"` : '')
        .replace('<head>', `<head>\n    <script>window.__WM_STACK__ = ${config};</script>`);
    },
  };
}
