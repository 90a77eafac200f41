import { contactRequest, loginRequest, registrationRequest } from '@portal/contracts';
import { nest } from './use-schema-form';
import { errorsOf, serverErrorsOf, validationMessage, type SchemaIssue } from './validation';

const issuesOf = (schema: { safeParse(input: unknown): { success: boolean; error?: { issues: SchemaIssue[] } } }, input: unknown) => schema.safeParse(input).error?.issues ?? [];

describe('form validation with the contracts’ schemas', () => {
  it('nests dotted fields into the request body', () => {
    expect(nest({ 'company.city': 'Tozeur', 'admin.email': 'a@b.example', 'captcha.nonce': 'x1' })).toEqual({
      company: { city: 'Tozeur' },
      admin: { email: 'a@b.example' },
      captcha: { nonce: 'x1' },
    });
  });

  it('names each field’s first reason by its dotted path, with the limit', () => {
    const values: Record<string, unknown> = { 'company.agencyName': 'x'.repeat(51), 'company.zipCode': '12', 'company.numberOfEmployees': '' };
    const errors = errorsOf(
      issuesOf(registrationRequest, {
        company: { agencyName: 'x'.repeat(51), zipCode: '12', numberOfEmployees: '', productsOfInterest: [] },
        admin: { email: 'not-an-email', password: 'short', repeatPassword: 'short' },
      }),
      (path) => values[path],
    );
    expect(errors['company.agencyName']).toEqual({ reason: 'too_long', max: 50 });
    expect(errors['company.zipCode']).toEqual({ reason: 'invalid_zip' });
    expect(errors['company.numberOfEmployees']).toEqual({ reason: 'required' });
    expect(errors['company.productsOfInterest']?.reason).toBe('required');
    expect(errors['admin.email']?.reason).toBe('invalid_email');
    expect(errors['admin.password']?.reason).toBe('password_length');
    expect(errors.captcha?.reason).toBe('captcha_incomplete');
  });

  it('checks the repeated password and the contact message limit', () => {
    const mismatch = errorsOf(
      issuesOf(registrationRequest.shape.admin, { firstName: 'Nadia', lastName: 'Haddad', email: 'n@h.example', phone: '21698765432', password: 'Caravane#2026', repeatPassword: 'Caravane#2025' }),
      () => 'x',
    );
    expect(mismatch.repeatPassword).toEqual({ reason: 'password_mismatch' });
    const contact = errorsOf(issuesOf(contactRequest, { name: 'Leïla', email: 'l@m.example', subject: 'Account', message: 'x'.repeat(501) }), () => 'x');
    expect(contact.message).toEqual({ reason: 'too_long', max: 500 });
    expect(errorsOf(issuesOf(loginRequest, { email: '', password: '' }), () => '')).toEqual({
      email: { reason: 'required' },
      password: { reason: 'required' },
    });
  });

  it('reads a 400’s field list, unknown reasons as “invalid”', () => {
    expect(
      serverErrorsOf([
        { field: 'admin.email', reason: 'email_taken' },
        { field: 'logo', reason: 'something_new' },
      ]),
    ).toEqual({
      'admin.email': { reason: 'email_taken' },
      logo: { reason: 'invalid' },
    });
  });

  it('translates with the limit when there is one', () => {
    const t = ((key: string, options?: Record<string, unknown>) => `${key}${options?.max ? `:${String(options.max)}` : ''}`) as never;
    expect(validationMessage(t, { reason: 'too_long', max: 30 })).toBe('common:validation.too_long:30');
    expect(validationMessage(t, { reason: 'too_long' })).toBe('common:validation.too_long_plain');
  });
});
