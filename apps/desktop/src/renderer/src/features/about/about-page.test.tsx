import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PlatformProvider } from '../../platform/platform-context';
import { fakePlatform, renderApp } from '../../test/render-app';
import { withFreshCache } from '../../test/test-db';
import { ABOUT_DESCRIPTION, AboutPage } from './about-page';

withFreshCache();

const metaDescription = () => document.head.querySelector('meta[name="description"]')?.getAttribute('content');

describe('About page', () => {
  it('says what the directory is and is not, with the mission, inside the layout', async () => {
    renderApp('/about');

    expect(await screen.findByRole('heading', { level: 1, name: 'About the Reservoir Simulation Directory' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Our mission' })).toBeTruthy();
    expect(screen.getByText(/is only a directory: it collects and links to information published elsewhere/)).toBeTruthy();
    expect(screen.getByText(/We are not affiliated with, endorsed by or sponsored by/)).toBeTruthy();
    expect(screen.getByText(/we cannot guarantee that every detail is accurate/)).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
    expect(document.title).toBe('About | Reservoir Simulation Directory');
    expect(metaDescription()).toBe(ABOUT_DESCRIPTION);
  });

  it('has the #contact section the footer links to, and invents no owner details when none are configured', async () => {
    renderApp('/about');

    const region = await screen.findByRole('region', { name: 'Contact' });
    expect(region.id).toBe('contact');
    const section = within(region);
    expect(section.getAllByText('Not configured')).toHaveLength(4);
    expect(section.queryByRole('link')).toBeNull();
  });

  it('has the #subscriptions section the mails link to: what is kept, why, for how long and how to leave', async () => {
    renderApp('/about');

    const region = await screen.findByRole('region', { name: 'Your subscription' });
    expect(region.id).toBe('subscriptions');
    const text = region.textContent ?? '';
    expect(text).toMatch(
      /we keep your email address, the name and company if you gave them, where you subscribed from \(the\s+source\), and the dates/,
    );
    expect(text).toMatch(/only to send you the confirmation link and, once you have confirmed, a short digest of new and updated tools/);
    expect(text).toMatch(/never confirmed is erased after 30 days/);
    expect(text).toMatch(/kept until you unsubscribe/);
    expect(text).toMatch(/kept marked as unsubscribed, so that no mail goes to it again; ask us and we erase it/);
    expect(text).toMatch(/unsubscribe link at the foot of every mail/);
    expect(within(region).getByRole('link', { name: 'support contact' }).getAttribute('href')).toBe('#contact');
  });

  it('shows the configured owner, with the support address and website as links', () => {
    render(
      <PlatformProvider value={fakePlatform()}>
        <AboutPage
          owner={{
            name: 'Acme Reservoir Ltda.',
            taxNumber: '12.345.678/0001-90',
            supportEmail: 'support@acme.example',
            website: 'https://acme.example',
          }}
        />
      </PlatformProvider>,
    );

    const contact = within(screen.getByRole('region', { name: 'Contact' }));
    expect(contact.getByText('Acme Reservoir Ltda.')).toBeTruthy();
    expect(contact.getByText('12.345.678/0001-90')).toBeTruthy();
    expect(contact.getByRole('link', { name: 'support@acme.example' }).getAttribute('href')).toBe('mailto:support@acme.example');
    expect(contact.getByRole('link', { name: 'https://acme.example' }).getAttribute('href')).toBe('https://acme.example');
    expect(contact.queryByText('Not configured')).toBeNull();
  });
});
