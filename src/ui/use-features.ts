import { useMemo } from 'react';
import { useAtomValue } from 'jotai/react';
import { featuresInForce } from '../client/features';
import type { Features } from '../constants';
import { optionsAtom } from '../state/options';

/** The features in force for the views (client/features.ts), read again when the options change. */
export function useFeatures(): Readonly<Features> {
  const { features, featuresAttribute } = useAtomValue(optionsAtom);
  return useMemo(() => featuresInForce({ features, featuresAttribute }), [features, featuresAttribute]);
}
