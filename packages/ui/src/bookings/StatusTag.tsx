import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BookingStatus, VisaRequestStatus } from '@portal/contracts';
import { FAMILY_COLOURS, statusFamily, statusLabelKey, type StatusOf } from './status';

export type StatusTagProps = { status: BookingStatus; kind?: 'booking' } | { status: VisaRequestStatus; kind: 'visa' };

/** A booking (or visa request) status: its label from `@portal/i18n`, its colour by family. */
export function StatusTag(props: StatusTagProps) {
  const { t } = useTranslation();
  const of: StatusOf = props.kind === 'visa' ? { kind: 'visa', status: props.status } : { kind: 'booking', status: props.status };
  return <Tag color={FAMILY_COLOURS[statusFamily(of)]}>{t(statusLabelKey(of))}</Tag>;
}
