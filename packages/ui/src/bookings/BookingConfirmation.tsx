import { Button, Result, Space, type ResultProps } from 'antd';
import { Fragment, type ReactNode } from 'react';
import type { BookingStatus } from '@portal/contracts';
import { StatusTag } from './StatusTag';

export interface BookingConfirmationProps {
  'data-testid': string;
  status: BookingStatus;
  /** Statuses that still wait for something (payment, the supplier): shown as information, not a warning. */
  waiting: readonly BookingStatus[];
  title: string;
  /** The reference in words (`Booking reference HT…`). */
  referenceText: string;
  /** A line under the reference (the hotel's confirmation number). */
  note?: ReactNode;
  voucher: ReactNode;
  summaryLabel: string;
  onSummary(): void;
  anotherLabel: string;
  onAnother(): void;
  children?: ReactNode;
}

/** The last step of a booking wizard: reference and status, the voucher, the summary and a new search, then the product's details. */
export function BookingConfirmation(props: BookingConfirmationProps) {
  const { status, waiting, note } = props;
  const resultStatus: ResultProps['status'] = status === 'confirmed' ? 'success' : waiting.includes(status) ? 'info' : 'warning';
  const reference = (
    <Space wrap>
      <span data-testid="booking-reference">{props.referenceText}</span>
      <span data-testid="booking-status">
        <StatusTag status={status} />
      </span>
    </Space>
  );
  return (
    <Result
      data-testid={props['data-testid']}
      status={resultStatus}
      title={props.title}
      subTitle={
        note ? (
          <Space orientation="vertical" size={4}>
            {reference}
            {note}
          </Space>
        ) : (
          reference
        )
      }
      extra={[
        <Fragment key="voucher">{props.voucher}</Fragment>,
        <Button type="primary" key="summary" onClick={props.onSummary} data-testid="open-summary">
          {props.summaryLabel}
        </Button>,
        <Button key="another" onClick={props.onAnother}>
          {props.anotherLabel}
        </Button>,
      ]}
    >
      {props.children}
    </Result>
  );
}
