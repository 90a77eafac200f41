import { Alert, Button, Card, Col, Form, Input, InputNumber, Result, Row, Select, Space, Typography } from 'antd';
import type { Rule } from 'antd/es/form';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { LIMITS, personNameIssue, phoneIssue, TRANSFER_LIMITS, type TransferIssue, type TransferPlace } from '@portal/contracts';
import { issueText, localTimeOf, showIssues, useTransfersText } from '../shared/text';
import { useFlow, type ChosenTrip, type PassengersDraft } from './flow-state';
import { emailIssue, leadAgeIssue, leadIssues, pickupTimeIssue, requiredTextIssue, serviceNumberIssue, tripDetailsIssues, type LeadDraft, type TripDetailsDraft } from './passenger-rules';
import { stepPath } from './steps';

interface PassengersValues {
  leadPassenger: LeadDraft;
  clientReference?: string;
  trips: { childSeats?: number | null; details: TripDetailsDraft }[];
}

/**
 * The terminal end of a trip: the one whose number the details ask (`serviceNumberKindOf`): an airport
 * end first (port → airport asks the flight, so its terminal), else the port, else the station.
 */
function terminalEnd(choice: ChosenTrip): TransferPlace {
  const { from, to } = choice.trip;
  for (const kind of ['airport', 'port', 'station'] as const) {
    if (from.kind === kind) return from;
    if (to.kind === kind) return to;
  }
  return from;
}
const pointOf = (place: TransferPlace) => place.address ?? place.name;

/** A trip's details as first shown: the offer's pickup, the points' addresses, what the flight booking told. */
function detailsOf(choice: ChosenTrip, known: Partial<TripDetailsDraft> | undefined): TripDetailsDraft {
  const end = terminalEnd(choice);
  const terminal = known?.terminal && (end.terminals.length === 0 || end.terminals.includes(known.terminal)) ? known.terminal : end.terminals.length === 0 ? end.name : undefined;
  return {
    serviceNumber: known?.serviceNumber,
    companyName: known?.companyName,
    terminal,
    pickupTime: localTimeOf(choice.offer.pickup),
    departurePoint: pointOf(choice.trip.from),
    stoppingPoint: pointOf(choice.trip.to),
  };
}

/** A rule of the contract (its reason, or null), translated, checked as the agent types. */
function useRule() {
  const { tc } = useTransfersText();
  return <V,>(issueOf: (value: V) => string | null): Rule => ({
    validator: async (_rule, value: V) => {
      const reason = issueOf(value);
      if (reason) throw new Error(issueText(tc, reason));
    },
  });
}

const text = (issueOf: (value: string) => string | null) => (value: unknown) => issueOf(typeof value === 'string' ? value : '');
const atMost = (max: number) => (value: string) => (value.trim().length > max ? 'too_long' : null);

/** One trip's details (spec §5, all required) and its child seats. */
function TripDetailsFields({ index, choice, young }: { index: number; choice: ChosenTrip; young: number }) {
  const { t } = useTransfersText();
  const rule = useRule();
  const kind = choice.trip.serviceNumberKind;
  const end = terminalEnd(choice);
  const title = t('passengers.tripTitle', { n: index + 1, from: choice.trip.from.name, to: choice.trip.to.name });
  const named = (label: string) => `${t('search.trip', { n: index + 1 })} ${label}`;
  const required = (max: number) => rule(text((value) => requiredTextIssue(value, max)));
  return (
    <Card size="small" title={title} data-testid={`trip-details-${index + 1}`} style={{ marginBottom: 16 }}>
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item name={['trips', index, 'details', 'serviceNumber']} label={t(`passengers.serviceNumber.${kind}`)} rules={[rule(text(serviceNumberIssue))]}>
            <Input aria-label={named(t(`passengers.serviceNumber.${kind}`))} maxLength={TRANSFER_LIMITS.serviceNumberMax} autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name={['trips', index, 'details', 'terminal']} label={t(`passengers.terminal.${end.kind}`)} rules={[required(TRANSFER_LIMITS.detailTextMax)]}>
            {end.terminals.length > 0 ? (
              <Select
                aria-label={named(t(`passengers.terminal.${end.kind}`))}
                placeholder={end.name}
                options={end.terminals.map((terminal) => ({ value: terminal, label: `${end.name} · ${terminal}` }))}
              />
            ) : (
              <Input aria-label={named(t(`passengers.terminal.${end.kind}`))} maxLength={TRANSFER_LIMITS.detailTextMax} />
            )}
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name={['trips', index, 'details', 'pickupTime']} label={t('passengers.pickupTime')} extra={t('passengers.pickupTimeHelp')} rules={[rule(text(pickupTimeIssue))]}>
            <Input type="time" aria-label={named(t('passengers.pickupTime'))} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name={['trips', index, 'details', 'companyName']} label={t(`passengers.company.${kind}`)} rules={[required(TRANSFER_LIMITS.detailTextMax)]}>
            <Input aria-label={named(t(`passengers.company.${kind}`))} maxLength={TRANSFER_LIMITS.detailTextMax} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name={['trips', index, 'details', 'departurePoint']} label={t('passengers.departurePoint')} rules={[required(TRANSFER_LIMITS.detailTextMax)]}>
            <Input aria-label={named(t('passengers.departurePoint'))} maxLength={TRANSFER_LIMITS.detailTextMax} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name={['trips', index, 'details', 'stoppingPoint']} label={t('passengers.stoppingPoint')} rules={[required(TRANSFER_LIMITS.detailTextMax)]}>
            <Input aria-label={named(t('passengers.stoppingPoint'))} maxLength={TRANSFER_LIMITS.detailTextMax} />
          </Form.Item>
        </Col>
        {young > 0 ? (
          <Col xs={24} md={8}>
            <Form.Item name={['trips', index, 'childSeats']} label={t('passengers.childSeats')} extra={choice.offer.childSeat ? undefined : t('passengers.noChildSeats')}>
              <InputNumber aria-label={named(t('passengers.childSeats'))} min={0} max={young} precision={0} disabled={!choice.offer.childSeat} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        ) : null}
      </Row>
    </Card>
  );
}

