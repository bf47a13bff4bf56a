/** The Buy views' options (currencies, limits, providers): the data service's, or SPEC §8's built-in sample. */
import type { OnrampOptions } from '../../services/onramp/entities';
import { getOnrampOptions } from '../../services/onramp/client';
import { sampleOptions } from '../../services/onramp/sample';
import type { Purchase } from '../../state/onramp';
import { serviceOptions, type ServiceConfig } from './service-config';

/** `fallback`: the purchase the sample offers (the active network's native currency). */
export type LoadOnrampOptionsParameters = { fallback: Purchase };
export type LoadOnrampOptionsReturnType = OnrampOptions;
/** Never rejects: without the service (or when it fails) the sample stands in (SPEC §8). */
export type LoadOnrampOptionsErrorType = never;

export async function loadOnrampOptions(config: ServiceConfig, { fallback }: LoadOnrampOptionsParameters): Promise<LoadOnrampOptionsReturnType> {
  const options = serviceOptions(config);
  if (!options.baseUrl) return sampleOptions(fallback);
  try {
    return await getOnrampOptions(options);
  } catch {
    return sampleOptions(fallback);
  }
}
