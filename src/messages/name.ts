/**
 * SPEC §8's messages about names, apart from errors.ts because only the lazily loaded account-data code shows them:
 * the first script carries none of their text.
 */
export const NAME_MESSAGES = {
  errorResolvingName: 'Error resolving name',
  errorFetchingNameSuggestions: 'Error fetching name suggestions',
  errorFetchingNamesForAddress: 'Error fetching names for address',
  /** {name} is replaced by the name (registeringNameFailed). */
  errorRegisteringName: 'Error registering name {name}',
} as const;

/** SPEC §8 'Error registering name {name}' for one name. */
export const registeringNameFailed = (name: string): string => NAME_MESSAGES.errorRegisteringName.replace('{name}', name);
