import { usePageTitle } from '../../app/use-page-title';
import { DevelopmentNotice } from './development-notice';
import { HeroSection } from './hero-section';
import { SimulationTools } from './simulation-tools';

export function HomePage() {
  usePageTitle(null);
  return (
    <div id="home" className="home-page page">
      <HeroSection />
      <DevelopmentNotice />
      <SimulationTools />
    </div>
  );
}
