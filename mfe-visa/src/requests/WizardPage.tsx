import { Alert, Button, Card, Checkbox, Descriptions, Input, Result, Space, Steps, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { datePatternOf, SERVICE_HOURS, VISA_CLAUSES, VISA_REFUNDABLE, type VisaClause, type VisaRequestView } from '@portal/contracts';
import { BookingActionError, dateText, PageLoading, PaymentChoice, reasonText, ServiceHoursCard, todayIn, useDebounced, useDocumentTitle, useUserFormat } from '@portal/ui';
import { useDraft } from '../drafts/use-draft';
import { useCreateVisaRequestMutation, useVisaDestinationsQuery, useVisaRequirementQuery } from './api';
import { countryName } from './bits';
import { CoordinatesStep } from './CoordinatesStep';
import { RequestStep } from './RequestStep';
import { initialWizard, newIdempotencyKey, requestOf, stepIssues, totalOf, withPeople, WIZARD_STEPS, type ParticipantValues, type StepIssues, type WizardValues } from './wizard';

const DRAFT_SETTLES_MS = 300;

/** `visa`: spec §2's five steps; the draft (values, step, upload ids) survives a reload and is cleared once the request is sent. */
export function WizardPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('request.title'));
  const draft = useDraft<WizardValues>('visa');
  if (!draft.ready) return <PageLoading />;
  return <Wizard initial={draft.values ?? initialWizard()} save={draft.save} clear={draft.clear} />;
}

