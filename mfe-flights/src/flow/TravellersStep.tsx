import { Alert, Button, Card, Checkbox, Col, Form, Input, Result, Row, Select, Space } from 'antd';
import type { Rule } from 'antd/es/form';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { bookingContact, TITLES, traveller, travellerIssues, type FlightOffer, type PassengerType, type Traveller } from '@portal/contracts';
import { applyFieldIssues, countryOptions, DateField, reasonText, useUserFormat } from '@portal/ui';
import { FlightRecap } from '../shared/FlightRecap';
import { useFlow, type BookingContactDraft } from './flow-state';
import { stepPath } from './steps';

interface TravellerValues {
  travellers: Partial<Traveller>[];
  contact: Partial<BookingContactDraft>;
  acceptedTerms: boolean;
}

interface CheckableSchema {
  safeParse(value: unknown): { success: boolean; error?: { issues: { message: string }[] } };
}

/** A contract field's own rule, with its reason translated, checked as the agent types. */
function useSchemaRule() {
  const { t } = useTranslation();
  return (schema: CheckableSchema): Rule => ({
    validator: async (_rule, value: unknown) => {
      const parsed = schema.safeParse(value ?? '');
      if (!parsed.success) throw new Error(reasonText(t, parsed.error?.issues[0]?.message ?? 'invalid'));
    },
  });
}

function travellersFor(offer: FlightOffer, saved: Traveller[] | undefined): Partial<Traveller>[] {
  const types: PassengerType[] = offer.prices.flatMap((price) => Array.from({ length: price.count }, () => price.type));
  return types.map((type, i) => (saved?.[i]?.type === type ? saved[i] : { type }));
}

export function TravellersStep() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { language } = useUserFormat();
  const [flow, updateFlow] = useFlow();
  const [form] = Form.useForm<TravellerValues>();
  const rule = useSchemaRule();
  const offer = flow.offer;
  const countries = countryOptions(language);

  // Fields the service refused at booking come back onto the form.
  useEffect(() => {
    if (flow.issues?.length) applyFieldIssues(form, flow.issues, t);
  }, [flow.issues, form, t]);

  if (!offer) return <Result status="info" title={t('travellers.noOffer')} extra={<Button onClick={() => navigate(stepPath('search'))}>{t('results.modify')}</Button>} />;

  const submit = (values: TravellerValues) => {
    const issues = travellerIssues(values.travellers, offer);
    if (issues.length > 0) {
      applyFieldIssues(form, issues, t);
      return;
    }
    updateFlow({
      travellers: values.travellers as Traveller[],
      contact: values.contact as BookingContactDraft,
      acceptedTerms: values.acceptedTerms,
      issues: undefined,
      idempotencyKey: undefined,
    });
    navigate(stepPath('review'));
  };

  const shape = traveller.shape;
  const contactShape = bookingContact.shape;
  const initialValues: TravellerValues = { travellers: travellersFor(offer, flow.travellers), contact: flow.contact ?? {}, acceptedTerms: flow.acceptedTerms ?? false };
  const unplaced = flow.issues?.filter((issue) => !issue.field.startsWith('travellers.') && !issue.field.startsWith('contact.')) ?? [];

  return (
    // noValidate: the app's translated messages only, never the browser's own bubbles.
    <Form form={form} layout="vertical" initialValues={initialValues} onFinish={submit} requiredMark={false} scrollToFirstError noValidate>
      <FlightRecap offer={offer} roundTrip={flow.search?.tripType === 'round_trip'} />
      {unplaced.length > 0 ? <Alert type="error" showIcon style={{ marginBottom: 16 }} message={unplaced.map((issue) => reasonText(t, issue.reason)).join(' ')} /> : null}
      <Form.List name="travellers">
        {(fields) =>
          fields.map((field, index) => {
            const type = initialValues.travellers[index]?.type ?? 'adult';
            return (
              <Card key={field.key} size="small" title={t('travellers.traveller', { n: index + 1, type: t(`passengerTypes.${type}`) })} style={{ marginBottom: 16 }}>
                <Form.Item name={[field.name, 'type']} hidden>
                  <Input />
                </Form.Item>
                <Row gutter={16}>
                  <Col xs={24} md={4}>
                    <Form.Item name={[field.name, 'title']} label={t('travellers.title')} rules={[rule(shape.title)]}>
                      <Select options={TITLES.map((title) => ({ value: title, label: t(`travellers.titles.${title}`) }))} />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={10}>
                    <Form.Item name={[field.name, 'firstName']} label={t('travellers.firstName')} rules={[rule(shape.firstName)]}>
                      <Input autoComplete="off" />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={10}>
                    <Form.Item name={[field.name, 'lastName']} label={t('travellers.lastName')} rules={[rule(shape.lastName)]}>
                      <Input autoComplete="off" />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={6}>
                    <Form.Item name={[field.name, 'dateOfBirth']} label={t('travellers.dateOfBirth')} rules={[rule(shape.dateOfBirth)]} validateTrigger="onBlur">
                      <DateField />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={6}>
                    <Form.Item name={[field.name, 'nationality']} label={t('travellers.nationality')} rules={[rule(shape.nationality)]}>
                      <Select showSearch={{ optionFilterProp: 'label' }} options={countries} />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={6}>
                    <Form.Item name={[field.name, 'passportNumber']} label={t('travellers.passportNumber')} rules={[rule(shape.passportNumber)]}>
                      <Input autoComplete="off" />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={6}>
                    <Form.Item name={[field.name, 'passportExpiry']} label={t('travellers.passportExpiry')} rules={[rule(shape.passportExpiry)]} validateTrigger="onBlur">
                      <DateField />
                    </Form.Item>
                  </Col>
                </Row>
              </Card>
            );
          })
        }
      </Form.List>
      <Card size="small" title={t('travellers.contact')} style={{ marginBottom: 16 }}>
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Form.Item name={['contact', 'email']} label={t('travellers.email')} rules={[rule(contactShape.email)]}>
              <Input type="email" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name={['contact', 'phone']} label={t('travellers.phone')} rules={[rule(contactShape.phone)]}>
              <Input inputMode="numeric" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name={['contact', 'address']} label={t('travellers.address')} rules={[rule(contactShape.address)]}>
              <Input />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name={['contact', 'country']} label={t('travellers.country')} rules={[rule(contactShape.country)]}>
              <Select showSearch={{ optionFilterProp: 'label' }} options={countries} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name={['contact', 'zipCode']} label={t('travellers.zipCode')} rules={[rule(contactShape.zipCode)]}>
              <Input inputMode="numeric" />
            </Form.Item>
          </Col>
        </Row>
      </Card>
      <Form.Item
        name="acceptedTerms"
        valuePropName="checked"
        rules={[
          {
            validator: async (_rule, accepted: boolean) => {
              if (!accepted) throw new Error(t('validation.terms_not_accepted'));
            },
          },
        ]}
      >
        <Checkbox>{t('travellers.terms')}</Checkbox>
      </Form.Item>
      <Space>
        <Button onClick={() => navigate(stepPath('results'))}>{t('common:actions.back')}</Button>
        <Button type="primary" htmlType="submit">
          {t('travellers.continue')}
        </Button>
      </Space>
    </Form>
  );
}
