import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { usePageTitle } from '../../app/use-page-title';
import type { FirstScreen } from '../../data/cache';
import { useDataLayer } from '../../data/data-layer-context';
import { homeFirstScreenQuery, useSimulatorListings } from '../simulator/queries';
import { showsDefaultList } from './default-list';
import { DevelopmentNotice } from './development-notice';
import { FirstScreenTools } from './first-screen-tools';
import { HeroSection } from './hero-section';
import { SimulationTools } from './simulation-tools';

/** What a search result says about the site's front page. */
export const HOME_DESCRIPTION =
  'Find, filter and compare open-source reservoir simulation and subsurface modelling tools: physics, numerical methods, licences and learning resources.';

/**
 * Until the whole list is read, a warm start draws the first screen the cache kept (its first cards and the count);
 * a search, a filter or another order in the URL waits for the whole list, as does a cache with no first screen.
 */
function useFirstScreen(): FirstScreen | undefined {
  const listed = useSimulatorListings().data !== undefined;
  const [params] = useSearchParams();
  const wanted = !listed && showsDefaultList(params);
  const kept = useQuery({ ...homeFirstScreenQuery(useDataLayer()), enabled: wanted }).data;
  return wanted && kept ? kept : undefined;
}

export function HomePage() {
  usePageTitle(null, HOME_DESCRIPTION);
  const firstScreen = useFirstScreen();
  return (
    <div id="home" className="home-page page">
      <HeroSection />
      <DevelopmentNotice />
      {firstScreen ? <FirstScreenTools firstScreen={firstScreen} /> : <SimulationTools />}
    </div>
  );
}
