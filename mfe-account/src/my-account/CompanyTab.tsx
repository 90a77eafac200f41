import { App, Button, Col, Descriptions, Divider, Form, Input, Row, Select, Skeleton, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BUSINESS_MODELS, CURRENCIES, EMPLOYEE_RANGES, HEARD_ABOUT, LIMITS, PRODUCTS, type Company, type CompanyFields } from '@portal/contracts';
import { CheckboxGroupField, LoadFailure, RoleGate } from '@portal/ui';
import { useFormFailure } from '../shared/errors';
import { AGENCY_STATUS_COLORS } from '../shared/labels';
import { useRules } from '../shared/rules';
import { useViewer } from '../shared/viewer';
import { useCompanyQuery, useSaveCompanyMutation } from './api';
import { LogoField, type LogoUpload } from './LogoField';

type CompanyForm = CompanyFields & { logo?: LogoUpload | null };

function valuesOf(company: Company): CompanyForm {
  const { id: _id, status: _status, hasLogo: _hasLogo, createdAt: _createdAt, ...fields } = company;
  return { ...fields, licence: fields.licence ?? '', logo: undefined };
}

/** The agency's details: administrators edit them, agents read them. */
export function CompanyTab() {
  const { role } = useViewer();
  const company = useCompanyQuery();
  if (company.isLoading) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (!company.data) return <LoadFailure error={company.error} onRetry={() => void company.refetch()} />;
  return (
    <RoleGate roles={['agency_admin']} role={role} fallback={<CompanyView company={company.data} />}>
      <CompanyEditor company={company.data} />
    </RoleGate>
  );
}

function CompanyView({ company }: { company: Company }) {
  const { t } = useTranslation();
  const choice = (group: string, value: string) => t(`company.${group}.${value}`);
  return (
    <>
      <LogoField hasLogo={company.hasLogo} logoVersion={0} readOnly />
      <Descriptions
        style={{ marginTop: 24 }}
        column={{ xs: 1, md: 2 }}
        bordered
        size="middle"
        items={[
          { key: 'agencyName', label: t('company.fields.agencyName'), children: company.agencyName },
          { key: 'status', label: t('company.status'), children: <Tag color={AGENCY_STATUS_COLORS[company.status]}>{t(`company.statuses.${company.status}`)}</Tag> },
          { key: 'address', label: t('company.fields.address'), children: company.address },
          { key: 'city', label: t('company.fields.city'), children: `${company.zipCode} ${company.city}` },
          { key: 'country', label: t('company.fields.country'), children: company.country },
          { key: 'phone', label: t('company.fields.phone'), children: company.phone },
          { key: 'tradeRegister', label: t('company.fields.tradeRegister'), children: company.tradeRegister },
          { key: 'taxNumber', label: t('company.fields.taxNumber'), children: company.taxNumber },
          { key: 'licence', label: t('company.fields.licence'), children: company.licence || '—' },
          { key: 'numberOfEmployees', label: t('company.fields.numberOfEmployees'), children: t('company.employees', { range: company.numberOfEmployees }) },
          { key: 'businessModel', label: t('company.fields.businessModel'), children: choice('businessModels', company.businessModel) },
          { key: 'contractCurrency', label: t('company.fields.contractCurrency'), children: company.contractCurrency },
          {
            key: 'productsOfInterest',
            label: t('company.fields.productsOfInterest'),
            children: company.productsOfInterest.map((product) => choice('products', product)).join(', '),
          },
          { key: 'heardAbout', label: t('company.fields.heardAbout'), children: choice('heardAbout', company.heardAbout) },
        ]}
      />
    </>
  );
}

