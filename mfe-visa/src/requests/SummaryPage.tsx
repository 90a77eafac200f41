import { Alert, App, Button, Card, Descriptions, Space, Table, Tag, Typography, Upload, type TableColumnsType } from 'antd';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { canMoveVisa, datePatternOf, VISA_FINAL, VISA_LIMITS, visaUploadIssue, type VisaDocument, type VisaParticipant, type VisaRequestView } from '@portal/contracts';
import { BookingHistoryTable, BookingSummaryFrame, dateText, errorText, StatusTag, usePageTitleParams, useHostProps, useUserFormat } from '@portal/ui';
import { documentUrl, usePostVisaMessageMutation, useReuploadVisaDocumentMutation, useVisaRequestQuery } from './api';
import { countryName, megabytes, MessagesThread, VisaStatusTag } from './bits';
import { CancelVisaAction } from './CancelVisaAction';

/** A missing document sent again from the summary (checked by name and the room left before sending). */
function ReuploadButton({ request, participant, document }: { request: VisaRequestView; participant: number; document: VisaDocument }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [reupload, state] = useReuploadVisaDocumentMutation();
  return (
    <Upload
      showUploadList={false}
      accept=".jpg,.jpeg,.png,.pdf"
      beforeUpload={(file) => {
        const issue = visaUploadIssue(file, VISA_LIMITS.uploadTotalBytes - request.uploadBytesLeft - document.size);
        if (issue) {
          message.error(issue === 'invalid_file_type' ? t('wizard.coordinates.invalidTypes') : t(`common:validation.${issue}`));
          return Upload.LIST_IGNORE;
        }
        reupload({ id: request.id, participant, kind: document.kind, file })
          .unwrap()
          .then(() => message.success(t('details.reuploaded')))
          .catch((failure: unknown) => message.error(errorText(t, failure)));
        return false;
      }}
    >
      <Button size="small" type="primary" loading={state.isLoading} data-testid={`reupload-${participant}-${document.kind}`}>
        {t('details.reupload')}
      </Button>
    </Upload>
  );
}

/** Each traveller with the state of every document (spec: participants with the state of each document). */
export function ParticipantsCard({ request, side }: { request: VisaRequestView; side: 'agency' | 'operator' }) {
  const { t } = useTranslation();
  const format = useUserFormat();
  const { serviceBaseUrl } = useHostProps();
  const pattern = datePatternOf(format.dateTimeFormat);
  const columns = (index: number): TableColumnsType<VisaDocument> => [
    { key: 'kind', title: t('wizard.coordinates.documents'), render: (_, document) => t(`common:visaDocumentKinds.${document.kind}.label`) },
    {
      key: 'state',
      title: t('list.status'),
      render: (_, document) => (
        <Space orientation="vertical" size={0}>
          <Tag color={document.state === 'missing' ? 'warning' : document.state === 'accepted' ? 'success' : 'processing'} data-testid={`document-state-${index}-${document.kind}`}>
            {t(`details.documentState.${document.state}`)}
          </Tag>
          {document.state === 'missing' && document.missingReason ? <Typography.Text type="warning">{t('details.missingReason', { reason: document.missingReason })}</Typography.Text> : null}
        </Space>
      ),
    },
    {
      key: 'file',
      title: t('details.download'),
      render: (_, document) => (
        <a href={documentUrl(serviceBaseUrl, side, request.id, document.id)} target="_blank" rel="noreferrer" data-testid={`download-${index}-${document.kind}`}>
          {`${document.fileName} (${megabytes(document.size)})`}
        </a>
      ),
    },
    ...(side === 'operator'
      ? [
          {
            key: 'downloads',
            title: t('details.downloads'),
            render: (_: unknown, document: VisaDocument) =>
              document.downloads.length === 0
                ? t('details.noDownloads')
                : document.downloads.map((download) => (
                    <div key={download.at}>{t('details.downloadBy', { name: download.userName, side: t(`details.sides.${download.side}`), date: format.dateTime(download.at) })}</div>
                  )),
          },
        ]
      : [
          {
            key: 'action',
            title: '',
            render: (_: unknown, document: VisaDocument) => (document.state === 'missing' ? <ReuploadButton request={request} participant={index} document={document} /> : null),
          },
        ]),
  ];
  return (
    <Card size="small" title={t('details.participants')}>
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        {request.participants.map((participant: VisaParticipant, index) => (
          <div key={index} data-testid={`participant-summary-${index}`}>
            <Typography.Text strong>{`${t(`common:visaCivilities.${participant.civility}`)} ${participant.firstName} ${participant.lastName}`}</Typography.Text>
            <div>
              <Typography.Text type="secondary">
                {t('details.born', { date: dateText(participant.dateOfBirth, pattern), place: participant.placeOfBirth })} ·{' '}
                {t('details.passport', { number: participant.passportNumber, from: dateText(participant.passportIssuedAt, pattern), to: dateText(participant.passportExpiresAt, pattern) })} ·{' '}
                {participant.email} · {participant.residenceAddress}
              </Typography.Text>
            </div>
            <Table<VisaDocument> rowKey="id" size="small" pagination={false} dataSource={participant.documents} columns={columns(index)} />
          </div>
        ))}
      </Space>
    </Card>
  );
}

