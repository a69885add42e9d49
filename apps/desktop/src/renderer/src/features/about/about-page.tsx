import { Callout, Card, Classes, Intent } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { SITE_NAME } from '../../app/site';
import { usePageTitle } from '../../app/use-page-title';
import { ExternalLink } from '../../ui/external-link';
import { NOT_CONFIGURED, OWNER_DETAILS, type OwnerDetails } from './owner-details';
import './about.css';

export const ABOUT_TITLE = 'About';
export const ABOUT_DESCRIPTION =
  'What the Reservoir Simulation Directory is, what it is not, how accurate it aims to be, and who to contact.';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}

function Unset() {
  return <span className={`${Classes.TEXT_MUTED} about-unset`}>{NOT_CONFIGURED}</span>;
}

function OwnerContact({ owner }: { owner: OwnerDetails }) {
  return (
    <dl className="definition-list about-owner">
      <Detail label="Owner">{owner.name ?? <Unset />}</Detail>
      <Detail label="Company tax number">{owner.taxNumber ?? <Unset />}</Detail>
      <Detail label="Support contact">
        {owner.supportEmail ? <a href={`mailto:${owner.supportEmail}`}>{owner.supportEmail}</a> : <Unset />}
      </Detail>
      <Detail label="Website">{owner.website ? <ExternalLink href={owner.website}>{owner.website}</ExternalLink> : <Unset />}</Detail>
    </dl>
  );
}

/**
 * Spec 1 and 2: what the directory is and is not, its mission, and the owner's contact (#contact); and what a
 * subscription keeps, why, for how long and how to leave (#subscriptions, which every mail's footer links to).
 */
export function AboutPage({ owner = OWNER_DETAILS }: { owner?: OwnerDetails }) {
  usePageTitle(ABOUT_TITLE, ABOUT_DESCRIPTION);
  return (
    <article className="page about-page">
      <h1>About the {SITE_NAME}</h1>
      <p className="about-lead">
        This site gathers open-source reservoir simulation and subsurface modelling tools in one place, so that engineers, researchers and
        students can see what exists and find their way to each project.
      </p>

      <section className="about-section" aria-labelledby="about-mission">
        <h2 id="about-mission">Our mission</h2>
        <p>
          Choosing a simulator should not start with weeks of searching. We want to make the open-source tools of our field easy to find and
          fair to compare: what physics they model, which numerical methods they use, under which licence they are released and where to
          learn them. We hope this helps the community reuse and improve what already exists.
        </p>
      </section>

      <section className="about-section" aria-labelledby="about-what">
        <h2 id="about-what">What this directory is, and is not</h2>
        <p>
          The {SITE_NAME} is only a directory: it collects and links to information published elsewhere. It does not develop, host,
          distribute or support any of the tools it lists, and it does not hire for any of the jobs it shows.
        </p>
        <p>
          We are not affiliated with, endorsed by or sponsored by the projects, organisations, vendors or employers that appear here. Their
          names and trademarks belong to their owners.
        </p>
      </section>

      <section className="about-section" aria-labelledby="about-accuracy">
        <h2 id="about-accuracy">Accuracy</h2>
        <Callout intent={Intent.WARNING} className="about-callout">
          We check entries with care, but we cannot guarantee that every detail is accurate, complete or up to date. Please confirm anything
          important with the tool's own documentation or the employer before relying on it. If you find a mistake, reporting it helps
          everyone.
        </Callout>
      </section>

      <section id="subscriptions" className="about-section" aria-labelledby="about-subscriptions">
        <h2 id="about-subscriptions">Your subscription</h2>
        <p>
          When you subscribe to updates we keep your email address, the name and company if you gave them, where you subscribed from (the
          source), and the dates you subscribed, confirmed and unsubscribed. If your mail server refuses our mail outright, we note that
          too, and write to the address no more.
        </p>
        <p>
          We use them only to send you the confirmation link and, once you have confirmed, a short digest of new and updated tools. We do
          not share them with anyone, and your name and company are never put in a mail.
        </p>
        <p>
          An address that is never confirmed is erased after 30 days. A confirmed address is kept until you unsubscribe. When you
          unsubscribe, the address is kept marked as unsubscribed, so that no mail goes to it again; ask us and we erase it.
        </p>
        <p>
          To leave, use the unsubscribe link at the foot of every mail we send: one click is enough. To have your address erased, write to
          the <a href="#contact">support contact</a>.
        </p>
      </section>

      <section id="contact" className="about-section about-contact" aria-labelledby="about-contact">
        <h2 id="about-contact">Contact</h2>
        <Card>
          <p>The directory is run by the owner below. For questions, corrections or removal requests, write to the support contact.</p>
          <OwnerContact owner={owner} />
        </Card>
      </section>
    </article>
  );
}
