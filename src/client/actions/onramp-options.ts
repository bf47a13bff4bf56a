/**
 * The Buy views' options (currencies, limits, providers), asked once per modal and written to onrampOptionsAtom: the
 * data service's, or SPEC §8's built-in sample. The views only ask; the request and its outcome live here.
 */
import type { OnrampOptions } from '../../services/onramp/entities';
import { getOnrampOptions } from '../../services/onramp/client';
import { sampleOptions } from '../../services/onramp/sample';
import { onrampOptionsAtom, type Purchase } from '../../state/onramp';
import { optionsAtom } from '../../state/options';
import { serviceOptions, type ServiceConfig } from './service-config';

/** `fallback`: the purchase the sample offers (the active network's native currency). */
export type LoadOnrampOptionsParameters = { fallback: Purchase };
export type LoadOnrampOptionsReturnType = OnrampOptions;
/** Never rejects: without the service (or when it fails) the sample stands in (SPEC §8). */
export type LoadOnrampOptionsErrorType = never;

export async function loadOnrampOptions(config: ServiceConfig, { fallback }: LoadOnrampOptionsParameters): Promise<LoadOnrampOptionsReturnType> {
  const { store } = config;
  const options = serviceOptions(config);
  let loaded: OnrampOptions;
  if (!options.baseUrl) loaded = sampleOptions(fallback);
  else {
    try {
      loaded = await getOnrampOptions(options);
    } catch {
      loaded = sampleOptions(fallback);
    }
  }
  // Kept unless another answer came first, or the service was changed meanwhile (the view asks again then).
  if (!store.get(onrampOptionsAtom) && (store.get(optionsAtom).apiUrl ?? '') === options.baseUrl) store.set(onrampOptionsAtom, loaded);
  return loaded;
}