/** The request's own facts (spec §3's summary: file reference, travel date, request status, total including tax). */
export function RequestFacts({ request, agencyName }: { request: VisaRequestView; agencyName?: string }) {
  const { t } = useTranslation();
  const format = useUserFormat();
  const pattern = datePatternOf(format.dateTimeFormat);
  const money = (minor: number) => format.money(minor, request.currency);
  return (
    <Descriptions bordered size="small" column={{ xs: 1, md: 3 }}>
      <Descriptions.Item label={t('details.reference')}>
        <span data-testid="visa-summary-reference">{request.reference}</span>
      </Descriptions.Item>
      <Descriptions.Item label={t('details.travelDate')}>{dateText(request.travelDate, pattern)}</Descriptions.Item>
      <Descriptions.Item label={t('details.visaStatus')}>
        <Space size={4}>
          <VisaStatusTag status={request.visaStatus} />
          {request.status !== 'confirmed' ? <StatusTag status={request.status} /> : null}
        </Space>
      </Descriptions.Item>
      <Descriptions.Item label={t('details.total')}>
        <strong data-testid="visa-summary-total">{money(request.totalIncludingTax)}</strong> ({t('details.tax')} {money(request.taxTotal)})
      </Descriptions.Item>
      <Descriptions.Item label={t('details.returnDate')}>{dateText(request.returnDate, pattern)}</Descriptions.Item>
      <Descriptions.Item label={t('details.destination')}>{`${countryName(request.destination, format.language)} · ${t(`common:visaTypes.${request.visaType}`)}`}</Descriptions.Item>
      <Descriptions.Item label={t('details.nationality')}>{countryName(request.nationality, format.language)}</Descriptions.Item>
      <Descriptions.Item label={t('details.travelDocument')}>{t(`common:travelDocumentTypes.${request.travelDocument}`)}</Descriptions.Item>
      <Descriptions.Item label={t('details.people')}>{request.people}</Descriptions.Item>
      <Descriptions.Item label={t('details.payment')}>{t(`details.payments.${request.payment}`)}</Descriptions.Item>
      <Descriptions.Item label={t('details.agent')}>{request.agentName}</Descriptions.Item>
      {agencyName ? <Descriptions.Item label={t('details.agency')}>{agencyName}</Descriptions.Item> : null}
      <Descriptions.Item label={t('details.bookedAt')}>{format.dateTime(request.createdAt)}</Descriptions.Item>
      <Descriptions.Item label={t('common:bookings.summary.refunded')}>{money(request.refunded)}</Descriptions.Item>
      <Descriptions.Item label={t('wizard.steps.conditions')} span={3}>
        {t('details.clauses', { name: request.clausesAccepted.userName, date: format.dateTime(request.clausesAccepted.at) })}
      </Descriptions.Item>
    </Descriptions>
  );
}

/** The request, read afresh each time its summary opens (the desk may have moved it meanwhile). */
const useFreshVisaRequest = (id: string, options: { skip: boolean }) => useVisaRequestQuery(id, { ...options, refetchOnMountOrArgChange: true });

/** `summary/:id`: the agency's request, its documents (a missing one uploaded again), history, thread and cancel, in the kit's summary frame. */
export function SummaryPage() {
  const { t } = useTranslation();
  const id = useParams().id ?? '';
  const { data: request } = useVisaRequestQuery(id, { skip: !id });
  const [post, posting] = usePostVisaMessageMutation();
  usePageTitleParams(request ? { id: request.reference } : undefined);
  return (
    <BookingSummaryFrame<VisaRequestView>
      id={id}
      useBooking={useFreshVisaRequest}
      listPath="/bookings/visa"
      actions={(request) => (canMoveVisa(request.visaStatus, 'cancelled') ? <CancelVisaAction request={request} /> : null)}
    >
      {(request) => (
        <>
          {request.cancellation.reason && !request.cancellation.allowed && !VISA_FINAL.includes(request.visaStatus) ? <Alert type="info" showIcon title={t('details.cannotCancel')} /> : null}
          <RequestFacts request={request} />
          <ParticipantsCard request={request} side="agency" />
          <MessagesThread messages={request.messages} showHelpPhone={request.showHelpPhone} sending={posting.isLoading} send={(body) => post({ id: request.id, body }).unwrap()} />
          <BookingHistoryTable history={request.history} />
        </>
      )}
    </BookingSummaryFrame>
  );
}
