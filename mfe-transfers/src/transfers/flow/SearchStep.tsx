import { Alert, Button, Card, Col, Form, Input, InputNumber, Radio, Row, Space, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { TRANSFER_LIMITS, TRANSFER_TRIP_TYPES, type TransferIssue, type TransferPlace } from '@portal/contracts';
import { ChildrenAgesFields, DateField, todayIn, useUserFormat } from '@portal/ui';
import { issueText, showIssues, useTransfersText } from '../shared/text';
import { useFlow } from './flow-state';
import { PlaceSelect } from './PlaceSelect';
import { parsePrefill } from './prefill';
import { draftOf, searchIssues, searchRequestOf, timeMeaningOfPoints, tripsFor, withReturn, type SearchDraft } from './search-form';
import { stepPath } from './steps';

const CHILD_AGES = Array.from({ length: TRANSFER_LIMITS.maxChildAge - TRANSFER_LIMITS.minChildAge + 1 }, (_, i) => TRANSFER_LIMITS.minChildAge + i);
/** Issues of the whole search rather than one field: shown above the search button. */
const WHOLE = new Set(['trips', 'passengers']);

const EMPTY: SearchDraft = { tripType: 'one_way', trips: [{}], passengers: { adults: 2, childrenAges: [], infants: 0 }, luggage: 2 };

/** One trip's points, day and time; the time's words follow its direction (spec §4: flight arrival, flight departure, or pickup). */
function TripFields({
  index,
  places,
  roundTripBack,
  onPicked,
  onRemove,
}: {
  index: number;
  places: Record<string, TransferPlace>;
  roundTripBack: boolean;
  onPicked(place: TransferPlace): void;
  onRemove?: () => void;
}) {
  const { t } = useTransfersText();
  const form = Form.useFormInstance<SearchDraft>();
  const from = Form.useWatch(['trips', index, 'from'], form);
  const to = Form.useWatch(['trips', index, 'to'], form);
  const meaning = timeMeaningOfPoints(from, to);
  const title = t('search.trip', { n: index + 1 });
  const named = (label: string) => `${title} ${label}`;
  return (
    <Card
      size="small"
      data-testid={`trip-${index + 1}`}
      title={roundTripBack ? `${title} · ${t('search.wayBack')}` : title}
      extra={
        onRemove ? (
          <Button size="small" onClick={onRemove}>
            {t('search.removeTrip', { n: index + 1 })}
          </Button>
        ) : null
      }
      style={{ marginBottom: 12 }}
    >
      <Row gutter={16}>
        <Col xs={24} md={6}>
          <Form.Item name={[index, 'from']} label={t('search.from')}>
            <PlaceSelect label={named(t('search.from'))} known={places} onPicked={onPicked} disabled={roundTripBack} />
          </Form.Item>
        </Col>
        <Col xs={24} md={6}>
          <Form.Item name={[index, 'to']} label={t('search.to')}>
            <PlaceSelect label={named(t('search.to'))} known={places} onPicked={onPicked} disabled={roundTripBack} />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name={[index, 'date']} label={t(`search.date.${meaning}`)} data-testid={`trip-${index + 1}-date`}>
            <DateField aria-label={named(t(`search.date.${meaning}`))} />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name={[index, 'time']} label={t(`search.time.${meaning}`)} extra={meaning === 'flight_departure' ? t('search.pickupComputed') : undefined} data-testid={`trip-${index + 1}-time`}>
            <Input type="time" aria-label={named(t(`search.time.${meaning}`))} />
          </Form.Item>
        </Col>
      </Row>
    </Card>
  );
}

/** Children's count with an age picker each (2 to 11; under 2 is an infant). */
function ChildrenFields() {
  const { t } = useTransfersText();
  return (
    <ChildrenAgesFields
      name={['passengers', 'childrenAges']}
      max={TRANSFER_LIMITS.maxChildren}
      ages={CHILD_AGES}
      labels={{
        children: t('search.children'),
        childAge: (n) => t('search.childAge', { n }),
        agePlaceholder: t('search.agePlaceholder'),
        ageOption: (age) => t('search.ageOption', { count: age }),
      }}
    />
  );
}

/** `search`: trip type, 1 to 3 trips, the party and its luggage; a flight booking's query pre-fills it. */
export function SearchStep() {
  const { t, tc } = useTransfersText();
  const navigate = useNavigate();
  const format = useUserFormat();
  const today = todayIn(format.timeZone);
  const { search } = useLocation();
  const [flow, updateFlow] = useFlow();
  const prefill = useMemo(() => parsePrefill(new URLSearchParams(search)), [search]);
  const [places, setPlaces] = useState<Record<string, TransferPlace>>(flow.places ?? {});
  const [whole, setWhole] = useState<TransferIssue[]>([]);
  const [form] = Form.useForm<SearchDraft>();
  const start = prefill?.draft ?? (flow.search ? draftOf(flow.search) : EMPTY);
  const initial = { ...start, trips: tripsFor(start.tripType, start.trips) };
  const tripType = Form.useWatch('tripType', form) ?? initial.tripType;
  const picked = (place: TransferPlace) => setPlaces((known) => ({ ...known, [place.id]: place }));

  const onValuesChange = (changed: Partial<SearchDraft>, all: SearchDraft) => {
    if (changed.tripType) form.setFieldValue('trips', tripsFor(changed.tripType, all.trips ?? []));
    else if (changed.trips && all.tripType === 'round_trip') form.setFieldValue('trips', withReturn(all.trips));
    setWhole([]);
  };

  const submit = (draft: SearchDraft) => {
    const issues = searchIssues(draft, today);
    if (issues.length > 0) {
      setWhole([
        ...issues.filter((issue) => WHOLE.has(issue.field)),
        ...showIssues(
          form,
          issues.filter((issue) => !WHOLE.has(issue.field)),
          tc,
        ),
      ]);
      return;
    }
    updateFlow({
      search: searchRequestOf(draft),
      places,
      prefillDetails: prefill?.details ?? flow.prefillDetails,
      chosen: undefined,
      info: undefined,
      issues: undefined,
      idempotencyKey: undefined,
    });
    navigate(stepPath('results'));
  };

  return (
    <Form form={form} layout="vertical" initialValues={initial} onFinish={submit} onValuesChange={onValuesChange} requiredMark={false} noValidate data-testid="transfer-search">
      {prefill ? <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t('search.prefilled')} data-testid="prefilled" /> : null}
      <Form.Item name="tripType" label={t('search.tripType')}>
        <Radio.Group optionType="button" buttonStyle="solid" options={TRANSFER_TRIP_TYPES.map((type) => ({ value: type, label: t(`search.tripTypes.${type}`) }))} />
      </Form.Item>
      <Form.List name="trips">
        {(fields, { add, remove }) => (
          <>
            {fields.map((field, index) => (
              <TripFields
                key={field.key}
                index={field.name}
                places={places}
                roundTripBack={tripType === 'round_trip' && index === 1}
                onPicked={picked}
                onRemove={tripType === 'multi' && fields.length > 1 ? () => remove(index) : undefined}
              />
            ))}
            {tripType === 'multi' && fields.length < TRANSFER_LIMITS.maxTrips ? (
              <Form.Item>
                <Button type="dashed" onClick={() => add({})}>
                  {t('search.addTrip')}
                </Button>
              </Form.Item>
            ) : null}
          </>
        )}
      </Form.List>
      <Typography.Title level={5}>{t('search.passengers')}</Typography.Title>
      <Row gutter={16}>
        <Col xs={12} md={4}>
          <Form.Item name={['passengers', 'adults']} label={t('search.adults')}>
            <InputNumber aria-label={t('search.adults')} min={1} max={TRANSFER_LIMITS.maxAdults} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <ChildrenFields />
        <Col xs={12} md={4}>
          <Form.Item name={['passengers', 'infants']} label={t('search.infants')} extra={t('search.infantsHelp')}>
            <InputNumber aria-label={t('search.infants')} min={0} max={TRANSFER_LIMITS.maxInfants} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={12} md={4}>
          <Form.Item name="luggage" label={t('search.luggage')} extra={t('search.luggageHelp')}>
            <InputNumber aria-label={t('search.luggage')} min={0} max={TRANSFER_LIMITS.maxLuggage} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      </Row>
      <Space orientation="vertical" style={{ width: '100%' }}>
        {whole.map((issue) => (
          <Alert key={`${issue.field}-${issue.reason}`} type="error" showIcon title={issueText(tc, issue.reason)} data-testid="search-issue" />
        ))}
        <Button type="primary" htmlType="submit" data-testid="search-submit">
          {t('search.submit')}
        </Button>
      </Space>
    </Form>
  );
}
