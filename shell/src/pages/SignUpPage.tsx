import { useMemo, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BUSINESS_MODELS, CURRENCIES, EMPLOYEE_RANGES, HEARD_ABOUT, LANGUAGES, LIMITS, PRODUCTS, registrationRequest, type Language } from '@portal/contracts';
import { checkUploads, serviceErrorOf } from '@portal/ui';
import { authErrorMessage } from '../auth/auth-errors';
import { CaptchaField } from '../captcha/CaptchaField';
import { useCaptcha } from '../captcha/use-captcha';
import { ChoicesField, Field, FormAlert, SelectField, SubmitButton, TextField, type Choice } from '../forms/fields';
import { fieldId, nest, useSchemaForm, type FormValues } from '../forms/use-schema-form';
import { useLanguage, usePageTitle } from '../language/use-language';
import { ButtonLink } from '../public/components';
import { LocalLink } from '../routing/LocalLink';
import { useRegisterMutation, useResendVerificationMutation } from '../session/session-api';

interface Logo {
  fileName: string;
  dataBase64: string;
  preview: string;
}

function readBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsDataURL(file);
  });
}

function initialValues(language: Language) {
  return {
    'company.agencyName': '',
    'company.address': '',
    'company.city': '',
    'company.zipCode': '',
    'company.country': '',
    'company.phone': '',
    'company.tradeRegister': '',
    'company.taxNumber': '',
    'company.licence': '',
    'company.numberOfEmployees': '',
    'company.businessModel': '',
    'company.contractCurrency': 'EUR',
    'company.productsOfInterest': [] as string[],
    'company.heardAbout': '',
    'admin.firstName': '',
    'admin.lastName': '',
    'admin.email': '',
    'admin.phone': '',
    'admin.password': '',
    'admin.repeatPassword': '',
    'admin.langId': language as string,
  } satisfies FormValues;
}

/** Spec §5 sign-up: the agency, its first administrator, an optional logo and the captcha. */
export default function SignUpPage() {
  const { t } = useTranslation();
  const title = t('signUp.title');
  usePageTitle(title);
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);
  return (
    <div className="container frame">
      <nav aria-label={t('common:nav.home')}>
        <ol className="breadcrumb">
          <li>
            <LocalLink to="/">{t('common:nav.home')}</LocalLink>
          </li>
          <li aria-current="page">{title}</li>
        </ol>
      </nav>
      {registeredEmail ? (
        <RegisteredView email={registeredEmail} />
      ) : (
        <>
          <h1>{title}</h1>
          <p className="description">{t('signUp.lead')}</p>
          <div className="with-aside">
            <RegistrationForm onRegistered={setRegisteredEmail} />
            <aside className="card aside-card">
              <h2>{t('signUp.howTitle')}</h2>
              <ol className="steps">
                {(t('signUp.steps', { returnObjects: true }) as string[]).map((step) => (
                  <li key={step}>{step}</li>
                ))}
              </ol>
              <p className="muted">
                {t('signUp.haveAccount')} <LocalLink to="/#sign-in">{t('common:actions.signIn')}</LocalLink>
              </p>
            </aside>
          </div>
        </>
      )}
    </div>
  );
}

