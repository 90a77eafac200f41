import { Alert, App, Button, Card, Col, Empty, Input, Modal, Row, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { VISA_LIMITS, VISA_REFUNDABLE, type VisaDeskRequestView, type VisaDocumentKind, type VisaRequestStatus } from '@portal/contracts';
import { BookingHistoryTable, errorText, LoadFailure, PageLoading, reasonText, usePageTitleParams, useUserFormat } from '@portal/ui';
import { useChangeVisaStatusMutation, usePostVisaDeskMessageMutation, useVisaDeskRequestQuery } from './api';
import { MessagesThread } from './bits';
import { missingIssues, movesFrom, type MissingRow } from './desk-moves';
import { ParticipantsCard, RequestFacts } from './SummaryPage';

/** One move of the desk, confirmed in a dialog: the documents asked again for `missing_documents`, the refund said for `rejected`, a note to the agency. */
function MoveDialog({ request, to, onClose }: { request: VisaDeskRequestView; to: VisaRequestStatus; onClose(): void }) {
  const { t } = useTranslation();
  const format = useUserFormat();
  const { message } = App.useApp();
  const [change, state] = useChangeVisaStatusMutation();
  const [note, setNote] = useState('');
  const [missing, setMissing] = useState<MissingRow[]>([{ participant: 0, reason: '' }]);
  const [issue, setIssue] = useState<string | null>(null);
  const status = t(`common:visaStatuses.${to}`);
  const kinds = request.requirement.documents;
  const confirm = async () => {
    const problem = to === 'missing_documents' ? missingIssues(missing) : null;
    if (problem) {
      setIssue(reasonText(t, problem));
      return;
    }
    try {
      await change({
        id: request.id,
        change: {
          to,
          ...(to === 'missing_documents' ? { missing: missing.map((row) => ({ participant: row.participant, kind: row.kind as VisaDocumentKind, reason: row.reason.trim() })) } : {}),
          ...(note.trim() ? { note: note.trim() } : {}),
        },
      }).unwrap();
      message.success(t('deskView.moved', { reference: request.reference, status }));
      onClose();
    } catch (failure) {
      setIssue(errorText(t, failure));
    }
  };
  return (
    <Modal
      open
      title={t('deskView.confirmMove', { reference: request.reference, status })}
      okText={t('deskView.confirm')}
      cancelText={t('deskView.cancel')}
      okButtonProps={{ danger: to === 'rejected' || to === 'denied', loading: state.isLoading, 'data-testid': 'confirm-move' }}
      onOk={() => void confirm()}
      onCancel={onClose}
      width={720}
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        {to === 'rejected' && VISA_REFUNDABLE.includes(request.visaStatus) ? (
          <Alert type="warning" showIcon title={t('deskView.rejectRefund', { amount: format.money(request.salePrice - request.refunded, request.currency) })} />
        ) : null}
        {to === 'missing_documents' ? (
          <Card size="small" title={t('deskView.missing')}>
            {missing.map((row, index) => (
              <Row key={index} gutter={8} style={{ marginBottom: 8 }}>
                <Col span={7}>
                  <Select<number>
                    aria-label={t('deskView.participant')}
                    style={{ width: '100%' }}
                    value={row.participant}
                    onChange={(participant) => setMissing(missing.map((item, position) => (position === index ? { ...item, participant } : item)))}
                    options={request.participants.map((participant, position) => ({ value: position, label: `${participant.firstName} ${participant.lastName}` }))}
                    data-testid={`missing-participant-${index}`}
                  />
                </Col>
                <Col span={7}>
                  <Select<VisaDocumentKind>
                    aria-label={t('deskView.document')}
                    placeholder={t('deskView.document')}
                    style={{ width: '100%' }}
                    value={row.kind}
                    onChange={(kind) => setMissing(missing.map((item, position) => (position === index ? { ...item, kind } : item)))}
                    options={kinds.map((kind) => ({ value: kind, label: t(`common:visaDocumentKinds.${kind}.label`) }))}
                    data-testid={`missing-document-${index}`}
                  />
                </Col>
                <Col span={10}>
                  <Input
                    aria-label={t('deskView.reason')}
                    placeholder={t('deskView.reason')}
                    value={row.reason}
                    maxLength={VISA_LIMITS.messageMax}
                    onChange={(event) => setMissing(missing.map((item, position) => (position === index ? { ...item, reason: event.target.value } : item)))}
                    data-testid={`missing-reason-${index}`}
                  />
                </Col>
              </Row>
            ))}
            <Button size="small" onClick={() => setMissing([...missing, { participant: 0, reason: '' }])}>
              {t('deskView.addMissing')}
            </Button>
          </Card>
        ) : null}
        <Input.TextArea aria-label={t('deskView.note')} placeholder={t('deskView.note')} value={note} maxLength={VISA_LIMITS.messageMax} rows={2} onChange={(event) => setNote(event.target.value)} />
        {issue ? (
          <Typography.Text type="danger" role="alert">
            {issue}
          </Typography.Text>
        ) : null}
      </Space>
    </Modal>
  );
}

/** `visa/desk/:id`: a request with its participants, documents (downloads logged) and thread; only the moves the status allows. */
export function DeskRequestPage() {
  const { t } = useTranslation();
  const id = useParams().id ?? '';
  const { data: request, error, isLoading, refetch } = useVisaDeskRequestQuery(id, { skip: !id, refetchOnMountOrArgChange: true });
  const [post, posting] = usePostVisaDeskMessageMutation();
  const [move, setMove] = useState<VisaRequestStatus | null>(null);
  usePageTitleParams(request ? { id: request.reference } : undefined);
  const toQueue = <Link to="/visa/desk">{t('desk.title')}</Link>;
  if (!id) return <Empty>{toQueue}</Empty>;
  if (isLoading) return <PageLoading />;
  if (error || !request) return <LoadFailure error={error} onRetry={() => void refetch()} extra={toQueue} />;
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Space style={{ width: '100%', justifyContent: 'space-between' }} wrap>
        {toQueue}
        <Space wrap data-testid="desk-moves">
          {movesFrom(request.visaStatus).map((to) => (
            <Button
              key={to}
              danger={to === 'rejected' || to === 'denied'}
              type={to === 'accepted' || to === 'embassy_processing' ? 'primary' : 'default'}
              onClick={() => setMove(to)}
              data-testid={`move-${to}`}
            >
              {t(`deskView.moves.${to}`)}
            </Button>
          ))}
        </Space>
      </Space>
      <RequestFacts request={request} agencyName={request.agencyName} />
      <ParticipantsCard request={request} side="operator" />
      <MessagesThread messages={request.messages} showHelpPhone={false} sending={posting.isLoading} send={(body) => post({ id: request.id, body }).unwrap()} />
      <BookingHistoryTable history={request.history} />
      {move ? <MoveDialog request={request} to={move} onClose={() => setMove(null)} /> : null}
    </Space>
  );
}
