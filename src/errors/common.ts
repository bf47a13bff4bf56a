/**
 * The failures the first script reports itself (the element's checks, opening a view, a part that will not load,
 * a network id in the attributes). Apart from the other areas' classes because everything in this file is in the
 * first script: a class only lazy code throws belongs in connection.ts, request.ts, network.ts, send.ts, swap.ts or name.ts.
 */
import { errorClass } from './base';
import * as MESSAGES from '../messages';

/** Anything not known to be one of ours: 'An error occurred' (asWalletModalError, toWalletModalError). */
export const UnknownError = errorClass('UnknownError', 'UNKNOWN', MESSAGES.anErrorOccurred);
export type UnknownError = InstanceType<typeof UnknownError>;

/** A lazily loaded part (a chunk, a catalogue) failed to fetch or was refused. Not SPEC wording: the spec has no code loading. */
export const LoadFailedError = errorClass('LoadFailedError', 'LOAD_FAILED', MESSAGES.loadFailed);
export type LoadFailedError = InstanceType<typeof LoadFailedError>;

/** The action cannot run now (a view that needs data, another connection in progress, names without a data service). */
export const ActionNotAllowedError = errorClass('ActionNotAllowedError', 'ACTION_NOT_ALLOWED', MESSAGES.actionNotAllowed);
export type ActionNotAllowedError = InstanceType<typeof ActionNotAllowedError>;

/** The setup has no adapter for it: a namespace with no network, a view this build lacks, a namespace that cannot sign. */
export const AdapterNotFoundError = errorClass('AdapterNotFoundError', 'ACTION_NOT_ALLOWED', MESSAGES.adapterNotFound);
export type AdapterNotFoundError = InstanceType<typeof AdapterNotFoundError>;

/** A host page's call with an argument of the wrong kind (an unknown namespace, a message that is not a string). */
export const InvalidArgumentError = errorClass('InvalidArgumentError', 'ACTION_NOT_ALLOWED', MESSAGES.invalidInput);
export type InvalidArgumentError = InstanceType<typeof InvalidArgumentError>;

/** SPEC §8: both `siweConfig` and `siwx` were set on one element. */
export const SiwxBothConfigsError = errorClass('SiwxBothConfigsError', 'ACTION_NOT_ALLOWED', MESSAGES.siwxBothConfigs);
export type SiwxBothConfigsError = InstanceType<typeof SiwxBothConfigsError>;

/** Not a CAIP-2 network id of a known namespace (SPEC §8 'Network not found'). */
export const InvalidNetworkIdError = errorClass('InvalidNetworkIdError', 'INVALID_NETWORK_ID', MESSAGES.networkNotFound);
export type InvalidNetworkIdError = InstanceType<typeof InvalidNetworkIdError>;

/** Not a CAIP-10 account id (SPEC §8 'Invalid CAIP Address'). */
export const InvalidCaipAddressError = errorClass('InvalidCaipAddressError', 'INVALID_CAIP_ADDRESS', MESSAGES.invalidCaipAddress);
export type InvalidCaipAddressError = InstanceType<typeof InvalidCaipAddressError>;