function Wizard({ initial, save, clear }: { initial: WizardValues; save(values: WizardValues): void; clear(): void }) {
  const { t } = useTranslation();
  const format = useUserFormat();
  const [values, setValues] = useState<WizardValues>(initial);
  const [issues, setIssues] = useState<StepIssues>({});
  const [done, setDone] = useState<VisaRequestView | null>(null);
  const settled = useDebounced(values, DRAFT_SETTLES_MS);
  useEffect(() => {
    if (!done) save(settled);
  }, [settled]);

  const { request } = values;
  const destinations = useVisaDestinationsQuery();
  const ready = request.destination && request.nationality && request.visaType;
  const requirement = useVisaRequirementQuery({ destination: request.destination ?? '', nationality: request.nationality ?? '', visaType: request.visaType ?? '' }, { skip: !ready });
  const current = ready ? requirement.data : undefined;
  const [create, creating] = useCreateVisaRequestMutation();
  const today = todayIn(format.timeZone);

  const at = WIZARD_STEPS.indexOf(values.step);
  const go = (step: number) => {
    setIssues({});
    setValues({ ...values, step: WIZARD_STEPS[step] ?? 'note' });
    window.scrollTo?.(0, 0);
  };
  const next = () => {
    const found = stepIssues(values.step, values, current, today);
    setIssues(found);
    if (Object.keys(found).length === 0) go(at + 1);
  };
  const participant = (index: number, change: Partial<ParticipantValues>) =>
    setValues({ ...values, participants: values.participants.map((item, position) => (position === index ? { ...item, ...change } : item)) });

  const submit = async () => {
    if (!current) return;
    try {
      const view = await create({ idempotencyKey: values.idempotencyKey, request: requestOf(values, current) }).unwrap();
      setDone(view);
      clear();
    } catch (failure) {
      // Shown beside the button. The service answered: the next attempt is a new one with its own key; no answer: the same key, so a retry never pays twice.
      if (typeof (failure as { status?: unknown }).status === 'number') setValues((latest) => ({ ...latest, idempotencyKey: newIdempotencyKey() }));
    }
  };

  if (done) {
    return (
      <Result
        status="success"
        title={<span data-testid="visa-reference">{t('wizard.finalisation.done', { reference: done.reference })}</span>}
        subTitle={t('wizard.finalisation.doneHint')}
        extra={[
          <Link key="summary" to={`/summary/${done.id}`} data-testid="visa-to-summary">
            {t('wizard.finalisation.toSummary')}
          </Link>,
          <Button
            key="another"
            onClick={() => {
              setDone(null);
              setValues(initialWizard());
            }}
          >
            {t('wizard.finalisation.another')}
          </Button>,
        ]}
      />
    );
  }

  const money = (minor: number) => format.money(minor, current?.currency ?? 'EUR');
  const hasIssues = Object.keys(issues).length > 0;

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Steps current={at} items={WIZARD_STEPS.map((step) => ({ title: t(`wizard.steps.${step}`) }))} data-testid="visa-steps" />
      {values.step === 'note' ? (
        <Space orientation="vertical" size="middle" style={{ width: '100%' }} data-testid="visa-note">
          <Typography.Paragraph>{t('wizard.note.lead')}</Typography.Paragraph>
          <Typography.Paragraph>{t('wizard.note.steps')}</Typography.Paragraph>
          <ServiceHoursCard
            title={t('wizard.note.hoursTitle')}
            lead={t('wizard.note.hoursLead', { timeZone: format.timeZone })}
            phone={{ text: t('wizard.note.phone', { phone: SERVICE_HOURS.helpPhone }), warning: false }}
            testId="advisors-hours"
          />
        </Space>
      ) : null}
      {values.step === 'request' ? (
        <RequestStep
          request={request}
          destinations={destinations.data ?? []}
          requirement={current}
          requirementLoading={Boolean(ready) && requirement.isFetching}
          requirementError={ready ? requirement.error : undefined}
          issues={issues}
          onChange={(change) => setValues({ ...values, request: { ...request, ...change } })}
          onPeople={(people) => setValues(withPeople(values, people))}
        />
      ) : null}
      {values.step === 'coordinates' ? (
        <CoordinatesStep participants={values.participants} documents={current?.documents ?? []} returnDate={request.returnDate} issues={issues} onChange={participant} />
      ) : null}
      {values.step === 'conditions' ? (
        <Card size="small" title={t('wizard.conditions.lead')} data-testid="visa-clauses">
          <Space orientation="vertical">
            {VISA_CLAUSES.map((clause) => (
              <Checkbox
                key={clause}
                checked={values.clauses.includes(clause)}
                onChange={(event) => setValues({ ...values, clauses: event.target.checked ? [...values.clauses, clause] : values.clauses.filter((item: VisaClause) => item !== clause) })}
                data-testid={`clause-${clause}`}
              >
                {t(`common:visaClauses.${clause}`)}
              </Checkbox>
            ))}
          </Space>
          {issues.clauses ? (
            <Typography.Paragraph type="danger" role="alert" style={{ marginTop: 8 }}>
              {reasonText(t, issues.clauses)}
            </Typography.Paragraph>
          ) : null}
        </Card>
      ) : null}
      {values.step === 'finalisation' && current ? (
        <Space orientation="vertical" size="middle" style={{ width: '100%' }} data-testid="visa-finalisation">
          <Descriptions bordered size="small" column={{ xs: 1, md: 2 }} title={t('wizard.finalisation.summary')}>
            <Descriptions.Item label={t('details.destination')}>{countryName(current.destination, format.language)}</Descriptions.Item>
            <Descriptions.Item label={t('details.visaType')}>{t(`common:visaTypes.${current.visaType}`)}</Descriptions.Item>
            <Descriptions.Item label={t('details.nationality')}>{countryName(current.nationality, format.language)}</Descriptions.Item>
            <Descriptions.Item label={t('details.travelDocument')}>{request.travelDocument ? t(`common:travelDocumentTypes.${request.travelDocument}`) : ''}</Descriptions.Item>
            <Descriptions.Item label={t('details.travelDate')}>{dateText(request.travelDate, datePatternOf(format.dateTimeFormat))}</Descriptions.Item>
            <Descriptions.Item label={t('details.returnDate')}>{dateText(request.returnDate, datePatternOf(format.dateTimeFormat))}</Descriptions.Item>
            <Descriptions.Item label={t('wizard.finalisation.participants')} span={2}>
              {values.participants.map((item) => `${item.civility ? t(`common:visaCivilities.${item.civility}`) : ''} ${item.firstName} ${item.lastName}`.trim()).join(', ')}
            </Descriptions.Item>
            <Descriptions.Item label={t('wizard.request.pricePerPerson')}>{money(current.pricePerPerson)}</Descriptions.Item>
            <Descriptions.Item label={t('details.total')}>
              <strong data-testid="visa-final-total">{money(totalOf(current, request.people))}</strong> ({t('wizard.request.tax')} {money(current.tax * request.people)})
            </Descriptions.Item>
          </Descriptions>
          <Alert
            type="info"
            showIcon
            title={t('wizard.finalisation.refundTitle')}
            description={t('wizard.finalisation.refundRule', { statuses: VISA_REFUNDABLE.map((status) => t(`common:visaStatuses.${status}`)).join(' / ') })}
            data-testid="visa-refund-rule"
          />
          <PaymentChoice<'balance' | 'agency'>
            title={t('wizard.finalisation.payment')}
            methods={['balance', 'agency']}
            value={values.payment}
            onChange={(payment) => setValues({ ...values, payment, idempotencyKey: newIdempotencyKey() })}
            label={(method) => t(`wizard.finalisation.${method}`)}
            help={(method) => t(`wizard.finalisation.${method}Help`)}
            testId="visa-payment"
          />
          <Input
            aria-label={t('wizard.finalisation.clientReference')}
            placeholder={t('wizard.finalisation.clientReference')}
            value={values.clientReference}
            maxLength={50}
            onChange={(event) => setValues({ ...values, clientReference: event.target.value, idempotencyKey: newIdempotencyKey() })}
          />
          {creating.error ? (
            <BookingActionError error={creating.error} message={t('wizard.finalisation.failed')} price={{ amount: totalOf(current, request.people), currency: current.currency }} />
          ) : null}
        </Space>
      ) : null}
      {hasIssues ? <Alert type="error" showIcon title={t('wizard.fixIssues')} role="alert" /> : null}
      <Space wrap>
        {at > 0 ? <Button onClick={() => go(at - 1)}>{t('wizard.back')}</Button> : null}
        {values.step !== 'finalisation' ? (
          <Button type="primary" onClick={next} data-testid="visa-next">
            {t('wizard.next')}
          </Button>
        ) : (
          <Button type="primary" loading={creating.isLoading} disabled={!current} onClick={() => void submit()} data-testid="visa-submit">
            {t('wizard.finalisation.submit')}
          </Button>
        )}
        <Button
          type="link"
          onClick={() => {
            clear();
            setIssues({});
            setValues(initialWizard());
          }}
        >
          {t('wizard.startOver')}
        </Button>
      </Space>
    </Space>
  );
}
