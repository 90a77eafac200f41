import { resolveLanguage, splitLanguagePrefix, withPrefix } from './language';

describe('language prefix', () => {
  it('splits a known prefix from the path', () => {
    expect(splitLanguagePrefix('/fr/about')).toEqual({ prefix: 'fr', path: '/about' });
    expect(splitLanguagePrefix('/en/helpdesk/tickets/42')).toEqual({ prefix: 'en', path: '/helpdesk/tickets/42' });
    expect(splitLanguagePrefix('/fr')).toEqual({ prefix: 'fr', path: '/' });
    expect(splitLanguagePrefix('/fr/')).toEqual({ prefix: 'fr', path: '/' });
  });

  it('leaves other paths alone', () => {
    expect(splitLanguagePrefix('/')).toEqual({ prefix: null, path: '/' });
    expect(splitLanguagePrefix('/faq')).toEqual({ prefix: null, path: '/faq' });
    expect(splitLanguagePrefix('/french/x')).toEqual({ prefix: null, path: '/french/x' });
  });

  it('rebuilds prefixed paths', () => {
    expect(withPrefix('fr', '/')).toBe('/fr');
    expect(withPrefix('fr', '/b-flights')).toBe('/fr/b-flights');
    expect(withPrefix(null, '/b-flights')).toBe('/b-flights');
  });

  it('prefers the URL, then the stored choice, then the user, then English', () => {
    expect(resolveLanguage('en', 'fr', 'fr')).toBe('en');
    expect(resolveLanguage(null, 'fr', 'en')).toBe('fr');
    expect(resolveLanguage(null, null, 'fr')).toBe('fr');
    expect(resolveLanguage(null, null)).toBe('en');
  });
});
