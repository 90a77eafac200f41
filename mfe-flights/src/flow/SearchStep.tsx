import { Button, Col, Form, InputNumber, Row, Segmented, Select, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CABINS, flightSearchRequest, TRIP_TYPES, type FlightSearchRequest } from '@portal/contracts';
import { applyFieldIssues, DateField, todayIn, useUserFormat } from '@portal/ui';
import { AirportSelect } from './AirportSelect';
import { useFlow } from './flow-state';
import { stepPath } from './steps';

type TripType = (typeof TRIP_TYPES)[number];
interface Leg {
  origin?: string;
  destination?: string;
  date?: string;
}
interface SearchValues {
  tripType: TripType;
  legs: Leg[];
  returnDate?: string;
  adults: number;
  children: number;
  infants: number;
  cabin: (typeof CABINS)[number];
}

const MAX_PASSENGERS = 9;
const MAX_LEGS = 3;

function shiftDay(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

function valuesOf(search: FlightSearchRequest | undefined, today: string): SearchValues {
  if (!search) {
    return { tripType: 'round_trip', legs: [{ date: shiftDay(today, 14) }], returnDate: shiftDay(today, 21), adults: 1, children: 0, infants: 0, cabin: 'economy' };
  }
  const legs = search.tripType === 'round_trip' ? search.legs.slice(0, 1) : search.legs;
  return {
    tripType: search.tripType,
    legs,
    returnDate: search.tripType === 'round_trip' ? search.legs[1]?.date : undefined,
    adults: search.passengers.adults,
    children: search.passengers.children ?? 0,
    infants: search.passengers.infants ?? 0,
    cabin: search.cabin ?? 'economy',
  };
}

/** The request the form describes; a round trip's return flies the outbound backwards. */
function requestOf(values: SearchValues): FlightSearchRequest {
  const legs = (values.tripType === 'one_way' || values.tripType === 'round_trip' ? values.legs.slice(0, 1) : values.legs).map((leg) => ({
    origin: leg.origin ?? '',
    destination: leg.destination ?? '',
    date: leg.date ?? '',
  }));
  if (values.tripType === 'round_trip' && legs[0]) legs.push({ origin: legs[0].destination, destination: legs[0].origin, date: values.returnDate ?? '' });
  return { tripType: values.tripType, legs, passengers: { adults: values.adults, children: values.children, infants: values.infants }, cabin: values.cabin };
}

/** A rule's field on this form: the return leg of a round trip is the return date field. */
function fieldOf(path: PropertyKey[], tripType: TripType): string {
  if (tripType === 'round_trip' && path[0] === 'legs' && path[1] === 1) return path[2] === 'date' ? 'returnDate' : 'legs.0.destination';
  if (path[0] === 'passengers') return path.length > 1 ? String(path[1]) : 'adults';
  return path.map(String).join('.');
}

export function SearchStep() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { timeZone } = useUserFormat();
  const today = todayIn(timeZone);
  const [flow, updateFlow] = useFlow();
  const [form] = Form.useForm<SearchValues>();
  const tripType = Form.useWatch('tripType', form) ?? valuesOf(flow.search, today).tripType;
  const legs = Form.useWatch('legs', form) ?? [];

  const submit = (values: SearchValues) => {
    const request = requestOf(values);
    // Spec §5 before sending: the contract's rules, plus no departure in the past.
    const parsed = flightSearchRequest.safeParse(request);
    const issues = parsed.success ? [] : parsed.error.issues.map((issue) => ({ field: fieldOf(issue.path, values.tripType), reason: issue.message }));
    const departure = request.legs[0]?.date ?? '';
    if (/^\d{4}-\d{2}-\d{2}$/.test(departure) && departure < today) issues.push({ field: 'legs.0.date', reason: 'date_in_past' });
    if (issues.length > 0) {
      applyFieldIssues(form, issues, t);
      return;
    }
    updateFlow({ search: request, offer: undefined, issues: undefined, idempotencyKey: undefined });
    navigate(stepPath('results'));
  };

  const dateRules = [{ required: true, message: t('validation.invalid_date') }];
  const airportRules = [{ required: true, message: t('validation.invalid_airport') }];

  return (
    // noValidate: the app's translated messages only, never the browser's own bubbles.
    <Form form={form} layout="vertical" initialValues={valuesOf(flow.search, today)} onFinish={submit} requiredMark={false} noValidate>
      <Form.Item name="tripType">
        <Segmented
          options={TRIP_TYPES.map((type) => ({ value: type, label: t(`search.tripTypes.${type}`) }))}
          onChange={(type) => {
            const current = form.getFieldValue('legs') as Leg[];
            if (type !== 'multi_city') form.setFieldValue('legs', current.slice(0, 1));
            else if (current.length < 2) form.setFieldValue('legs', [...current, { origin: current[0]?.destination, date: current[0]?.date ? shiftDay(current[0].date, 7) : undefined }]);
          }}
        />
      </Form.Item>
      <Form.List name="legs">
        {(fields, { add, remove }) => (
          <>
            {fields.map((field, index) => (
              <Row gutter={16} key={field.key} align="bottom">
                {tripType === 'multi_city' ? (
                  <Col span={24}>
                    <Typography.Text strong>{t('search.flight', { n: index + 1 })}</Typography.Text>
                  </Col>
                ) : null}
                <Col xs={24} md={7}>
                  <Form.Item name={[field.name, 'origin']} label={t('search.from')} rules={airportRules}>
                    <AirportSelect ariaLabel={t('search.from')} />
                  </Form.Item>
                </Col>
                <Col xs={24} md={7}>
                  <Form.Item name={[field.name, 'destination']} label={t('search.to')} rules={airportRules}>
                    <AirportSelect ariaLabel={t('search.to')} />
                  </Form.Item>
                </Col>
                <Col xs={12} md={6}>
                  <Form.Item name={[field.name, 'date']} label={t('search.departure')} rules={dateRules}>
                    <DateField />
                  </Form.Item>
                </Col>
                {tripType === 'multi_city' && fields.length > 2 ? (
                  <Col xs={12} md={4}>
                    <Form.Item>
                      <Button onClick={() => remove(field.name)}>{t('search.removeFlight')}</Button>
                    </Form.Item>
                  </Col>
                ) : null}
              </Row>
            ))}
            {tripType === 'multi_city' && fields.length < MAX_LEGS ? (
              <Form.Item>
                <Button type="dashed" onClick={() => add({ origin: legs.at(-1)?.destination })}>
                  {t('search.addFlight')}
                </Button>
              </Form.Item>
            ) : null}
          </>
        )}
      </Form.List>
      <Row gutter={16}>
        {tripType === 'round_trip' ? (
          <Col xs={24} md={4}>
            {/* Outside Form.List, whose children's names are prefixed with `legs`. */}
            <Form.Item name="returnDate" label={t('search.return')} rules={dateRules}>
              <DateField />
            </Form.Item>
          </Col>
        ) : null}
        <Col xs={8} md={tripType === 'round_trip' ? 3 : 4}>
          <Form.Item name="adults" label={t('search.adults')} rules={[{ required: true, message: t('common:validation.required') }]}>
            <InputNumber min={1} max={MAX_PASSENGERS} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={8} md={tripType === 'round_trip' ? 3 : 4}>
          <Form.Item name="children" label={t('search.children')}>
            <InputNumber min={0} max={MAX_PASSENGERS - 1} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={8} md={tripType === 'round_trip' ? 3 : 4}>
          <Form.Item name="infants" label={t('search.infants')}>
            <InputNumber min={0} max={MAX_PASSENGERS - 1} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={24} md={tripType === 'round_trip' ? 5 : 6}>
          <Form.Item name="cabin" label={t('search.cabin')}>
            <Select options={CABINS.map((cabin) => ({ value: cabin, label: t(`search.cabins.${cabin}`) }))} />
          </Form.Item>
        </Col>
        <Col xs={24} md={6}>
          <Form.Item label=" ">
            <Space>
              <Button type="primary" htmlType="submit">
                {t('search.submit')}
              </Button>
            </Space>
          </Form.Item>
        </Col>
      </Row>
    </Form>
  );
}
