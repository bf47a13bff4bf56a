/** The provider's page for a purchase, as the data service generates it (POST /v1/generators/onrampurl). */
import type { WalletModalError } from '../../errors';
import { generateOnrampUrl, type OnrampUrlRequest } from '../../services/onramp/client';
import { serviceOptions, type ServiceConfig } from './service-config';

export type GetOnrampUrlParameters = OnrampUrlRequest;
export type GetOnrampUrlReturnType = string;
/** The service could not be reached, refused, or answered no usable URL. */
export type GetOnrampUrlErrorType = WalletModalError;

export function getOnrampUrl(config: ServiceConfig, parameters: GetOnrampUrlParameters): Promise<GetOnrampUrlReturnType> {
  return generateOnrampUrl(parameters, serviceOptions(config));
}
