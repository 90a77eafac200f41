import { Alert, App, Button, Card, Col, Form, Input, InputNumber, Row, Select, Space, Tabs, Typography, type TableColumnsType } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import {
  createGroupQuote,
  GROUP_LIMITS,
  GROUP_MEAL_PLANS,
  GROUP_QUOTE_STATUSES,
  GROUP_ROOM_TYPES,
  GROUP_SERVICES,
  GROUP_TYPES,
  groupNights,
  HOTEL_CATEGORIES,
  type CreateGroupQuote,
  type GroupQuoteRow,
  type GroupQuoteStatus,
} from '@portal/contracts';
import { applyFieldIssues, CheckboxGroupField, DateField, FilterChoice, PagedList, reasonText, serviceErrorOf, useDocumentTitle, useUserFormat } from '@portal/ui';
import { useDraft } from '../drafts/use-draft';
import { useCreateGroupQuoteMutation, useGroupQuotesQuery } from './api';
import { DueTimer, GroupStatusTag, groupErrorText } from './parts';

type Values = CreateGroupQuote & Record<string, unknown>;

const EMPTY_ROOM = { type: 'double' as const, adults: 2, children: 0, babies: 0, babyBeds: 0 };
const START: Partial<Values> = { hotelCategories: [], mealPlans: [], rooms: [EMPTY_ROOM], additionalServices: [] };

/** Spec §5's issues of the values as typed, by field path: shown before sending. */
function issuesOf(values: Partial<Values>): { field: string; reason: string }[] {
  const parsed = createGroupQuote.safeParse(values);
  return parsed.success ? [] : parsed.error.issues.map((issue) => ({ field: issue.path.join('.'), reason: issue.message }));
}

/** The group quotation form of spec §3 (draft kept across reloads) and the agency's requests. */
export function GroupRequestPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('group.title'));
  const [tab, setTab] = useState('form');
  return (
    <Tabs
      activeKey={tab}
      onChange={setTab}
      items={[
        { key: 'form', label: t('groups.tabs.form'), children: <GroupRequestForm onSent={() => setTab('list')} /> },
        { key: 'list', label: t('groups.tabs.list'), children: <GroupRequestsList /> },
      ]}
    />
  );
}