function RegistrationForm({ onRegistered }: { onRegistered(email: string): void }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const captcha = useCaptcha();
  const [register, { isLoading }] = useRegisterMutation();
  const [logo, setLogo] = useState<Logo | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const logoInput = useRef<HTMLInputElement>(null);
  const form = useSchemaForm(registrationRequest, initialValues(language), (values) => {
    const { 'company.licence': licence, ...rest } = values;
    return {
      ...nest(licence.trim() ? values : rest),
      ...(logo ? { logo: { fileName: logo.fileName, dataBase64: logo.dataBase64 } } : {}),
      captcha: captcha.solution ?? undefined,
    };
  });

  const choices = useMemo(() => {
    const currencyNames = new Intl.DisplayNames([language], { type: 'currency' });
    const list = (values: readonly string[], label: (value: string) => string): Choice[] => values.map((value) => ({ value, label: label(value) }));
    return {
      employees: list(EMPLOYEE_RANGES, (range) => t('common:company.employees', { range })),
      businessModels: list(BUSINESS_MODELS, (model) => t(`common:company.businessModels.${model}`)),
      currencies: list(CURRENCIES, (code) => `${code} · ${currencyNames.of(code) ?? code}`),
      products: list(PRODUCTS, (product) => t(`common:company.products.${product}`)),
      heardAbout: list(HEARD_ABOUT, (source) => t(`common:company.heardAbout.${source}`)),
      languages: list(LANGUAGES, (code) => t(`common:language.${code}`)),
    };
  }, [language, t]);

  const chooseLogo = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const refusal = await checkUploads([file], { kinds: ['png', 'jpg'], maxTotalBytes: LIMITS.logoMaxBytes });
    form.setError('logo', refusal);
    if (refusal) return;
    const dataBase64 = await readBase64(file);
    setLogo({ fileName: file.name.slice(-120), dataBase64, preview: `data:${file.type || 'image/png'};base64,${dataBase64}` });
  };

  const submit = async () => {
    setFailure(null);
    const body = form.submit();
    if (!body) return;
    const { data, error } = await register(body);
    captcha.renew();
    if (data) {
      onRegistered(data.email);
      return;
    }
    const refusal = serviceErrorOf(error);
    if (refusal?.fields.length) {
      const unshown = form.showServerErrors(refusal.fields);
      if (unshown.length === 0) return;
    }
    setFailure(authErrorMessage(error, t, language));
  };

  const field = (name: string) => ({ form, name });
  const company = (key: string) => t(`common:company.fields.${key}`);
  const logoError = form.errors.logo;

  return (
    <form
      className="card form signup-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {failure ? <FormAlert kind="error">{failure}</FormAlert> : null}
      <section className="form-section">
        <h2>{t('signUp.agencySection')}</h2>
        <p>{t('signUp.agencySectionLead')}</p>
        <div className="form-grid">
          <TextField {...field('company.agencyName')} label={company('agencyName')} autoComplete="organization" className="span-2" />
          <TextField {...field('company.address')} label={company('address')} autoComplete="street-address" className="span-2" />
          <TextField {...field('company.city')} label={company('city')} autoComplete="address-level2" />
          <TextField {...field('company.zipCode')} label={company('zipCode')} autoComplete="postal-code" inputMode="numeric" hint={t('signUp.zipHint')} />
          <TextField {...field('company.country')} label={company('country')} autoComplete="country-name" />
          <TextField {...field('company.phone')} label={company('phone')} type="tel" autoComplete="tel" inputMode="numeric" hint={t('signUp.phoneHint')} />
          <TextField {...field('company.tradeRegister')} label={company('tradeRegister')} />
          <TextField {...field('company.taxNumber')} label={company('taxNumber')} />
          <TextField {...field('company.licence')} label={company('licence')} optional />
          <Field form={form} name="logo" label={company('logo')} optional hint={t('signUp.logoHint')}>
            <div className="logo-picker">
              {logo ? <img src={logo.preview} alt="" className="logo-preview" /> : <span className="logo-preview logo-empty" aria-hidden="true" />}
              <input
                ref={logoInput}
                id={fieldId('logo')}
                type="file"
                accept="image/png,image/jpeg,.png,.jpg,.jpeg"
                className="visually-hidden"
                aria-invalid={logoError ? true : undefined}
                onChange={(event) => void chooseLogo(event)}
              />
              <button type="button" className="btn" onClick={() => logoInput.current?.click()}>
                {t(logo ? 'signUp.logoReplace' : 'signUp.logoChoose')}
              </button>
              {logo ? (
                <button type="button" className="btn-link" onClick={() => setLogo(null)}>
                  {t('signUp.logoRemove')}
                </button>
              ) : null}
            </div>
          </Field>
        </div>
      </section>
      <section className="form-section">
        <h2>{t('signUp.businessSection')}</h2>
        <div className="form-grid">
          <SelectField {...field('company.numberOfEmployees')} label={company('numberOfEmployees')} choices={choices.employees} placeholder={t('signUp.choose')} />
          <SelectField {...field('company.businessModel')} label={company('businessModel')} choices={choices.businessModels} placeholder={t('signUp.choose')} />
          <SelectField {...field('company.contractCurrency')} label={company('contractCurrency')} choices={choices.currencies} hint={t('signUp.currencyHint')} />
          <SelectField {...field('company.heardAbout')} label={company('heardAbout')} choices={choices.heardAbout} placeholder={t('signUp.choose')} />
          <div className="span-2">
            <ChoicesField {...field('company.productsOfInterest')} label={company('productsOfInterest')} choices={choices.products} />
          </div>
        </div>
      </section>
      <section className="form-section">
        <h2>{t('signUp.adminSection')}</h2>
        <p>{t('signUp.adminSectionLead')}</p>
        <div className="form-grid">
          <TextField {...field('admin.firstName')} label={t('common:fields.firstName')} autoComplete="given-name" />
          <TextField {...field('admin.lastName')} label={t('common:fields.lastName')} autoComplete="family-name" />
          <TextField {...field('admin.email')} label={t('common:fields.email')} type="email" autoComplete="email" spellCheck={false} />
          <TextField {...field('admin.phone')} label={t('common:fields.phone')} type="tel" autoComplete="tel" inputMode="numeric" hint={t('signUp.phoneHint')} />
          <TextField {...field('admin.password')} label={t('common:fields.password')} type="password" autoComplete="new-password" hint={t('signUp.passwordHint')} />
          <TextField {...field('admin.repeatPassword')} label={t('common:fields.repeatPassword')} type="password" autoComplete="new-password" />
          <SelectField {...field('admin.langId')} label={t('common:fields.language')} choices={choices.languages} hint={t('signUp.languageHint')} />
        </div>
      </section>
      <section className="form-section">
        <CaptchaField captcha={captcha} form={form} />
        <p className="muted form-note">{t('signUp.verifyNote')}</p>
        <SubmitButton busy={isLoading}>{t('signUp.submit')}</SubmitButton>
      </section>
    </form>
  );
}

function RegisteredView({ email }: { email: string }) {
  const { t } = useTranslation();
  const [resend, { isLoading, isSuccess }] = useResendVerificationMutation();
  return (
    <div className="card result-card" role="status">
      <span className="result-icon" aria-hidden="true" />
      <h1>{t('signUp.doneTitle')}</h1>
      <p>{t('signUp.doneBody', { email })}</p>
      <p className="muted">{t('signUp.doneNext')}</p>
      <div className="actions">
        <ButtonLink to="/" variant="primary">
          {t('common:actions.backHome')}
        </ButtonLink>
        {isSuccess ? (
          <span className="muted">{t('signIn.verificationResent')}</span>
        ) : (
          <button type="button" className="btn" disabled={isLoading} onClick={() => void resend({ email })}>
            {t('signUp.resend')}
          </button>
        )}
      </div>
    </div>
  );
}
