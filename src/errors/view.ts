/** open({ view }) refusals (SPEC §2 rule 2): a view asked for that cannot be shown from what the modal has. Lazy code only. */
import { errorClass } from './base';
import { templateErrorClass } from './template';
import * as MESSAGES from '../messages';

/** A view whose route needs data the modal does not have: 'The ApproveTransaction view needs a wallet request waiting for approval'. */
export const ViewNeedsDataError = templateErrorClass('ViewNeedsDataError', 'VIEW_NEEDS_DATA', MESSAGES.viewNeedsData);
export type ViewNeedsDataError = InstanceType<typeof ViewNeedsDataError>;

/** ConnectingFarcaster: this build has no Farcaster login. */
export const FarcasterNotEnabledError = errorClass('FarcasterNotEnabledError', 'FARCASTER_NOT_ENABLED', MESSAGES.farcasterNotEnabled);
export type FarcasterNotEnabledError = InstanceType<typeof FarcasterNotEnabledError>;
