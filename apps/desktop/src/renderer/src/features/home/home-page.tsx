import { usePageTitle } from '../../app/use-page-title';
import { DevelopmentNotice } from './development-notice';
import { HeroSection } from './hero-section';
import { SimulationTools } from './simulation-tools';

/** What a search result says about the site's front page. */
export const HOME_DESCRIPTION =
  'Find, filter and compare open-source reservoir simulation and subsurface modelling tools: physics, numerical methods, licences and learning resources.';

export function HomePage() {
  usePageTitle(null, HOME_DESCRIPTION);
  return (
    <div id="home" className="home-page page">
      <HeroSection />
      <DevelopmentNotice />
      <SimulationTools />
    </div>
  );
}
