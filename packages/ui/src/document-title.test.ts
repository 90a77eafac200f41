import { commonEn, commonFr } from '@portal/i18n';
import { documentTitle } from './document-title';

describe('documentTitle', () => {
  it("puts the screen's translated title before the app's name", () => {
    expect(documentTitle('My tickets', commonEn.appName)).toBe('My tickets · Voyagr Pro');
    expect(documentTitle('Mes tickets', commonFr.appName)).toBe('Mes tickets · Voyagr Pro');
  });

  it("is the app's name alone for a screen without its own title", () => {
    expect(documentTitle('', 'Voyagr Pro')).toBe('Voyagr Pro');
    expect(documentTitle('Voyagr Pro', 'Voyagr Pro')).toBe('Voyagr Pro');
  });
});
