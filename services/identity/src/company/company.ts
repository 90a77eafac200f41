import type { Company } from '@portal/contracts';
import { AppError, CONTENT_TYPES, sniffFileKind } from '@portal/service-kit';
import { Binary } from 'mongodb';
import type { AgencyDoc } from '../models';

/** A logo's bytes, accepted only when its content is a png or jpg, whatever its file name says. */
export function decodeLogo(logo: { fileName: string; dataBase64: string } | null | undefined): AgencyDoc['logo'] {
  if (!logo) return null;
  const bytes = Buffer.from(logo.dataBase64, 'base64');
  const kind = sniffFileKind(bytes);
  if (kind !== 'png' && kind !== 'jpg') {
    throw new AppError('validation_failed', 'Invalid file types detected', { fields: [{ field: 'logo', reason: 'invalid_file_type' }] });
  }
  return { contentType: CONTENT_TYPES[kind], data: new Binary(bytes) };
}

export function companyOf(agency: AgencyDoc): Company {
  return {
    id: agency._id.toHexString(),
    agencyName: agency.agencyName,
    address: agency.address,
    city: agency.city,
    zipCode: agency.zipCode,
    country: agency.country,
    phone: agency.phone,
    tradeRegister: agency.tradeRegister,
    taxNumber: agency.taxNumber,
    licence: agency.licence,
    numberOfEmployees: agency.numberOfEmployees,
    businessModel: agency.businessModel,
    contractCurrency: agency.contractCurrency,
    productsOfInterest: agency.productsOfInterest,
    heardAbout: agency.heardAbout,
    status: agency.status,
    hasLogo: agency.logo !== null,
    createdAt: agency.createdAt.toISOString(),
  };
}
