import { FlashIcon, MoonIcon } from '@blueprintjs/icons';
import { AppTooltip } from '../ui/app-tooltip';
import { PlainButton } from '../ui/plain-button';
import { otherTheme } from './theme';
import { useUiPreferences } from './ui-preferences';
import { useTheme } from './use-theme';

/** Switches between light and dark; the choice is remembered on this device. */
export function ThemeToggle() {
  const theme = useTheme();
  const chooseTheme = useUiPreferences((state) => state.chooseTheme);
  const next = otherTheme(theme);
  const label = `Switch to ${next} theme`;
  return (
    <AppTooltip content={label}>
      <PlainButton
        className="app-header-icon-button theme-toggle"
        variant="minimal"
        icon={theme === 'dark' ? <FlashIcon /> : <MoonIcon />}
        aria-label={label}
        onClick={() => chooseTheme(next)}
      />
    </AppTooltip>
  );
}
