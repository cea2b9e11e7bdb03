import { useEffect } from 'react';
import { hideLoadingCover } from '../app/loading-cover';
import { useLocation } from '../app/routing/routing';

/** After every navigation: smooth scroll to the top and hide the loading cover (spec section 2). */
export function NavigationEffects() {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new pathname is what triggers the effect
  useEffect(() => {
    window.scrollTo({ top: 0, behavior: 'smooth' });
    hideLoadingCover();
  }, [pathname]);
  return null;
}
