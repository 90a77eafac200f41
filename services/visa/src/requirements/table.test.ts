import { VISA_DOCUMENT_KINDS, VISA_LIMITS, visaRequirement } from '@portal/contracts';
import { visaDestinations, visaRequirementOf } from './requirements';
import { VISA_TABLE } from './table';

describe('the visa requirements table', () => {
  const offers = VISA_TABLE.flatMap((rules) => Object.entries(rules.offers).map(([type, offer]) => ({ country: rules.country, type, offer: offer! })));

  it('names each destination once, by an ISO country code, with at least one visa type', () => {
    const countries = VISA_TABLE.map((rules) => rules.country);
    expect(new Set(countries).size).toBe(countries.length);
    for (const rules of VISA_TABLE) {
      expect(rules.country).toMatch(/^[A-Z]{2}$/);
      expect(Object.keys(rules.offers).length).toBeGreaterThan(0);
      for (const nationality of rules.exemptNationalities) expect(nationality).toMatch(/^[A-Z]{2}$/);
    }
  });

  it('asks every visa type for a passport and photos, each document once, within the known kinds', () => {
    for (const { offer } of offers) {
      expect(offer.documents).toEqual(expect.arrayContaining(['passport', 'photos']));
      expect(new Set(offer.documents).size).toBe(offer.documents.length);
      for (const kind of offer.documents) expect(VISA_DOCUMENT_KINDS).toContain(kind);
    }
  });

  it('has positive whole fees, processing days and a stay within the longest a request may cover', () => {
    for (const { offer } of offers) {
      for (const amount of [offer.embassyFee, offer.serviceFee, offer.processingDays, offer.maxStayDays]) {
        expect(Number.isInteger(amount)).toBe(true);
        expect(amount).toBeGreaterThan(0);
      }
      expect(offer.maxStayDays).toBeLessThanOrEqual(VISA_LIMITS.stayMaxDays);
      for (const note of offer.notes) expect(note.en && note.fr).toBeTruthy();
    }
  });

  it('prices a person as embassy fee + service fee + 20% tax on the service fee, and answers the contract', () => {
    const requirement = visaRequirementOf('FR', 'MA', 'tourist');
    expect(requirement).toMatchObject({ required: true, embassyFee: 9_000, serviceFee: 4_500, tax: 900, pricePerPerson: 14_400, currency: 'EUR' });
    for (const destination of visaDestinations()) {
      for (const type of destination.visaTypes) expect(visaRequirement.safeParse(visaRequirementOf(destination.country, 'DZ', type)).success).toBe(true);
    }
  });

  it('says an exempt nationality needs no visa, and refuses a visa type the destination does not offer', () => {
    expect(visaRequirementOf('FR', 'ES', 'tourist').required).toBe(false);
    expect(() => visaRequirementOf('FR', 'MA', 'umrah')).toThrow(expect.objectContaining({ code: 'visa_not_offered', status: 404 }));
    expect(() => visaRequirementOf('JP', 'MA', 'tourist')).toThrow(expect.objectContaining({ code: 'visa_not_offered' }));
  });
});
