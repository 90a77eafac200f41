import { Alert, App, Button, Card, Col, Form, Input, InputNumber, Row, Select, Space, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  HOTEL_VISA_BUDGET_BANDS,
  HOTEL_VISA_LIMITS,
  HOTEL_VISA_OCCUPANT_TYPES,
  hotelVisaChildAgeIssue,
  hotelVisaDatesIssue,
  hotelVisaNights,
  personNameIssue,
  VISA_CIVILITIES,
  type CreateHotelVisaReservation,
} from '@portal/contracts';
import { applyFieldIssues, DateField, errorText, reasonText, serviceErrorOf, todayIn, useDebounced, useDocumentTitle, useUserFormat } from '@portal/ui';
import { useDraft } from '../drafts/use-draft';
import { useHotelVisasQuery, useRequestHotelVisaMutation } from './api';
import { listQueryOf, ReservationsTable, useListFilters } from './ReservationsTable';
import { hotelVisaPath } from './shared';

type FormValues = CreateHotelVisaReservation & Record<string, unknown>;

const EMPTY: Partial<FormValues> = { budgetBand: '50-100', rooms: [{ occupants: [{ civility: 'mr', firstName: '', lastName: '', type: 'adult' }] }] };
const DRAFT_SETTLES_MS = 400;

/** The agency's hotel visa reservations: spec §3's request form (its draft kept across reloads), then the list. */
export function HotelVisaPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('hotel.title'));
  const format = useUserFormat();
  const { filters } = useListFilters();
  const answer = useHotelVisasQuery(listQueryOf(filters, format.timeZone), { refetchOnMountOrArgChange: true });
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <HotelVisaForm />
      <Card title={t('hotelVisa.list.title')}>
        <ReservationsTable answer={answer} side="agency" pathOf={hotelVisaPath} />
      </Card>
    </Space>
  );
}