function GroupRequestForm({ onSent }: { onSent: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const draft = useDraft<Partial<Values>>('groupQuote');
  const [create, creating] = useCreateGroupQuoteMutation();
  const [key, setKey] = useState(() => crypto.randomUUID());
  const [failure, setFailure] = useState<unknown>(null);
  const [started, setStarted] = useState(false);
  const arrival = Form.useWatch('arrival', form);
  const departure = Form.useWatch('departure', form);
  const nights = arrival && departure && /^\d{4}-\d{2}-\d{2}$/.test(arrival) && /^\d{4}-\d{2}-\d{2}$/.test(departure) ? groupNights(arrival, departure) : null;

  // The draft is read back once, then the form takes it.
  useEffect(() => {
    if (!draft.ready || started) return;
    form.setFieldsValue({ ...START, ...draft.values } as Values);
    setStarted(true);
  }, [draft.ready, started]);

  const check = (all: Partial<Values>) => {
    const issues = issuesOf(all);
    const dateIssue = issues.find((issue) => issue.field === 'departure' && issue.reason !== 'required');
    form.setFields([{ name: 'departure', errors: dateIssue ? [reasonText(t, dateIssue.reason)] : [] }]);
    (all.rooms ?? []).forEach((_, index) => {
      for (const field of ['adults', 'children', 'babyBeds'] as const) {
        const issue = issues.find((i) => i.field === `rooms.${index}.${field}`);
        form.setFields([{ name: ['rooms', index, field], errors: issue ? [reasonText(t, issue.reason)] : [] }]);
      }
    });
  };

  const send = async (values: Values) => {
    setFailure(null);
    const issues = issuesOf(values);
    if (issues.length > 0) {
      applyFieldIssues(form, issues, t);
      return;
    }
    try {
      const created = await create({ body: values, key }).unwrap();
      message.success(t('groups.sent', { reference: created.reference }));
      draft.clear();
      form.resetFields();
      form.setFieldsValue(START as Values);
      setKey(crypto.randomUUID());
      onSent();
    } catch (error) {
      const fields = serviceErrorOf(error)?.details?.fields as { field: string; reason: string }[] | undefined;
      if (fields) applyFieldIssues(form, fields, t);
      else setFailure(error);
    }
  };

  const rule = { required: true, message: t('common:validation.required') };
  return (
    <Form<Values>
      form={form}
      layout="vertical"
      data-testid="group-form"
      onValuesChange={(_, all) => {
        draft.save(all);
        check(all);
      }}
      onFinish={(values) => void send(values)}
    >
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item name="groupName" label={t('groups.fields.groupName')} rules={[rule]}>
            <Input maxLength={GROUP_LIMITS.groupNameMax} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="groupType" label={t('groups.fields.groupType')} rules={[rule]}>
            <Select aria-label={t('groups.fields.groupType')} options={GROUP_TYPES.map((type) => ({ value: type, label: t(`groups.types.${type}`) }))} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="destination" label={t('groups.fields.destination')} rules={[rule]}>
            <Input maxLength={GROUP_LIMITS.destinationMax} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="hotelCategories" label={t('groups.fields.hotelCategories')} rules={[rule]}>
            <CheckboxGroupField options={HOTEL_CATEGORIES.map((stars) => ({ value: stars, label: t('groups.stars', { count: stars }) }))} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="mealPlans" label={t('groups.fields.mealPlans')} rules={[rule]}>
            <Select mode="multiple" aria-label={t('groups.fields.mealPlans')} options={GROUP_MEAL_PLANS.map((meal) => ({ value: meal, label: t(`groups.meals.${meal}`) }))} />
          </Form.Item>
        </Col>
        <Col xs={12} md={8}>
          <Form.Item name="arrival" label={t('groups.fields.arrival')} rules={[rule]}>
            <DateField aria-label={t('groups.fields.arrival')} data-testid="group-arrival" />
          </Form.Item>
        </Col>
        <Col xs={12} md={8}>
          <Form.Item name="departure" label={t('groups.fields.departure')} rules={[rule]}>
            <DateField aria-label={t('groups.fields.departure')} data-testid="group-departure" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item label={t('groups.fields.nights')}>
            <Typography.Text strong data-testid="group-nights">
              {nights !== null && nights >= 0 ? t('groups.nightsCount', { count: nights }) : '—'}
            </Typography.Text>
          </Form.Item>
        </Col>
      </Row>
      <Typography.Title level={5}>{t('groups.fields.rooms')}</Typography.Title>
      <Form.List name="rooms">
        {(rooms, { add, remove }) => (
          <Space orientation="vertical" style={{ width: '100%' }}>
            {rooms.map((room, index) => (
              <Card size="small" key={room.key} data-testid="group-room">
                <Row gutter={12} align="bottom">
                  <Col xs={24} md={6}>
                    <Form.Item name={[room.name, 'type']} label={t('groups.fields.roomType')} rules={[rule]}>
                      <Select aria-label={t('groups.fields.roomType')} options={GROUP_ROOM_TYPES.map((type) => ({ value: type, label: t(`groups.roomTypes.${type}`) }))} />
                    </Form.Item>
                  </Col>
                  {(['adults', 'children', 'babies', 'babyBeds'] as const).map((field) => (
                    <Col xs={12} md={4} key={field}>
                      <Form.Item name={[room.name, field]} label={t(`groups.fields.${field}`)} rules={[rule]}>
                        <InputNumber min={0} max={GROUP_LIMITS.occupantsPerRoomMax} precision={0} aria-label={`${t(`groups.fields.${field}`)} ${index + 1}`} style={{ width: '100%' }} />
                      </Form.Item>
                    </Col>
                  ))}
                  <Col xs={24} md={2}>
                    <Form.Item>
                      <Button disabled={rooms.length === 1} onClick={() => remove(room.name)}>
                        {t('groups.removeRoom')}
                      </Button>
                    </Form.Item>
                  </Col>
                </Row>
              </Card>
            ))}
            <Button disabled={rooms.length >= GROUP_LIMITS.roomsMax} onClick={() => add(EMPTY_ROOM)}>
              {t('groups.addRoom')}
            </Button>
          </Space>
        )}
      </Form.List>
      <Form.Item name="additionalServices" label={t('groups.fields.additionalServices')} style={{ marginTop: 16 }}>
        <CheckboxGroupField options={GROUP_SERVICES.map((service) => ({ value: service, label: t(`groups.services.${service}`) }))} />
      </Form.Item>
      <Form.Item name="specialRequests" label={t('groups.fields.specialRequests')}>
        <Input.TextArea maxLength={GROUP_LIMITS.textMax} showCount rows={3} />
      </Form.Item>
      {failure ? <Alert type="error" showIcon message={groupErrorText(t, failure)} style={{ marginBottom: 12 }} /> : null}
      <Button type="primary" htmlType="submit" loading={creating.isLoading} data-testid="group-send">
        {t('groups.send')}
      </Button>
    </Form>
  );
}

function GroupRequestsList() {
  const { t } = useTranslation();
  const format = useUserFormat();
  const navigate = useNavigate();
  const [page, setPage] = useState({ page: 1, pageSize: 10 });
  const [status, setStatus] = useState<GroupQuoteStatus | undefined>();
  const [q, setQ] = useState('');
  const answer = useGroupQuotesQuery({ ...page, status, q: q || undefined }, { refetchOnMountOrArgChange: true });
  const columns: TableColumnsType<GroupQuoteRow> = useMemo(
    () => [
      { key: 'reference', title: t('groups.columns.reference'), render: (_, row) => <Link to={`/grouprequest/${row.id}`}>{row.reference}</Link> },
      { key: 'group', title: t('groups.columns.group'), render: (_, row) => `${row.groupName} · ${row.destination}` },
      { key: 'dates', title: t('groups.columns.dates'), render: (_, row) => `${format.date(row.arrival)} – ${format.date(row.departure)}` },
      { key: 'people', title: t('groups.columns.people'), dataIndex: 'people' },
      { key: 'status', title: t('groups.columns.status'), render: (_, row) => <GroupStatusTag status={row.status} /> },
      { key: 'due', title: t('groups.columns.due'), render: (_, row) => <DueTimer answerDueAt={row.answerDueAt} /> },
    ],
    [t, format],
  );
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Row gutter={[12, 12]}>
        <Col xs={24} md={8}>
          <Input.Search aria-label={t('groups.filters.search')} placeholder={t('groups.filters.search')} allowClear onSearch={(value) => (setQ(value), setPage({ ...page, page: 1 }))} />
        </Col>
        <FilterChoice
          width={{ xs: 24, md: 6 }}
          label={t('groups.filters.status')}
          value={status}
          anyLabel={t('groups.filters.anyStatus')}
          options={GROUP_QUOTE_STATUSES.map((value) => ({ value, label: t(`groups.statuses.${value}`) }))}
          onChange={(value) => (setStatus(value as GroupQuoteStatus | undefined), setPage({ ...page, page: 1 }))}
        />
      </Row>
      <PagedList<GroupQuoteRow>
        answer={answer}
        page={page}
        paging={{ perPage: t('common:pagination.perPage'), totalText: (count) => t('groups.total', { count }), onPage: setPage }}
        emptyText={t('groups.empty')}
        failureTitle={t('groups.loadFailed')}
        data-testid="group-list"
        rowKey="id"
        columns={columns}
        onRow={(row) => ({ onDoubleClick: () => navigate(`/grouprequest/${row.id}`) })}
      />
    </Space>
  );
}
