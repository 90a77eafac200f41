import type { VisaRequirement } from '@portal/contracts';
import { coordinatesIssues, conditionsIssues, initialWizard, requestIssues, requestOf, stepIssues, withPeople, type ParticipantValues, type WizardValues } from './wizard';

const TODAY = '2027-03-01';

const requirement: VisaRequirement = {
  destination: 'MA',
  nationality: 'DZ',
  visaType: 'tourist',
  required: true,
  documents: ['passport', 'photos'],
  processingDays: 10,
  maxStayDays: 90,
  currency: 'EUR',
  embassyFee: 6000,
  serviceFee: 2000,
  tax: 400,
  pricePerPerson: 8400,
  notes: [],
};

const participant = (overrides: Partial<ParticipantValues> = {}): ParticipantValues => ({
  civility: 'mrs',
  firstName: 'Amina',
  lastName: 'Benali',
  dateOfBirth: '1990-05-04',
  placeOfBirth: 'Oran',
  passportNumber: 'ab1234567',
  passportIssuedAt: '2022-01-10',
  passportExpiresAt: '2032-01-09',
  email: 'amina@example.com',
  residenceAddress: '12 rue des Lilas, Oran',
  documents: { passport: { uploadId: 'a'.repeat(24), fileName: 'passport.pdf', size: 1000 }, photos: { uploadId: 'b'.repeat(24), fileName: 'photo.png', size: 500 } },
  ...overrides,
});

const filled = (overrides: Partial<WizardValues> = {}): WizardValues => ({
  ...initialWizard(),
  request: { destination: 'MA', visaType: 'tourist', people: 1, nationality: 'DZ', travelDocument: 'ordinary_passport', travelDate: '2027-04-01', returnDate: '2027-04-15' },
  participants: [participant()],
  ...overrides,
});

describe('the visa wizard steps', () => {
  it('asks for every choice of the request and refuses a return before the travel date', () => {
    expect(Object.keys(requestIssues({ people: 1 }, undefined, TODAY))).toEqual(
      expect.arrayContaining(['request.destination', 'request.visaType', 'request.nationality', 'request.travelDocument', 'request.travelDate', 'request.returnDate']),
    );
    expect(requestIssues({ ...filled().request, returnDate: '2027-03-20' }, requirement, TODAY)).toEqual({ 'request.returnDate': 'return_before_travel' });
    expect(requestIssues(filled().request, requirement, TODAY)).toEqual({});
  });

  it('says no visa is needed for an exempt nationality and keeps the request step closed', () => {
    expect(stepIssues('request', filled({ step: 'request' }), { ...requirement, required: false }, TODAY)).toEqual({ 'request.nationality': 'visa_not_required' });
  });

  it('enforces a passport valid 6 months after the return, and an expiry after the delivery', () => {
    const shortPassport = filled({ participants: [participant({ passportExpiresAt: '2027-10-14' })] });
    expect(coordinatesIssues(shortPassport, requirement.documents, TODAY)).toEqual({ 'participants.0.passportExpiresAt': 'passport_validity' });
    const justEnough = filled({ participants: [participant({ passportExpiresAt: '2027-10-15' })] });
    expect(coordinatesIssues(justEnough, requirement.documents, TODAY)).toEqual({});
    const backwards = filled({ participants: [participant({ passportExpiresAt: '2021-01-01' })] });
    expect(coordinatesIssues(backwards, requirement.documents, TODAY)).toEqual({ 'participants.0.passportExpiresAt': 'expiry_before_issue' });
  });

  it('wants every document of the checklist and 20 MB at most in all', () => {
    const noPhoto = filled({ participants: [participant({ documents: { passport: { uploadId: 'a'.repeat(24), fileName: 'p.pdf', size: 10 } } })] });
    expect(coordinatesIssues(noPhoto, requirement.documents, TODAY)).toEqual({ 'participants.0.documents.photos': 'required' });
    const heavy = filled({
      participants: [
        participant({
          documents: { passport: { uploadId: 'a'.repeat(24), fileName: 'p.pdf', size: 15 * 1024 * 1024 }, photos: { uploadId: 'b'.repeat(24), fileName: 'f.png', size: 6 * 1024 * 1024 } },
        }),
      ],
    });
    expect(coordinatesIssues(heavy, requirement.documents, TODAY)).toEqual({ uploads: 'file_too_large' });
  });

  it('checks the passport number and the email', () => {
    const wrong = filled({ participants: [participant({ passportNumber: 'AB-12', email: 'nope' })] });
    expect(coordinatesIssues(wrong, requirement.documents, TODAY)).toEqual({ 'participants.0.passportNumber': 'invalid_passport_number', 'participants.0.email': 'invalid_email' });
  });

  it('goes on from the conditions only with all six clauses', () => {
    expect(conditionsIssues(['passport_validity'])).toEqual({ clauses: 'clauses_not_accepted' });
    expect(conditionsIssues(['passport_validity', 'travel_documents', 'photos_birth_certificate', 'proof_of_funds', 'professional_proof', 'french_translation'])).toEqual({});
  });

  it('keeps one participant form per person, the ones filled in kept', () => {
    const two = withPeople(filled(), 2);
    expect(two.participants).toHaveLength(2);
    expect(two.participants[0]?.firstName).toBe('Amina');
    expect(withPeople(two, 1).participants).toHaveLength(1);
  });

  it('sends the request with the upload ids of the checklist and the total seen', () => {
    const sent = requestOf(withPeople(filled({ clauses: ['passport_validity'] }), 1), requirement);
    expect(sent.participants[0]?.passportNumber).toBe('AB1234567');
    expect(sent.participants[0]?.documents).toEqual([
      { kind: 'passport', uploadId: 'a'.repeat(24) },
      { kind: 'photos', uploadId: 'b'.repeat(24) },
    ]);
    expect(sent.acceptedTotal).toBe(8400);
  });
});
