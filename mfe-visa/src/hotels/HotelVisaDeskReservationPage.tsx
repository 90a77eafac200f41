import { Alert, App, Button, Card, Col, Form, Input, InputNumber, Row, Skeleton, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { HOTEL_VISA_LIMITS, type HotelVisaConfirmation } from '@portal/contracts';
import { BookingHistoryTable, DocumentLink, errorText, LoadFailure, reasonText, usePageTitleParams } from '@portal/ui';
import { letterPath, useConfirmHotelVisaMutation, useHotelVisaDeskReservationQuery, useRefuseHotelVisaMutation } from './api';
import { ReservationDetails } from './ReservationDetails';

interface ConfirmValues extends Omit<HotelVisaConfirmation, 'pricePerNight'> {
  /** Typed in euros; sent in cents. */
  pricePerNight: number;
}

/** One request on the desk: confirm it with a hotel, its confirmation number and price per night, or refuse it. */
export function HotelVisaDeskReservationPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { modal, message } = App.useApp();
  const { data: reservation, error, isFetching, refetch } = useHotelVisaDeskReservationQuery(id, { refetchOnMountOrArgChange: true });
  const [confirm, confirming] = useConfirmHotelVisaMutation();
  const [refuse, refusing] = useRefuseHotelVisaMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  usePageTitleParams(reservation ? { id: reservation.reference } : undefined);

  if (error && !isFetching) return <LoadFailure title={t('hotelVisa.detail.loadFailed')} error={error} onRetry={() => void refetch()} />;
  if (!reservation) return <Skeleton active paragraph={{ rows: 8 }} />;

  const required = { required: true, whitespace: true, message: reasonText(t, 'required') };
  const sendConfirmation = async (values: ConfirmValues) => {
    setFailure(null);
    try {
      await confirm({ id: reservation.id, body: { ...values, pricePerNight: Math.round(values.pricePerNight * 100) } }).unwrap();
      message.success(t('hotelVisa.desk.confirmed'));
    } catch (failed) {
      setFailure(errorText(t, failed));
    }
  };
  const askRefuse = () =>
    modal.confirm({
      title: t('hotelVisa.desk.refuse'),
      content: t('hotelVisa.desk.refuseConfirm', { reference: reservation.reference }),
      okButtonProps: { danger: true },
      onOk: async () => {
        setFailure(null);
        try {
          await refuse({ id: reservation.id, reason }).unwrap();
          message.success(t('hotelVisa.desk.refused'));
        } catch (failed) {
          setFailure(errorText(t, failed));
        }
      },
    });

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }} data-testid="hotel-visa-desk-reservation">
      <Link to="/visa/hotel/desk">{t('hotelVisa.desk.back')}</Link>
      <ReservationDetails reservation={reservation} />
      {reservation.status === 'confirmed' || reservation.status === 'converted' ? <DocumentLink path={letterPath(reservation.id, 'desk')} label={t('hotelVisa.detail.letter')} download /> : null}
      {reservation.status === 'requested' ? (
        <Row gutter={16}>
          <Col xs={24} lg={14}>
            <Card title={t('hotelVisa.desk.confirmTitle')}>
              <Form<ConfirmValues> layout="vertical" onFinish={(values) => void sendConfirmation(values)} data-testid="hotel-visa-confirm-form">
                <Form.Item name="hotelName" label={t('hotelVisa.desk.hotelName')} rules={[required]}>
                  <Input maxLength={HOTEL_VISA_LIMITS.areaMax} data-testid="hotel-visa-hotel-name" />
                </Form.Item>
                <Form.Item name="hotelAddress" label={t('hotelVisa.desk.hotelAddress')} rules={[required]}>
                  <Input maxLength={100} data-testid="hotel-visa-hotel-address" />
                </Form.Item>
                <Form.Item name="confirmationNumber" label={t('hotelVisa.desk.confirmationNumber')} rules={[required]}>
                  <Input maxLength={30} data-testid="hotel-visa-confirmation-number" />
                </Form.Item>
                <Form.Item name="pricePerNight" label={t('hotelVisa.desk.pricePerNight')} rules={[{ required: true, message: reasonText(t, 'required') }]}>
                  <InputNumber min={0.01} step={1} precision={2} style={{ width: '100%' }} data-testid="hotel-visa-price" />
                </Form.Item>
                <Button type="primary" htmlType="submit" loading={confirming.isLoading} data-testid="hotel-visa-confirm">
                  {t('hotelVisa.desk.confirm')}
                </Button>
              </Form>
            </Card>
          </Col>
          <Col xs={24} lg={10}>
            <Card title={t('hotelVisa.desk.refuseTitle')}>
              <Space orientation="vertical" style={{ width: '100%' }}>
                <Input.TextArea
                  aria-label={t('hotelVisa.desk.reason')}
                  placeholder={t('hotelVisa.desk.reason')}
                  value={reason}
                  maxLength={HOTEL_VISA_LIMITS.reasonMax}
                  onChange={(event) => setReason(event.target.value)}
                />
                <Button danger disabled={reason.trim().length === 0} loading={refusing.isLoading} onClick={askRefuse}>
                  {t('hotelVisa.desk.refuse')}
                </Button>
              </Space>
            </Card>
          </Col>
        </Row>
      ) : null}
      {failure ? <Alert type="error" showIcon role="alert" title={t('hotelVisa.desk.failed')} description={failure} /> : null}
      <BookingHistoryTable history={reservation.history} />
    </Space>
  );
}
