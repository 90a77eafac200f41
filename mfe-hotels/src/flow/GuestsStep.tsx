import { Button, Card, Col, Form, Input, Radio, Result, Row, Space } from 'antd';
import type { Rule } from 'antd/es/form';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { guestIssues, HOTEL_LIMITS, LIMITS, personNameIssue, TITLES, type HotelGuest } from '@portal/contracts';
import { applyFieldIssues, reasonText } from '@portal/ui';
import { occupancyText } from '../shared/occupancy';
import { useFlow, type GuestsDraft } from './flow-state';
import { stepPath } from './steps';

interface GuestsValues {
  rooms: { leadGuest: Partial<HotelGuest> }[];
  specialRequests?: string;
  clientReference?: string;
}

/** A rule of the contract (its reason, or null), translated, checked as the agent types. */
function useRule() {
  const { t } = useTranslation();
  return (issueOf: (value: string) => string | null): Rule => ({
    validator: async (_rule, value: unknown) => {
      const reason = issueOf(typeof value === 'string' ? value : '');
      if (reason) throw new Error(reasonText(t, reason));
    },
  });
}

/** An optional text's contract limit (`optionalText(max)`): trimmed, at most `max` characters. */
const atMost = (max: number) => (value: string) => (value.trim().length > max ? 'too_long' : null);

/** `guests`: a lead guest per searched room (spec §5 names), special requests and the agency's client reference. */
export function GuestsStep() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [flow, updateFlow] = useFlow();
  const [form] = Form.useForm<GuestsValues>();
  const rule = useRule();
  const { stay, rate } = flow;

  // Fields the service refused at booking come back onto the form.
  useEffect(() => {
    if (flow.issues?.length) applyFieldIssues(form, flow.issues, t);
  }, [flow.issues, form, t]);

  if (!stay || !rate) return <Result status="info" title={t('guests.noRate')} extra={<Button onClick={() => navigate(stepPath('search'))}>{t('results.modify')}</Button>} />;

  const initial: GuestsValues = {
    rooms: stay.rooms.map((_room, index) => flow.guests?.rooms[index] ?? { leadGuest: { title: 'mr' } }),
    specialRequests: flow.guests?.specialRequests,
    clientReference: flow.guests?.clientReference,
  };

  const submit = (values: GuestsValues) => {
    const issues = guestIssues(values.rooms);
    if (issues.length > 0) {
      applyFieldIssues(form, issues, t);
      return;
    }
    const guests: GuestsDraft = {
      rooms: values.rooms.map(({ leadGuest }) => ({ leadGuest: { title: leadGuest.title ?? 'mr', firstName: leadGuest.firstName?.trim() ?? '', lastName: leadGuest.lastName?.trim() ?? '' } })),
      specialRequests: values.specialRequests?.trim() || undefined,
      clientReference: values.clientReference?.trim() || undefined,
    };
    updateFlow({ guests, issues: undefined });
    navigate(stepPath('review'));
  };

  return (
    <Form form={form} layout="vertical" initialValues={initial} onFinish={submit} requiredMark={false} noValidate data-testid="guests-form">
      <Form.List name="rooms">
        {(fields) =>
          fields.map((field, index) => (
            <Card
              key={field.key}
              size="small"
              data-testid={`guest-room-${index + 1}`}
              title={t('guests.room', { n: index + 1, occupancy: occupancyText(t, stay.rooms[index] ?? { adults: 1 }) })}
              style={{ marginBottom: 16 }}
            >
              <Row gutter={16}>
                <Col xs={24} md={6}>
                  <Form.Item name={[field.name, 'leadGuest', 'title']} label={t('guests.title')}>
                    <Radio.Group options={TITLES.map((title) => ({ value: title, label: t(`guests.titles.${title}`) }))} />
                  </Form.Item>
                </Col>
                <Col xs={24} md={9}>
                  <Form.Item name={[field.name, 'leadGuest', 'firstName']} label={t('guests.firstName')} rules={[rule(personNameIssue)]}>
                    <Input autoComplete="off" maxLength={40} />
                  </Form.Item>
                </Col>
                <Col xs={24} md={9}>
                  <Form.Item name={[field.name, 'leadGuest', 'lastName']} label={t('guests.lastName')} rules={[rule(personNameIssue)]}>
                    <Input autoComplete="off" maxLength={40} />
                  </Form.Item>
                </Col>
              </Row>
            </Card>
          ))
        }
      </Form.List>
      <Row gutter={16}>
        <Col xs={24} md={16}>
          <Form.Item name="specialRequests" label={t('guests.specialRequests')} extra={t('guests.specialRequestsHelp')} rules={[rule(atMost(HOTEL_LIMITS.specialRequestsMax))]}>
            <Input.TextArea rows={3} showCount maxLength={500} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="clientReference" label={t('guests.clientReference')} extra={t('guests.clientReferenceHelp')} rules={[rule(atMost(LIMITS.mediumText))]}>
            <Input maxLength={30} showCount />
          </Form.Item>
        </Col>
      </Row>
      <Space>
        <Button onClick={() => navigate(stepPath('hotel'))}>{t('common:actions.back')}</Button>
        <Button type="primary" htmlType="submit" data-testid="guests-continue">
          {t('guests.continue')}
        </Button>
      </Space>
    </Form>
  );
}
