/**
 * SPEC §7's query parameters: projectId, chainId (default eip155:1), version and enableLogger. Whoever frames the
 * page chooses them, so they only set where the frame starts; nothing about trust (the allowed parent origins come
 * from the frame host's own config.json).
 */
import { FRAME_DEFAULT_CHAIN_ID } from '../src/constants';
import { chainId as parseChainId, type FrameChainId } from '../src/frame-protocol/fields';
import { INVALID, text } from '../src/frame-protocol/schema';

export type FrameParams = { projectId: string; chainId: FrameChainId; version: string; enableLogger: boolean };

const projectId = text(200, /^[\w.-]*$/);
const version = text(100, /^[\w.@/+-]*$/);

/** Reads the parameters; a malformed one falls back to its default (an empty text, eip155:1, no logger). */
export function readFrameParams(search: string): FrameParams {
  const params = new URLSearchParams(search);
  const given = params.get('chainId');
  const chainId = given === null ? INVALID : parseChainId(/^\d+$/.test(given) ? Number(given) : given);
  const project = projectId(params.get('projectId') ?? '');
  const sdk = version(params.get('version') ?? '');
  return {
    projectId: project === INVALID ? '' : project,
    chainId: chainId === INVALID ? (FRAME_DEFAULT_CHAIN_ID as FrameChainId) : chainId,
    version: sdk === INVALID ? '' : sdk,
    enableLogger: params.get('enableLogger') === 'true',
  };
}