function HotelVisaForm() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const format = useUserFormat();
  const draft = useDraft<FormValues>('hotelVisa');
  const [form] = Form.useForm<FormValues>();
  const [request, sending] = useRequestHotelVisaMutation();
  const [failure, setFailure] = useState<string | null>(null);
  // One key per request being sent: a retry after a lost answer books once.
  const key = useRef(crypto.randomUUID());
  const [values, setValues] = useState<Partial<FormValues>>();
  const settled = useDebounced(values, DRAFT_SETTLES_MS);
  useEffect(() => {
    if (settled) draft.save(settled as FormValues);
  }, [settled]);

  const arrival = Form.useWatch('arrival', form);
  const departure = Form.useWatch('departure', form);
  const nights = arrival && departure && departure >= arrival ? hotelVisaNights(arrival, departure) : null;

  const datesRule = (field: 'arrival' | 'departure') => ({
    validator: async () => {
      const { arrival: a, departure: d } = form.getFieldsValue(['arrival', 'departure']) as Partial<FormValues>;
      if (!a || !d) return;
      const issue = hotelVisaDatesIssue(a, d, todayIn(format.timeZone));
      if (issue && issue.field === field) throw new Error(reasonText(t, issue.reason));
    },
  });
  const nameRule = {
    validator: async (_: unknown, name: string | undefined) => {
      const issue = personNameIssue(name ?? '');
      if (issue) throw new Error(reasonText(t, issue));
    },
  };
  const required = { required: true, message: reasonText(t, 'required') };

  const send = async (sent: FormValues) => {
    setFailure(null);
    try {
      const created = await request({ key: key.current, body: sent }).unwrap();
      draft.clear();
      key.current = crypto.randomUUID();
      form.resetFields();
      message.success(t('hotelVisa.form.sent', { reference: created.reference }));
      navigate(hotelVisaPath(created.id));
    } catch (error) {
      const fields = serviceErrorOf(error)?.fields ?? [];
      const unshown = applyFieldIssues(form, fields, t);
      if (fields.length === 0 || unshown.length > 0) setFailure(errorText(t, error));
    }
  };

  if (!draft.ready) return null;
  return (
    <Card title={t('hotelVisa.form.title')}>
      <Form<FormValues>
        form={form}
        layout="vertical"
        initialValues={draft.values ?? EMPTY}
        onValuesChange={(_, all) => setValues(all)}
        onFinish={(sent) => void send(sent)}
        data-testid="hotel-visa-form"
      >
        <Row gutter={12}>
          <Col xs={24} md={8}>
            <Form.Item
              name="city"
              label={t('hotelVisa.form.city')}
              rules={[required, { max: HOTEL_VISA_LIMITS.cityMax, message: t('common:validation.too_long', { max: HOTEL_VISA_LIMITS.cityMax }) }]}
            >
              <Input maxLength={HOTEL_VISA_LIMITS.cityMax} data-testid="hotel-visa-city" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="area" label={t('hotelVisa.form.area')}>
              <Input maxLength={HOTEL_VISA_LIMITS.areaMax} data-testid="hotel-visa-area" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="budgetBand" label={t('hotelVisa.form.budgetBand')} rules={[required]}>
              <Select options={HOTEL_VISA_BUDGET_BANDS.map((band) => ({ value: band, label: t('hotelVisa.form.band', { band }) }))} data-testid="hotel-visa-budget" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="arrival" label={t('hotelVisa.form.arrival')} rules={[required, datesRule('arrival')]} dependencies={['departure']}>
              <DateField data-testid="hotel-visa-arrival" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item
              name="departure"
              label={t('hotelVisa.form.departure')}
              rules={[required, datesRule('departure')]}
              dependencies={['arrival']}
              extra={nights !== null ? t('hotelVisa.form.nights', { count: nights }) : undefined}
            >
              <DateField data-testid="hotel-visa-departure" />
            </Form.Item>
          </Col>
        </Row>
        <Typography.Title level={5}>{t('hotelVisa.form.rooms')}</Typography.Title>
        <Form.List name="rooms">
          {(rooms, roomActions) => (
            <Space orientation="vertical" style={{ width: '100%' }}>
              {rooms.map((room, roomIndex) => (
                <Card
                  key={room.key}
                  size="small"
                  title={t('hotelVisa.form.room', { number: roomIndex + 1 })}
                  extra={rooms.length > 1 ? <Button onClick={() => roomActions.remove(room.name)}>{t('hotelVisa.form.removeRoom')}</Button> : null}
                >
                  <Form.List name={[room.name, 'occupants']}>
                    {(occupants, occupantActions) => (
                      <>
                        {occupants.map((occupant) => (
                          <Row gutter={8} key={occupant.key} data-testid="hotel-visa-occupant">
                            <Col xs={12} md={3}>
                              <Form.Item name={[occupant.name, 'civility']} label={t('hotelVisa.form.civility')} rules={[required]}>
                                <Select options={VISA_CIVILITIES.map((civility) => ({ value: civility, label: t(`hotelVisa.civilities.${civility}`) }))} />
                              </Form.Item>
                            </Col>
                            <Col xs={12} md={5}>
                              <Form.Item name={[occupant.name, 'firstName']} label={t('hotelVisa.form.firstName')} rules={[nameRule]}>
                                <Input data-testid="hotel-visa-first-name" />
                              </Form.Item>
                            </Col>
                            <Col xs={12} md={5}>
                              <Form.Item name={[occupant.name, 'lastName']} label={t('hotelVisa.form.lastName')} rules={[nameRule]}>
                                <Input data-testid="hotel-visa-last-name" />
                              </Form.Item>
                            </Col>
                            <Col xs={12} md={4}>
                              <Form.Item name={[occupant.name, 'type']} label={t('hotelVisa.form.type')} rules={[required]}>
                                <Select options={HOTEL_VISA_OCCUPANT_TYPES.map((type) => ({ value: type, label: t(`hotelVisa.occupantTypes.${type}`) }))} />
                              </Form.Item>
                            </Col>
                            <Form.Item noStyle dependencies={[['rooms', room.name, 'occupants', occupant.name, 'type']]}>
                              {() =>
                                form.getFieldValue(['rooms', room.name, 'occupants', occupant.name, 'type']) === 'child' ? (
                                  <Col xs={12} md={3}>
                                    <Form.Item
                                      name={[occupant.name, 'age']}
                                      label={t('hotelVisa.form.age')}
                                      rules={[
                                        { validator: async (_: unknown, age: number | null) => (hotelVisaChildAgeIssue(age) ? Promise.reject(new Error(reasonText(t, 'child_age'))) : undefined) },
                                      ]}
                                    >
                                      <InputNumber min={HOTEL_VISA_LIMITS.childAgeMin} max={HOTEL_VISA_LIMITS.childAgeMax} style={{ width: '100%' }} />
                                    </Form.Item>
                                  </Col>
                                ) : null
                              }
                            </Form.Item>
                            <Col xs={12} md={4} style={{ display: 'flex', alignItems: 'center' }}>
                              {occupants.length > 1 ? <Button onClick={() => occupantActions.remove(occupant.name)}>{t('hotelVisa.form.removeOccupant')}</Button> : null}
                            </Col>
                          </Row>
                        ))}
                        {occupants.length < HOTEL_VISA_LIMITS.occupantsPerRoomMax ? (
                          <Button onClick={() => occupantActions.add({ civility: 'mr', firstName: '', lastName: '', type: 'adult' })}>{t('hotelVisa.form.addOccupant')}</Button>
                        ) : null}
                      </>
                    )}
                  </Form.List>
                </Card>
              ))}
              {rooms.length < HOTEL_VISA_LIMITS.roomsMax ? (
                <Button onClick={() => roomActions.add({ occupants: [{ civility: 'mr', firstName: '', lastName: '', type: 'adult' }] })}>{t('hotelVisa.form.addRoom')}</Button>
              ) : null}
            </Space>
          )}
        </Form.List>
        <Alert type="info" showIcon style={{ margin: '16px 0' }} title={t('hotelVisa.form.autoCancelNote')} />
        {failure ? <Alert type="error" showIcon role="alert" style={{ marginBottom: 12 }} title={t('hotelVisa.form.failed')} description={failure} /> : null}
        <Button type="primary" htmlType="submit" loading={sending.isLoading} data-testid="hotel-visa-submit">
          {t('hotelVisa.form.submit')}
        </Button>
      </Form>
    </Card>
  );
}
