import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PlatformProvider } from '../platform/platform-context';
import { fakePlatform } from '../test/render-app';
import { ExternalLink } from './external-link';

function renderLink(href: string) {
  const platform = fakePlatform('desktop');
  render(
    <PlatformProvider value={platform}>
      <ExternalLink href={href}>Site</ExternalLink>
    </PlatformProvider>,
  );
  return platform;
}

describe('ExternalLink', () => {
  it('links an http(s) address and opens it outside the app', async () => {
    const platform = renderLink('https://opm-project.org');
    await userEvent.setup().click(screen.getByRole('link', { name: 'Site' }));
    expect(platform.openExternal).toHaveBeenCalledExactlyOnceWith('https://opm-project.org');
  });

  it.each(['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:msgbox(1)', 'file:///etc/passwd'])(
    'keeps %j inert text: no link, nothing opened',
    async (href) => {
      const platform = renderLink(href);
      expect(screen.queryByRole('link')).toBeNull();
      await userEvent.setup().click(screen.getByText('Site'));
      expect(platform.openExternal).not.toHaveBeenCalled();
    },
  );
});
