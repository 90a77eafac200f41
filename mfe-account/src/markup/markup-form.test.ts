import { DEFAULT_MARKUPS, salePriceOf } from '@portal/contracts';
import { formOf, settingsOf } from './markup-form';

describe('markup form', () => {
  it('shows fixed amounts in major units and sends them in minor units', () => {
    const settings = { ...DEFAULT_MARKUPS, transfers: { mode: 'fixed' as const, value: 1550 }, flights: { serviceChargePerTicket: 1000 } };
    const form = formOf(settings, 'EUR');
    expect(form.transfers).toEqual({ mode: 'fixed', value: 15.5 });
    expect(form.flights.serviceChargePerTicket).toBe(10);
    expect(settingsOf(form, 'EUR')).toEqual(settings);
  });

  it('reads a half-filled form as zero markups, so the preview sells at the purchase price', () => {
    const settings = settingsOf({ hotels: { mode: 'percent', value: 8 } }, 'EUR');
    expect(settings.transfers).toEqual({ mode: 'percent', value: 0 });
    expect(salePriceOf(settings.hotels, 10_000)).toBe(10_800);
    expect(salePriceOf(settings.transfers, 10_000)).toBe(10_000);
  });
});
