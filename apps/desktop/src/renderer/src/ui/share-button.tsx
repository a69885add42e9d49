import { ShareIcon } from '@blueprintjs/icons';
import { usePlatform } from '../platform/platform-context';
import { PlainButton } from './plain-button';
import { showToast } from './toast';

/** Share: the platform's share sheet where there is one, else the link is copied and a toast says so. */
export function ShareButton({ title }: { title: string }) {
  const platform = usePlatform();
  const share = async () => {
    try {
      const outcome = await platform.shareLink({ title, url: window.location.href });
      if (outcome === 'copied') showToast({ title: 'Link copied', description: 'The link to this page is in your clipboard.' });
    } catch {
      showToast({ title: 'Could not share', description: 'Copy the address from the address bar instead.', variant: 'destructive' });
    }
  };
  return <PlainButton variant="outlined" icon={<ShareIcon />} text="Share" onClick={() => void share()} />;
}
