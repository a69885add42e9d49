import { DevelopmentNotice } from './development-notice';
import { HeroSection } from './hero-section';
import { SimulationTools } from './simulation-tools';

export function HomePage() {
  return (
    <div id="home" className="home-page page">
      <HeroSection />
      <DevelopmentNotice />
      <SimulationTools />
    </div>
  );
}
