import { Alert, Card, Col, Descriptions, Form, InputNumber, Row, Select, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { TRAVEL_DOCUMENT_TYPES, VISA_LIMITS, type VisaDestination, type VisaRequirement, type VisaType } from '@portal/contracts';
import { countryOptions, DateField, reasonText, serviceErrorOf, useUserFormat } from '@portal/ui';
import { countryName } from './bits';
import { totalOf, type RequestValues, type StepIssues } from './wizard';

export interface RequestStepProps {
  request: RequestValues;
  destinations: readonly VisaDestination[];
  requirement?: VisaRequirement;
  requirementLoading: boolean;
  requirementError?: unknown;
  issues: StepIssues;
  onChange(next: Partial<RequestValues>): void;
  onPeople(people: number): void;
}

/** Spec §3's request: destination, visa type offered there, people, nationality, travel document, dates; then what the visa needs and costs. */
export function RequestStep({ request, destinations, requirement, requirementLoading, requirementError, issues, onChange, onPeople }: RequestStepProps) {
  const { t } = useTranslation();
  const format = useUserFormat();
  const issue = (field: string) => (issues[`request.${field}`] ? { validateStatus: 'error' as const, help: reasonText(t, issues[`request.${field}`] ?? '') } : {});
  const destination = destinations.find((item) => item.country === request.destination);
  const money = (minor: number) => format.money(minor, requirement?.currency ?? 'EUR');
  const notOffered = serviceErrorOf(requirementError)?.code === 'visa_not_offered';
  return (
    <Form layout="vertical" component="div">
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item label={t('wizard.request.destination')} required {...issue('destination')}>
            <Select
              showSearch
              optionFilterProp="label"
              placeholder={t('wizard.request.chooseCountry')}
              value={request.destination}
              onChange={(country: string) => onChange({ destination: country, visaType: undefined })}
              options={destinations.map((item) => ({ value: item.country, label: countryName(item.country, format.language) })).sort((a, b) => a.label.localeCompare(b.label, format.language))}
              data-testid="visa-destination"
              aria-label={t('wizard.request.destination')}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item label={t('wizard.request.visaType')} required {...issue('visaType')}>
            <Select<VisaType>
              value={request.visaType}
              disabled={!destination}
              onChange={(visaType) => onChange({ visaType })}
              options={(destination?.visaTypes ?? []).map((type) => ({ value: type, label: t(`common:visaTypes.${type}`) }))}
              data-testid="visa-type"
              aria-label={t('wizard.request.visaType')}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item label={t('wizard.request.people')} required {...issue('people')}>
            <InputNumber
              min={VISA_LIMITS.peopleMin}
              max={VISA_LIMITS.peopleMax}
              precision={0}
              value={request.people}
              onChange={(people) => onPeople(Math.min(VISA_LIMITS.peopleMax, Math.max(VISA_LIMITS.peopleMin, Number(people ?? 1))))}
              style={{ width: '100%' }}
              data-testid="visa-people"
              aria-label={t('wizard.request.people')}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item label={t('wizard.request.nationality')} required {...issue('nationality')}>
            <Select
              showSearch
              optionFilterProp="label"
              placeholder={t('wizard.request.chooseCountry')}
              value={request.nationality}
              onChange={(nationality: string) => onChange({ nationality })}
              options={countryOptions(format.language)}
              data-testid="visa-nationality"
              aria-label={t('wizard.request.nationality')}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item label={t('wizard.request.travelDocument')} required {...issue('travelDocument')}>
            <Select
              value={request.travelDocument}
              onChange={(travelDocument) => onChange({ travelDocument })}
              options={TRAVEL_DOCUMENT_TYPES.map((type) => ({ value: type, label: t(`common:travelDocumentTypes.${type}`) }))}
              data-testid="visa-travel-document"
              aria-label={t('wizard.request.travelDocument')}
            />
          </Form.Item>
        </Col>
        <Col xs={12} md={4}>
          <Form.Item label={t('wizard.request.travelDate')} required {...issue('travelDate')}>
            <DateField value={request.travelDate} onChange={(travelDate) => onChange({ travelDate })} aria-label={t('wizard.request.travelDate')} data-testid="visa-travel-date" />
          </Form.Item>
        </Col>
        <Col xs={12} md={4}>
          <Form.Item label={t('wizard.request.returnDate')} required {...issue('returnDate')}>
            <DateField value={request.returnDate} onChange={(returnDate) => onChange({ returnDate })} aria-label={t('wizard.request.returnDate')} data-testid="visa-return-date" />
          </Form.Item>
        </Col>
      </Row>
      {requirementLoading ? <Skeleton active paragraph={{ rows: 3 }} /> : null}
      {notOffered ? <Alert type="warning" showIcon title={t('wizard.request.notOffered')} /> : null}
      {requirement && !requirement.required ? (
        <Alert type="info" showIcon title={t('wizard.request.notRequired', { country: countryName(requirement.destination, format.language) })} data-testid="visa-not-required" />
      ) : null}
      {requirement?.required ? (
        <Card size="small" title={t('wizard.request.requirementTitle')} data-testid="visa-requirement">
          <Typography.Text strong>{t('wizard.request.checklist')}</Typography.Text>
          <ul>
            {requirement.documents.map((kind) => (
              <li key={kind}>
                <strong>{t(`common:visaDocumentKinds.${kind}.label`)}</strong> — {t(`common:visaDocumentKinds.${kind}.hint`)}
              </li>
            ))}
          </ul>
          {requirement.notes.map((note, index) => (
            <Typography.Paragraph key={index} type="secondary">
              {format.language === 'fr' ? note.fr : note.en}
            </Typography.Paragraph>
          ))}
          <Descriptions size="small" column={{ xs: 1, md: 2 }}>
            <Descriptions.Item label={t('wizard.request.pricePerPerson')}>
              {money(requirement.pricePerPerson)} ({t('wizard.request.tax')} {money(requirement.tax)})
            </Descriptions.Item>
            <Descriptions.Item label={t('wizard.request.total', { count: request.people })}>
              <strong data-testid="visa-total">{money(totalOf(requirement, request.people))}</strong>
            </Descriptions.Item>
          </Descriptions>
          <Typography.Paragraph>
            {t('wizard.request.processing', { count: requirement.processingDays })} · {t('wizard.request.maxStay', { count: requirement.maxStayDays })}
          </Typography.Paragraph>
        </Card>
      ) : null}
    </Form>
  );
}