function CompanyEditor({ company }: { company: Company }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const rules = useRules();
  const [form] = Form.useForm<CompanyForm>();
  const fail = useFormFailure(form);
  const [save, saving] = useSaveCompanyMutation();
  const [logoVersion, setLogoVersion] = useState(0);

  useEffect(() => form.setFieldsValue(valuesOf(company)), [company, form]);

  const onFinish = async ({ logo, licence, ...fields }: CompanyForm) => {
    try {
      await save({ ...fields, licence: licence?.trim() ? licence : undefined, ...(logo !== undefined ? { logo } : {}) }).unwrap();
      form.setFieldValue('logo', undefined);
      setLogoVersion((version) => version + 1);
      message.success(t('company.saved'));
    } catch (error) {
      fail(error, (text) => message.error(text));
    }
  };

  const text = (name: keyof CompanyFields, max: number, required = true, autoComplete?: string) => (
    <Form.Item name={name} label={t(`company.fields.${name}`)} rules={required ? [rules.required(), rules.max(max)] : [rules.max(max)]}>
      <Input maxLength={max} autoComplete={autoComplete} />
    </Form.Item>
  );
  const choices = (group: string, values: readonly string[]) => values.map((value) => ({ value, label: t(`company.${group}.${value}`) }));
  const approved = company.status === 'approved';

  return (
    <Form form={form} layout="vertical" onFinish={onFinish} style={{ maxWidth: 900 }}>
      <Form.Item name="logo" label={t('company.fields.logo')}>
        <LogoField hasLogo={company.hasLogo} logoVersion={logoVersion} />
      </Form.Item>
      <Divider titlePlacement="start">{t('company.sections.identity')}</Divider>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          {text('agencyName', LIMITS.longText, true, 'organization')}
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="phone" label={t('company.fields.phone')} rules={[rules.required(), rules.phone()]}>
            <Input inputMode="numeric" autoComplete="tel" maxLength={15} />
          </Form.Item>
        </Col>
        <Col xs={24}>{text('address', LIMITS.longText, true, 'street-address')}</Col>
        <Col xs={24} md={8}>
          <Form.Item name="zipCode" label={t('company.fields.zipCode')} rules={[rules.required(), rules.zip()]}>
            <Input inputMode="numeric" autoComplete="postal-code" maxLength={5} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          {text('city', LIMITS.mediumText, true, 'address-level2')}
        </Col>
        <Col xs={24} md={8}>
          {text('country', LIMITS.mediumText, true, 'country-name')}
        </Col>
      </Row>
      <Divider titlePlacement="start">{t('company.sections.registration')}</Divider>
      <Row gutter={16}>
        <Col xs={24} md={8}>
          {text('tradeRegister', LIMITS.mediumText)}
        </Col>
        <Col xs={24} md={8}>
          {text('taxNumber', LIMITS.mediumText)}
        </Col>
        <Col xs={24} md={8}>
          {text('licence', LIMITS.mediumText, false)}
        </Col>
      </Row>
      <Divider titlePlacement="start">{t('company.sections.business')}</Divider>
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item name="numberOfEmployees" label={t('company.fields.numberOfEmployees')} rules={[rules.requiredChoice()]}>
            <Select options={EMPLOYEE_RANGES.map((range) => ({ value: range, label: t('company.employees', { range }) }))} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="businessModel" label={t('company.fields.businessModel')} rules={[rules.requiredChoice()]}>
            <Select options={choices('businessModels', BUSINESS_MODELS)} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="contractCurrency" label={t('company.fields.contractCurrency')} rules={[rules.requiredChoice()]} extra={approved ? t('company.currencyFixed') : undefined}>
            <Select disabled={approved} options={CURRENCIES.map((currency) => ({ value: currency, label: currency }))} />
          </Form.Item>
        </Col>
        <Col xs={24} md={16}>
          <Form.Item name="productsOfInterest" label={t('company.fields.productsOfInterest')} rules={[{ required: true, type: 'array', min: 1, message: t('common:errors.requiredField') }]}>
            <CheckboxGroupField options={choices('products', PRODUCTS)} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="heardAbout" label={t('company.fields.heardAbout')} rules={[rules.requiredChoice()]}>
            <Select options={choices('heardAbout', HEARD_ABOUT)} />
          </Form.Item>
        </Col>
      </Row>
      <Button type="primary" htmlType="submit" loading={saving.isLoading}>
        {t('common:actions.save')}
      </Button>
    </Form>
  );
}
