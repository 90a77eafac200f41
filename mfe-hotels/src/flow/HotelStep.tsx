import { Button, Card, Col, Empty, Result, Row, Skeleton, Space, Table, Tag, Typography } from 'antd';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { HotelInfo, HotelRate } from '@portal/contracts';
import { FailureResult, PageLoading, useUserFormat } from '@portal/ui';
import { useHotelRatesQuery, useRecheckRateMutation, type HotelRecheckResponse } from '../api';
import { PaymentModel, PolicyView, RateComments, RefundableTag, Stars } from '../shared/hotel-bits';
import { placeOf } from '../shared/occupancy';
import { useFlow } from './flow-state';
import { RecheckNotice } from './RecheckNotice';
import { stepPath } from './steps';

function HotelHeader({ hotel }: { hotel: HotelInfo }) {
  const { t } = useTranslation();
  const { language } = useUserFormat();
  return (
    <Card size="small" data-testid="hotel-details">
      <Space orientation="vertical" size="small" style={{ width: '100%' }}>
        <div>
          <Stars count={hotel.stars} />
          <Typography.Title level={3} style={{ margin: '4px 0' }}>
            {hotel.name}
          </Typography.Title>
          <Typography.Text type="secondary">{placeOf(hotel, hotel.country)}</Typography.Text>
        </div>
        <div style={{ display: 'flex', gap: 8, overflowX: 'auto' }}>
          {hotel.images.map((image, index) => (
            <img
              key={image}
              src={image}
              alt={t('hotel.photo', { n: index + 1, name: hotel.name })}
              loading="lazy"
              style={{ height: 160, borderRadius: 8, objectFit: 'cover', background: '#e8edf5' }}
            />
          ))}
        </div>
        <Row gutter={24}>
          <Col xs={24} md={14}>
            <Typography.Title level={5}>{t('hotel.description')}</Typography.Title>
            <Typography.Paragraph data-testid="hotel-description">{hotel.description[language]}</Typography.Paragraph>
            <Space wrap>
              <Tag>{t('hotel.checkInFrom', { time: hotel.checkInFrom })}</Tag>
              <Tag>{t('hotel.checkOutUntil', { time: hotel.checkOutUntil })}</Tag>
            </Space>
          </Col>
          <Col xs={24} md={10}>
            <Typography.Title level={5}>{t('hotel.facilities')}</Typography.Title>
            <Space size={[4, 4]} wrap data-testid="hotel-facilities">
              {hotel.facilities.map((facility) => (
                <Tag key={facility}>{t(`facilities.${facility}`)}</Tag>
              ))}
            </Space>
          </Col>
        </Row>
      </Space>
    </Card>
  );
}

/** `hotel`: the hotel and every rate for the stay; choosing one re-checks it with the supplier. */
export function HotelStep() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const format = useUserFormat();
  const [flow, updateFlow] = useFlow();
  const { searchId, hotelId } = flow;
  const { data, error, isLoading, refetch } = useHotelRatesQuery(searchId && hotelId ? { searchId, hotelId } : skipToken, { refetchOnMountOrArgChange: true });
  const [recheck, rechecking] = useRecheckRateMutation();
  const [checkingRate, setCheckingRate] = useState<string | null>(null);
  const [answer, setAnswer] = useState<HotelRecheckResponse | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const back = <Button onClick={() => navigate(stepPath('results'))}>{t('hotel.back')}</Button>;
  if (!searchId || !hotelId) return <Result status="info" title={t('hotel.noSearch')} extra={<Button onClick={() => navigate(stepPath('search'))}>{t('results.modify')}</Button>} />;
  if (isLoading) return <Skeleton active paragraph={{ rows: 10 }} />;
  if (error || !data) return <FailureResult error={error} onRetry={() => void refetch()} extra={back} />;

  const proceed = (rate: HotelRate) => {
    const { name, stars, address, cityName, country } = data.hotel;
    updateFlow({ rate, hotel: { name, stars, address, cityName, country }, idempotencyKey: undefined, issues: undefined });
    navigate(stepPath('guests'));
  };
  const choose = async (rate: HotelRate) => {
    setAnswer(null);
    setFailure(null);
    setCheckingRate(rate.rateId);
    try {
      const rechecked = await recheck(rate.rateId).unwrap();
      if (rechecked.priceChanged) setAnswer(rechecked);
      else proceed(rechecked.rate);
    } catch (refused) {
      setFailure(refused);
    }
  };
  const refreshSearch = () => {
    updateFlow({ searchId: undefined, hotelId: undefined, rate: undefined });
    navigate(stepPath('results'));
  };

  const money = (minor: number) => format.money(minor, data.currency);
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      {back}
      <HotelHeader hotel={data.hotel} />
      {rechecking.isLoading ? <PageLoading label={t('recheck.checking')} /> : null}
      <RecheckNotice
        answer={answer}
        error={failure}
        onAccept={() => answer && proceed(answer.rate)}
        onRefresh={refreshSearch}
        onOther={() => {
          setAnswer(null);
          setFailure(null);
        }}
      />
      <Table<HotelRate>
        title={() => <strong>{t('hotel.rates')}</strong>}
        data-testid="hotel-rates"
        rowKey="rateId"
        size="middle"
        pagination={false}
        scroll={{ x: 900 }}
        dataSource={data.rates}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('hotel.noRates')} /> }}
        onRow={(rate) => ({ 'data-testid': 'rate-row', 'data-refundable': String(rate.refundable), 'data-board': rate.board, 'data-payment': rate.payment }) as React.HTMLAttributes<HTMLElement>}
        columns={[
          {
            key: 'room',
            title: t('hotel.roomAndBoard'),
            render: (_value, rate) => (
              <Space orientation="vertical" size={2}>
                <strong>{t(`common:roomTypes.${rate.roomType}`)}</strong>
                <span>
                  <Tag>{t(`common:boards.${rate.board}`)}</Tag>
                  <RefundableTag refundable={rate.refundable} />
                </span>
              </Space>
            ),
          },
          {
            key: 'policy',
            title: t('hotel.policy'),
            render: (_value, rate) => (
              <Space orientation="vertical" size={4}>
                <PolicyView policy={rate.cancellation} currency={rate.currency} />
                <PaymentModel paymentDeadline={rate.paymentDeadline} />
                {rate.comments.length > 0 ? (
                  <details>
                    <summary>{t('hotel.commentsCount', { count: rate.comments.length })}</summary>
                    <RateComments comments={rate.comments} />
                  </details>
                ) : null}
              </Space>
            ),
          },
          {
            key: 'price',
            title: t('hotel.price'),
            align: 'right',
            width: 170,
            render: (_value, rate) => (
              <Space orientation="vertical" size={2} style={{ alignItems: 'flex-end' }}>
                <strong style={{ fontSize: 18 }} data-testid="rate-price">
                  {money(rate.salePrice)}
                </strong>
                <Typography.Text type="secondary">{t('search.nights', { count: data.nights })}</Typography.Text>
                <Typography.Text type="secondary">{t('results.perNight', { amount: money(rate.salePerNight) })}</Typography.Text>
              </Space>
            ),
          },
          {
            key: 'choose',
            render: (_value, rate) => (
              <Button type="primary" loading={checkingRate === rate.rateId && rechecking.isLoading} disabled={rechecking.isLoading} onClick={() => void choose(rate)} data-testid="choose-rate">
                {t('hotel.choose')}
              </Button>
            ),
          },
        ]}
      />
    </Space>
  );
}
