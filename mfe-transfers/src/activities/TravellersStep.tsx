import { Alert, Button, Card, Col, Form, Input, Result, Row, Select, Skeleton, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { activityTravellerIssues, LIMITS, personNameIssue } from '@portal/contracts';
import { FailureResult, useUserFormat } from '@portal/ui';
import { useActivityProductQuery, useCheckActivityMutation } from './api';
import { showIssues, useErrorText, useLocalized, useReasonText } from './bits';
import { useFlow, type TravellersDraft } from './flow-state';
import { QuestionInput } from './QuestionInput';
import { answerIssues, questionFields } from './questions';
import { stepPath } from './steps';
import { agesOf, travellersOf } from './travellers';

const PHONE = /^\d{8,15}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** `travellers`: each traveller's name and age within their band, the product's questions, the lead traveller's contact; then the supplier's price. */
export function TravellersStep() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const format = useUserFormat();
  const localized = useLocalized();
  const reason = useReasonText();
  const errorText = useErrorText();
  const [flow, updateFlow] = useFlow();
  const [form] = Form.useForm<TravellersDraft>();
  const [check, checking] = useCheckActivityMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const { slot, counts, search } = flow;
  const { data, error, isFetching, refetch } = useActivityProductQuery({ productId: slot?.productId ?? '', from: search?.from ?? '', to: search?.to ?? '' }, { skip: !slot || !search });

  // Fields the service refused at booking come back here, on the fields they name.
  useEffect(() => {
    if (data && flow.issues?.length) {
      showIssues(form, flow.issues, reason);
      updateFlow({ issues: undefined });
    }
  }, [data]);

  if (!slot || !counts || !search)
    return <Result status="info" title={t('activities.product.none')} extra={<Button onClick={() => navigate(stepPath('search'))}>{t('activities.search.again')}</Button>} />;
  if (error && !isFetching) return <FailureResult error={error} onRetry={() => void refetch()} />;
  if (!data) return <Skeleton active paragraph={{ rows: 8 }} />;
  const { product } = data;
  const travellers = travellersOf(product.ageBands, counts, flow.draft?.travellers);
  const fields = questionFields(product.questions, travellers.length, format.language);

  const submit = async (values: TravellersDraft) => {
    setFailure(null);
    const typed = travellers.map((traveller, index) => ({ ...traveller, ...values.travellers?.[index], band: traveller.band }));
    const issues = [
      ...activityTravellerIssues(
        product.ageBands,
        typed.map((traveller) => ({ band: traveller.band, age: traveller.age ?? -1 })),
      ).filter((issue) => issue.field !== 'travellers'),
      ...answerIssues(product.questions, typed, values.answers),
    ];
    if (issues.length > 0) {
      showIssues(form, issues, reason);
      return;
    }
    const draft: TravellersDraft = { ...values, travellers: typed };
    updateFlow({ draft });
    try {
      const { offer } = await check({
        productId: slot.productId,
        optionId: slot.optionId,
        date: slot.date,
        startTime: slot.startTime,
        travellers: typed.map((traveller) => ({ band: traveller.band, age: traveller.age ?? 0 })),
      }).unwrap();
      updateFlow({ offer, idempotencyKey: undefined });
      navigate(stepPath('review'));
    } catch (refused) {
      setFailure(errorText(refused));
    }
  };

  const required = { required: true, message: t('common:validation.required') };
  const name = {
    validator: (_rule: unknown, value: string | undefined) => {
      const issue = personNameIssue(value ?? '');
      return issue ? Promise.reject(new Error(reason(issue))) : Promise.resolve();
    },
  };
  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={{ ...flow.draft, travellers, answers: flow.draft?.answers ?? {} }}
      onFinish={(values) => void submit(values)}
      noValidate
      data-testid="activity-travellers"
      scrollToFirstError
    >
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        {localized(product.title)}
      </Typography.Title>
      {travellers.map((traveller, index) => {
        const band = product.ageBands.find((candidate) => candidate.band === traveller.band);
        const prefix = t('activities.travellers.numbered', { n: index + 1, band: t(`activities.bands.${traveller.band}`) });
        return (
          <Card key={index} size="small" title={prefix} style={{ marginBottom: 12 }} data-testid={`traveller-${index + 1}`}>
            <Row gutter={16}>
              <Col xs={24} md={8}>
                <Form.Item name={['travellers', index, 'firstName']} label={t('common:fields.firstName')} rules={[name]}>
                  <Input aria-label={`${prefix} ${t('common:fields.firstName')}`} autoComplete="off" />
                </Form.Item>
              </Col>
              <Col xs={24} md={8}>
                <Form.Item name={['travellers', index, 'lastName']} label={t('common:fields.lastName')} rules={[name]}>
                  <Input aria-label={`${prefix} ${t('common:fields.lastName')}`} autoComplete="off" />
                </Form.Item>
              </Col>
              <Col xs={24} md={8}>
                <Form.Item name={['travellers', index, 'age']} label={t('activities.travellers.age')} rules={[required]}>
                  <Select aria-label={`${prefix} ${t('activities.travellers.age')}`} options={agesOf(band).map((age) => ({ value: age, label: t('activities.travellers.years', { count: age }) }))} />
                </Form.Item>
              </Col>
              {fields.travellers[index]?.map((field) => (
                <Col xs={24} md={8} key={field.questionId}>
                  <QuestionInput field={field} prefix={prefix} />
                </Col>
              ))}
            </Row>
          </Card>
        );
      })}
      {fields.booking.length > 0 ? (
        <Card size="small" title={t('activities.questions.booking')} style={{ marginBottom: 12 }} data-testid="booking-questions">
          <Row gutter={16}>
            {fields.booking.map((field) => (
              <Col xs={24} md={12} key={field.questionId}>
                <QuestionInput field={field} />
              </Col>
            ))}
          </Row>
        </Card>
      ) : null}
      <Card size="small" title={t('activities.lead.title')} style={{ marginBottom: 12 }} data-testid="lead-traveller">
        <Row gutter={16}>
          <Col xs={24} md={6}>
            <Form.Item name={['leadTraveller', 'firstName']} label={t('activities.lead.firstName')} rules={[name]}>
              <Input autoComplete="given-name" />
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item name={['leadTraveller', 'lastName']} label={t('activities.lead.lastName')} rules={[name]}>
              <Input autoComplete="family-name" />
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item name={['leadTraveller', 'email']} label={t('activities.lead.email')} rules={[required, { pattern: EMAIL, message: t('common:validation.invalid_email') }]}>
              <Input type="email" autoComplete="email" />
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item name={['leadTraveller', 'phone']} label={t('activities.lead.phone')} rules={[required, { pattern: PHONE, message: t('common:validation.invalid_phone') }]}>
              <Input inputMode="numeric" autoComplete="tel" />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="clientReference" label={t('activities.lead.clientReference')}>
          <Input maxLength={LIMITS.mediumText} />
        </Form.Item>
      </Card>
      <Space orientation="vertical" style={{ width: '100%' }}>
        {failure ? <Alert type="error" showIcon title={failure} data-testid="check-error" /> : null}
        <Space>
          <Button onClick={() => navigate(stepPath('product', { product: slot.productId }))}>{t('common:actions.back')}</Button>
          <Button type="primary" htmlType="submit" loading={checking.isLoading} data-testid="travellers-continue">
            {t('activities.travellers.continue')}
          </Button>
        </Space>
      </Space>
    </Form>
  );
}
