import type { ThemeConfig } from 'antd';
import type { RemoteTheme } from './remote-contract';

/** One look for the shell and every remote (each remote is its own React root). */
export const portalTheme: ThemeConfig = {
  // antd's own stylesheet (antd-styles.ts) instead of CSS generated at run time: the tokens below apply as CSS variables.
  zeroRuntime: true,
  token: {
    colorPrimary: '#0b63ce',
    colorInfo: '#0b63ce',
    colorLink: '#0b63ce',
    borderRadius: 8,
    fontFamily: "Inter, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
    // Text colours at WCAG AA (4.5:1) on white and on the page's #f5f7fb: antd's defaults (secondary
    // text and breadcrumbs at 3.3:1, green amounts at 2.3:1) fail it. Grey is the shell's muted ink.
    colorTextTertiary: '#5b6b86',
    colorTextDescription: '#5b6b86',
    colorSuccessText: '#237804',
    colorWarningText: '#874d00',
    colorErrorText: '#c4320a',
    // Danger links ("Disable" a user) are text too: antd's red is 3.9:1 on white.
    colorError: '#c4320a',
    // Select placeholders are text axe measures (antd's is 1.8:1).
    colorTextPlaceholder: '#667591',
  },
  components: {
    Layout: { headerBg: '#ffffff', bodyBg: '#f5f7fb', footerBg: '#0f1f3d', headerPadding: '0 24px' },
    // An empty table's "no data" is text to read, not a disabled control.
    Table: { colorTextDisabled: '#5b6b86' },
    // Tags' text one shade darker than antd's (green 3.4:1, gold 2.8:1 on their tints): AA on every tint.
    Tag: {
      colorSuccess: '#237804',
      colorWarning: '#874d00',
      colorError: '#c4320a',
      green7: '#237804',
      gold7: '#874d00',
      orange7: '#ad4e00',
      volcano7: '#ad2102',
      cyan7: '#006d75',
      lime7: '#3f6600',
      yellow7: '#876800',
    },
  },
};

/** The portal's theme under a host's tokens; a host's primary colour also colours links and info, which the portal pins to its own blue. */
export function themeWith(theme: RemoteTheme | undefined): ThemeConfig {
  const tokens = theme?.tokens;
  if (!tokens) return portalTheme;
  const primary = tokens.colorPrimary ? { colorInfo: tokens.colorPrimary, colorLink: tokens.colorPrimary } : {};
  return { ...portalTheme, token: { ...portalTheme.token, ...primary, ...tokens } };
}
