import { VISA_TYPES, type VisaDestination, type VisaRequirement, type VisaType } from '@portal/contracts';
import { AppError } from '@portal/service-kit';
import { SERVICE_FEE_TAX_RATE, VISA_CURRENCY, VISA_TABLE } from './table';

/** The destinations the desk handles, each with the visa types it offers (in the contract's order). */
export function visaDestinations(): VisaDestination[] {
  return VISA_TABLE.map((rules) => ({
    country: rules.country,
    visaTypes: VISA_TYPES.filter((type) => rules.offers[type]),
    exemptNationalities: [...rules.exemptNationalities],
  }));
}

/** The tax on a service fee, rounded to the minor unit. */
export const serviceFeeTax = (serviceFee: number) => Math.round(serviceFee * SERVICE_FEE_TAX_RATE);

/** What a visa type of a destination needs and costs for a nationality now; 404 `visa_not_offered` when the desk does not sell it. */
export function visaRequirementOf(destination: string, nationality: string, visaType: VisaType): VisaRequirement {
  const rules = VISA_TABLE.find((candidate) => candidate.country === destination);
  const offer = rules?.offers[visaType];
  if (!rules || !offer) throw new AppError('visa_not_offered', 'This visa is not offered for this destination', { destination, visaType }, 404);
  const tax = serviceFeeTax(offer.serviceFee);
  return {
    destination,
    nationality,
    visaType,
    required: !rules.exemptNationalities.includes(nationality),
    documents: [...offer.documents],
    processingDays: offer.processingDays,
    maxStayDays: offer.maxStayDays,
    currency: VISA_CURRENCY,
    embassyFee: offer.embassyFee,
    serviceFee: offer.serviceFee,
    tax,
    pricePerPerson: offer.embassyFee + offer.serviceFee + tax,
    notes: [...offer.notes],
  };
}
