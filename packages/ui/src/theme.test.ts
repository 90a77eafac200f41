import { portalTheme, themeWith } from './theme';

describe('a white-label host theme', () => {
  it('is the portal theme when the host gives no tokens', () => {
    expect(themeWith(undefined)).toBe(portalTheme);
    expect(themeWith({ logoUrl: 'https://partner.example/logo.svg' })).toBe(portalTheme);
  });

  it("lays the host's tokens over the portal's, its primary colour also on links and info", () => {
    const theme = themeWith({ tokens: { colorPrimary: '#c2410c', borderRadius: 2, fontFamily: 'Georgia, serif' } });
    expect(theme.token).toMatchObject({ colorPrimary: '#c2410c', colorLink: '#c2410c', colorInfo: '#c2410c', borderRadius: 2, fontFamily: 'Georgia, serif' });
    // The portal's accessible text colours stay unless the host sets its own.
    expect(theme.token?.colorTextTertiary).toBe(portalTheme.token?.colorTextTertiary);
    expect(theme.components).toBe(portalTheme.components);
  });

  it('keeps a link colour the host sets itself', () => {
    expect(themeWith({ tokens: { colorPrimary: '#c2410c', colorLink: '#7c2d12' } }).token?.colorLink).toBe('#7c2d12');
  });
});
