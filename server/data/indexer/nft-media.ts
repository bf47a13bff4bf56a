/**
 * Reads the images of indexed NFTs (tokenURI → metadata → image, ./nft-image.ts) beside the indexer, never inside its
 * ticks: a slow or hostile metadata server must not hold up the transfers behind it. Each NFT is read once and its
 * outcome kept (nft_media); a server that was down is asked again on later passes, at most MAX_ATTEMPTS times per
 * process. Spam collections are not fetched from: they are kept without an image.
 */
import type { Repository } from '../db/repository';
import type { ChainReader } from '../records';
import { readNftImage, type NftImageOptions } from './nft-image';
import { imageUrlAllowed } from './image-rule';

export type NftMediaOptions = NftImageOptions & {
  /** Origins whose images are kept although loopback or private (./image-rule.ts), e.g. the dev stack's page server. */
  imageOrigins?: readonly string[];
  /** True for a collection not to fetch from (spam): it is kept without an image. */
  skip?: (chainId: string, token: string) => boolean;
  /** Metadata reads at once (default 4). */
  concurrency?: number;
};

export type NftMediaWorker = {
  /** New NFT transfers were indexed (or the indexer started): look for NFTs without an image. */
  poke(): void;
  /** Resolves once no pass is running or asked for. */
  idle(): Promise<void>;
  /** A pass is running or asked for (readiness reports it: images still being read). */
  busy(): boolean;
  stop(): Promise<void>;
};

const PER_PASS = 50;
const MAX_ATTEMPTS = 3;
/** Attempts are remembered for this many NFTs at most (a hostile chain cannot grow the map). */
const MAX_REMEMBERED = 10_000;
const STOP_WAIT_MS = 10_000;
const MAX_FAILED_PER_PASS = 500;

export function createNftMediaWorker({
  repository,
  readers,
  options = {},
  log = () => {},
  now = () => Math.floor(Date.now() / 1000),
}: {
  repository: Repository;
  readers: readonly ChainReader[];
  options?: NftMediaOptions;
  log?: (line: string) => void;
  now?: () => number;
}): NftMediaWorker {
  const { skip, concurrency = 4, imageOrigins = [], ...imageOptions } = options;
  const attempts = new Map<string, number>();
  let wanted = false;
  let stopped = false;
  let running: Promise<void> | null = null;

  /** One NFT: its image, or nothing stored when its server should be asked again. */
  async function readOne(reader: ChainReader & Required<Pick<ChainReader, 'nftTokenUri'>>, token: string, tokenId: bigint, failed: Set<string>): Promise<void> {
    const key = `${token}:${tokenId}`;
    let image: string | null = null;
    if (!skip?.(reader.chainId, token)) {
      const result = await reader.nftTokenUri(token, tokenId).then(
        (uri) => (uri === null ? { image: null } : readNftImage(uri, imageOptions)),
        () => 'retry' as const,
      );
      if (result === 'retry') {
        failed.add(key);
        return countFailure(reader.chainId, key);
      }
      image = result.image !== null && imageUrlAllowed(result.image, imageOrigins) ? result.image : null;
    }
    if (stopped) return;
    await repository.saveNftMedia({ chainId: reader.chainId, token, tokenId, imageUrl: image, readAt: now() });
    attempts.delete(`${reader.chainId} ${key}`);
  }

  async function countFailure(chainId: string, key: string): Promise<void> {
    const id = `${chainId} ${key}`;
    const count = (attempts.get(id) ?? 0) + 1;
    if (count >= MAX_ATTEMPTS) {
      // Given up: kept without an image, so no pass lists it again.
      log(`${chainId}: no metadata for NFT ${key} after ${count} attempts`);
      const [token = '', tokenId = '0'] = key.split(':');
      await repository.saveNftMedia({ chainId, token, tokenId: BigInt(tokenId), imageUrl: null, readAt: now() });
      attempts.delete(id);
    } else if (attempts.size < MAX_REMEMBERED || attempts.has(id)) {
      attempts.set(id, count);
    }
  }

  async function pass(): Promise<void> {
    // NFTs whose server or node failed in this pass wait for a poke after it.
    const failedOn = new Map<string, Set<string>>(readers.map((r) => [r.chainId, new Set<string>()]));
    while (wanted && !stopped) {
      wanted = false;
      for (const reader of readers) {
        if (!reader.nftTokenUri) continue;
        const withUri = reader as ChainReader & Required<Pick<ChainReader, 'nftTokenUri'>>;
        const failed = failedOn.get(reader.chainId)!;
        // Past MAX_FAILED_PER_PASS failures the chain's remaining NFTs wait for the next pass (the skip list stays small).
        while (failed.size < MAX_FAILED_PER_PASS) {
          if (stopped) return;
          const batch = await repository.nftsWithoutMedia(reader.chainId, PER_PASS, [...failed]);
          if (batch.length === 0) break;
          for (let i = 0; i < batch.length && !stopped; i += concurrency) {
            await Promise.all(batch.slice(i, i + concurrency).map((nft) => readOne(withUri, nft.token, nft.tokenId, failed)));
          }
        }
      }
    }
  }

  function poke(): void {
    if (stopped) return;
    wanted = true;
    if (running) return;
    running = pass()
      .catch((error: unknown) => log(`nft media: ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => {
        running = null;
        // A poke that came during the pass's last step is served now.
        if (wanted && !stopped) poke();
      });
  }

  return {
    poke,
    async idle() {
      while (running) await running;
    },
    busy: () => running !== null,
    async stop() {
      stopped = true;
      if (running) await Promise.race([running, new Promise((resolve) => setTimeout(resolve, STOP_WAIT_MS).unref())]);
    },
  };
}
