import { Classes, Intent } from '@blueprintjs/core';
import { buttonClasses } from '../../ui/button-classes';
import { LinkButton } from '../../ui/link-button';
import { SubscribeBox } from './subscribe-box';

export function HeroSection() {
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="hero-text">
        <h1 id="hero-title">The Platform for Open Source Reservoir Simulation</h1>
        <p className="hero-lead">
          Discover, compare and learn about open-source tools for reservoir simulation and subsurface modelling, gathered by and for the
          community.
        </p>
        <div className="hero-actions">
          {/* A plain anchor: the section is on this page, so the browser scrolls to it and focus follows. */}
          <a className={buttonClasses({ intent: Intent.PRIMARY, large: true })} href="#tools">
            <span className={Classes.BUTTON_TEXT}>Explore Tools</span>
          </a>
          <LinkButton to="/submit-tool" variant="outlined" large>
            Submit a Tool
          </LinkButton>
        </div>
      </div>
      <SubscribeBox />
    </section>
  );
}
