import { useMemo } from 'react';
import { useAtomValue } from 'jotai/react';
import { parseFeatures } from '../client/features';
import { withRegionRules } from '../client/restricted-region';
import { DEFAULT_FEATURES, type Features } from '../constants';
import { optionsAtom } from '../state/options';

/**
 * The features in force for the views: the site's, less what the visitor's region may not use (restricted-region.ts).
 * A bad `features` attribute means the defaults: the start-up action has already reported it as wm-error
 * INVALID_ATTRIBUTE, so the views do not report it again.
 */
export function useFeatures(): Readonly<Features> {
  const { features, featuresAttribute } = useAtomValue(optionsAtom);
  return useMemo(() => {
    if (featuresAttribute === undefined) return withRegionRules(features);
    try {
      return withRegionRules(parseFeatures(featuresAttribute));
    } catch {
      return withRegionRules(DEFAULT_FEATURES);
    }
  }, [features, featuresAttribute]);
}
