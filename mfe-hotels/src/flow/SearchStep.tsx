import { Button, Card, Col, Form, InputNumber, Row, Select, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { HOTEL_LIMITS, type HotelDestination, type HotelStay } from '@portal/contracts';
import { applyFieldIssues, ChildrenAgesFields, DateField, countryOptions, todayIn, useUserFormat } from '@portal/ui';
import { DestinationSelect } from './DestinationSelect';
import { useFlow } from './flow-state';
import { DEFAULT_VIEW, nightsOf, shiftDay, stayIssues, stayOf, type StayDraft } from './stay';
import { stepPath } from './steps';

const CHILD_AGES = Array.from({ length: HOTEL_LIMITS.maxChildAge + 1 }, (_, age) => age);

function draftOf(stay: HotelStay | undefined, today: string): StayDraft {
  if (!stay) return { checkIn: shiftDay(today, 14), checkOut: shiftDay(today, 17), rooms: [{ adults: 2, childrenAges: [] }] };
  return { ...stay, rooms: stay.rooms.map((room) => ({ adults: room.adults, childrenAges: room.childrenAges ?? [] })) };
}

/** One room's occupancy: adults, then each child with an age picker. */
function RoomFields({ index, onRemove }: { index: number; onRemove?: () => void }) {
  const { t } = useTranslation();
  return (
    <Card
      size="small"
      data-testid={`room-${index + 1}`}
      title={t('search.room', { n: index + 1 })}
      extra={
        onRemove ? (
          <Button size="small" onClick={onRemove} aria-label={t('search.removeRoom', { n: index + 1 })}>
            {t('search.removeRoom', { n: index + 1 })}
          </Button>
        ) : null
      }
      style={{ marginBottom: 12 }}
    >
      <Row gutter={16}>
        <Col xs={12} md={4}>
          <Form.Item name={[index, 'adults']} label={t('search.adults')}>
            <InputNumber aria-label={`${t('search.room', { n: index + 1 })} ${t('search.adults')}`} min={1} max={HOTEL_LIMITS.maxAdultsPerRoom} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <ChildrenAgesFields
          name={[index, 'childrenAges']}
          max={HOTEL_LIMITS.maxChildrenPerRoom}
          ages={CHILD_AGES}
          labels={{
            children: t('search.children'),
            childAge: (n) => t('search.childAge', { n }),
            agePlaceholder: t('search.agePlaceholder'),
            ageOption: (age) => t('search.ageOption', { count: age }),
            prefix: t('search.room', { n: index + 1 }),
          }}
        />
      </Row>
    </Card>
  );
}

export function SearchStep() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const format = useUserFormat();
  const today = todayIn(format.timeZone);
  const [flow, updateFlow] = useFlow();
  const [destination, setDestination] = useState<HotelDestination | undefined>(flow.destination);
  const [form] = Form.useForm<StayDraft>();
  const checkIn = Form.useWatch('checkIn', form);
  const checkOut = Form.useWatch('checkOut', form);
  const nights = nightsOf(checkIn, checkOut);
  const countries = countryOptions(format.language);

  const submit = (draft: StayDraft) => {
    const issues = stayIssues(draft, today);
    if (issues.length > 0) {
      applyFieldIssues(form, issues, t);
      return;
    }
    updateFlow({ stay: stayOf(draft), destination, view: DEFAULT_VIEW, searchId: undefined, hotelId: undefined, rate: undefined, issues: undefined, idempotencyKey: undefined });
    navigate(stepPath('results'));
  };

  return (
    <Form form={form} layout="vertical" initialValues={draftOf(flow.stay, today)} onFinish={submit} requiredMark={false} noValidate data-testid="hotel-search">
      <Row gutter={16} align="bottom">
        <Col xs={24} md={9}>
          <Form.Item name="destination" label={t('search.destination')}>
            <DestinationSelect known={destination} onPicked={setDestination} />
          </Form.Item>
        </Col>
        <Col xs={12} md={5}>
          <Form.Item name="checkIn" label={t('search.checkIn')}>
            <DateField aria-label={t('search.checkIn')} />
          </Form.Item>
        </Col>
        <Col xs={12} md={5}>
          <Form.Item name="checkOut" label={t('search.checkOut')}>
            <DateField aria-label={t('search.checkOut')} />
          </Form.Item>
        </Col>
        <Col xs={24} md={5}>
          <Form.Item label=" ">
            <Tag color={nights ? 'blue' : 'default'} data-testid="nights" style={{ fontSize: 14, padding: '4px 10px' }}>
              {nights ? t('search.nights', { count: nights }) : '—'}
            </Tag>
          </Form.Item>
        </Col>
      </Row>
      <Typography.Title level={5}>{t('search.rooms')}</Typography.Title>
      <Form.List name="rooms">
        {(fields, { add, remove }) => (
          <>
            {fields.map((field, index) => (
              <RoomFields key={field.key} index={field.name} onRemove={fields.length > 1 ? () => remove(index) : undefined} />
            ))}
            {fields.length < HOTEL_LIMITS.maxRooms ? (
              <Form.Item>
                <Button type="dashed" onClick={() => add({ adults: 1, childrenAges: [] })}>
                  {t('search.addRoom')}
                </Button>
              </Form.Item>
            ) : null}
          </>
        )}
      </Form.List>
      <Row gutter={16} align="bottom">
        <Col xs={24} md={9}>
          <Form.Item name="nationality" label={t('search.nationality')}>
            <Select aria-label={t('search.nationality')} showSearch={{ optionFilterProp: 'label' }} placeholder={t('search.nationalityPlaceholder')} options={countries} />
          </Form.Item>
        </Col>
        <Col xs={24} md={6}>
          <Form.Item label=" ">
            <Space>
              <Button type="primary" htmlType="submit" data-testid="search-submit">
                {t('search.submit')}
              </Button>
            </Space>
          </Form.Item>
        </Col>
      </Row>
    </Form>
  );
}
