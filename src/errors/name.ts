/** Failures of account names (SPEC §8's name messages). Only the lazily loaded account-data code throws these. */
import { errorClass } from './base';
import { templateErrorClass } from './template';
import * as MESSAGES from '../messages';

/** The data service could not say who holds a name (SPEC §8 'Error resolving name'). */
export const NameResolutionError = errorClass('NameResolutionError', 'UNKNOWN', MESSAGES.errorResolvingName);
export type NameResolutionError = InstanceType<typeof NameResolutionError>;

/** The name is already registered (SPEC §8 'Error registering name {name}'). */
export const NameTakenError = templateErrorClass('NameTakenError', 'INVALID_INPUT', MESSAGES.errorRegisteringName);
export type NameTakenError = InstanceType<typeof NameTakenError>;

/** Signing or posting the registration failed (SPEC §8 'Error registering name {name}'). */
export const NameRegistrationError = templateErrorClass('NameRegistrationError', 'UNKNOWN', MESSAGES.errorRegisteringName);
export type NameRegistrationError = InstanceType<typeof NameRegistrationError>;
