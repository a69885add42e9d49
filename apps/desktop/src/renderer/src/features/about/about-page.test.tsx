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