/** `passengers`: the lead passenger (spec §3, §5) and each trip's details and child seats. */
export function PassengersStep() {
  const { t, tc } = useTransfersText();
  const navigate = useNavigate();
  const rule = useRule();
  const [flow, updateFlow] = useFlow();
  const [form] = Form.useForm<PassengersValues>();
  const [unshown, setUnshown] = useState<TransferIssue[]>([]);
  const { search } = flow;
  const chosen = flow.chosen?.every(Boolean) ? (flow.chosen as ChosenTrip[]) : null;

  // Fields the service refused at booking come back onto the form.
  useEffect(() => {
    if (flow.issues?.length) setUnshown(showIssues(form, flow.issues, tc));
  }, [flow.issues, form, tc]);

  if (!search || !chosen || chosen.length === 0)
    return <Result status="info" title={t('passengers.noChoice')} extra={<Button onClick={() => navigate(stepPath('search'))}>{t('results.modify')}</Button>} />;
  const party = { adults: search.passengers.adults, childrenAges: search.passengers.childrenAges ?? [], infants: search.passengers.infants ?? 0 };
  const young = party.childrenAges.length + party.infants;

  const initial: PassengersValues = flow.info ?? {
    leadPassenger: {},
    trips: chosen.map((choice, i) => ({ childSeats: 0, details: detailsOf(choice, flow.prefillDetails?.[i]) })),
  };

  const submit = (values: PassengersValues) => {
    const issues = [
      ...leadIssues(values.leadPassenger),
      ...values.trips.flatMap((trip, i) => tripDetailsIssues(i, trip.details, trip.childSeats ?? 0, party, Boolean(chosen[i]?.offer.childSeat))),
      ...(values.clientReference && values.clientReference.trim().length > LIMITS.mediumText ? [{ field: 'clientReference', reason: 'too_long' }] : []),
    ];
    if (issues.length > 0) {
      setUnshown(showIssues(form, issues, tc));
      return;
    }
    const lead = values.leadPassenger;
    const trimmed = (value?: string) => value?.trim() ?? '';
    const info: PassengersDraft = {
      leadPassenger: { firstName: trimmed(lead.firstName), lastName: trimmed(lead.lastName), email: trimmed(lead.email), age: lead.age ?? 0, phone: trimmed(lead.phone) },
      clientReference: values.clientReference?.trim() || undefined,
      trips: values.trips.map((trip) => ({
        childSeats: trip.childSeats ?? 0,
        details: {
          serviceNumber: trimmed(trip.details.serviceNumber),
          terminal: trimmed(trip.details.terminal),
          pickupTime: trip.details.pickupTime ?? '',
          companyName: trimmed(trip.details.companyName),
          stoppingPoint: trimmed(trip.details.stoppingPoint),
          departurePoint: trimmed(trip.details.departurePoint),
        },
      })),
    };
    updateFlow({ info, issues: undefined, idempotencyKey: undefined });
    navigate(stepPath('review'));
  };

  return (
    <Form form={form} layout="vertical" initialValues={initial} onFinish={submit} requiredMark={false} noValidate data-testid="passengers-form">
      <Card size="small" title={t('passengers.lead')} style={{ marginBottom: 16 }}>
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Form.Item name={['leadPassenger', 'firstName']} label={t('passengers.firstName')} rules={[rule(text(personNameIssue))]}>
              <Input autoComplete="off" maxLength={LIMITS.mediumText} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name={['leadPassenger', 'lastName']} label={t('passengers.lastName')} rules={[rule(text(personNameIssue))]}>
              <Input autoComplete="off" maxLength={LIMITS.mediumText} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name={['leadPassenger', 'email']} label={t('passengers.email')} rules={[rule(text(emailIssue))]}>
              <Input type="email" autoComplete="off" maxLength={LIMITS.emailMax} />
            </Form.Item>
          </Col>
          <Col xs={12} md={4}>
            <Form.Item name={['leadPassenger', 'age']} label={t('passengers.age')} extra={t('passengers.ageHelp')} rules={[rule(leadAgeIssue)]}>
              <InputNumber precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={12} md={8}>
            <Form.Item name={['leadPassenger', 'phone']} label={t('passengers.phone')} extra={t('passengers.phoneHelp')} rules={[rule(text((value) => phoneIssue(value)))]}>
              <Input inputMode="numeric" autoComplete="off" maxLength={TRANSFER_LIMITS.phoneMaxDigits} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="clientReference" label={t('passengers.clientReference')} rules={[rule(text(atMost(LIMITS.mediumText)))]}>
              <Input maxLength={LIMITS.mediumText} showCount />
            </Form.Item>
          </Col>
        </Row>
      </Card>
      <Typography.Title level={5}>{t('passengers.trips')}</Typography.Title>
      {chosen.map((choice, index) => (
        <TripDetailsFields key={index} index={index} choice={choice} young={young} />
      ))}
      <Space orientation="vertical">
        {unshown.map((issue) => (
          <Alert key={`${issue.field}-${issue.reason}`} type="error" showIcon title={issueText(tc, issue.reason)} />
        ))}
        <Space>
          <Button onClick={() => navigate(stepPath('results'))}>{tc('common:actions.back')}</Button>
          <Button type="primary" htmlType="submit" data-testid="passengers-continue">
            {t('passengers.continue')}
          </Button>
        </Space>
      </Space>
    </Form>
  );
}
