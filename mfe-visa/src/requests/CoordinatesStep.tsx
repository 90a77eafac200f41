import { Alert, Button, Card, Col, Form, Input, Row, Select, Space, Typography, Upload, type UploadProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addMonths, datePatternOf, VISA_CIVILITIES, VISA_LIMITS, visaUploadIssue, type VisaDocumentKind, type VisaUpload } from '@portal/contracts';
import { DateField, dateText, reasonText, useHostProps, useUserFormat } from '@portal/ui';
import { uploadUrl, useDeleteVisaUploadMutation } from './api';
import { megabytes } from './bits';
import { uploadedBytes, type ParticipantValues, type StepIssues, type UploadedDocument } from './wizard';

/** The service's JSON answer; null when it is not JSON (a proxy's page). */
function answerOf(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

const ACCEPT = VISA_LIMITS.uploadExtensions.map((extension) => `.${extension}`).join(',');

interface DocumentUploadProps {
  kind: VisaDocumentKind;
  testId: string;
  value?: UploadedDocument;
  bytesAlready: number;
  issue?: string;
  onUploaded(document: UploadedDocument | undefined): void;
}

/** One required document: sent to the service as soon as it is picked (its progress shown), checked by name and the 20 MB in all before. */
function DocumentUpload({ kind, testId, value, bytesAlready, issue, onUploaded }: DocumentUploadProps) {
  const { t } = useTranslation();
  const { serviceBaseUrl } = useHostProps();
  const [progress, setProgress] = useState<{ name: string; percent: number } | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [deleteUpload] = useDeleteVisaUploadMutation();
  const remove = () => {
    // The service would drop it after a day anyway: a failure here changes nothing for the agent.
    if (value) void deleteUpload(value.uploadId);
    onUploaded(undefined);
  };
  const props: UploadProps = {
    accept: ACCEPT,
    // The browser's own request (for its progress) with no extra header, so the gateway's CORS needs no preflight exception.
    customRequest: ({ file, onProgress, onSuccess, onError }) => {
      const xhr = new XMLHttpRequest();
      const body = new FormData();
      body.append('file', file);
      xhr.open('POST', uploadUrl(serviceBaseUrl));
      xhr.withCredentials = true;
      xhr.upload.onprogress = (event) => onProgress?.({ percent: event.total ? (event.loaded / event.total) * 100 : 0 });
      xhr.onload = () => {
        const answer = answerOf(xhr.responseText);
        if (xhr.status >= 200 && xhr.status < 300) onSuccess?.(answer);
        else onError?.(Object.assign(new Error(String(xhr.status)), { status: xhr.status }), answer);
      };
      xhr.onerror = () => onError?.(new Error('network'));
      xhr.send(body);
    },
    showUploadList: false,
    beforeUpload: (file) => {
      const problem = visaUploadIssue(file, bytesAlready);
      if (problem) {
        setRefusal(problem === 'invalid_file_type' ? t('wizard.coordinates.invalidTypes') : reasonText(t, problem));
        return Upload.LIST_IGNORE;
      }
      setRefusal(null);
      return true;
    },
    onChange: ({ file }) => {
      if (file.status === 'uploading') setProgress({ name: file.name, percent: Math.round(file.percent ?? 0) });
      if (file.status === 'done') {
        setProgress(null);
        const upload = (file.response as { upload: VisaUpload }).upload;
        onUploaded({ uploadId: upload.id, fileName: upload.fileName, size: upload.size });
      }
      if (file.status === 'error') {
        setProgress(null);
        const code = (file.response as { error?: { code?: string } } | undefined)?.error?.code;
        setRefusal(code === 'invalid_file_type' ? t('wizard.coordinates.invalidTypes') : code ? reasonText(t, code) : t('wizard.coordinates.uploadFailed'));
      }
    },
  };
  return (
    <div data-testid={testId} style={{ marginBottom: 8 }}>
      <Space wrap>
        <Typography.Text strong>{t(`common:visaDocumentKinds.${kind}.label`)}</Typography.Text>
        <Typography.Text type="secondary">{t(`common:visaDocumentKinds.${kind}.hint`)}</Typography.Text>
      </Space>
      <div>
        <Space wrap>
          {value ? <Typography.Text data-testid="uploaded-file">{`${value.fileName} (${megabytes(value.size)})`}</Typography.Text> : null}
          <Upload {...props}>
            <Button size="small" loading={progress !== null}>
              {value ? t('wizard.coordinates.replace') : t('wizard.coordinates.upload')}
            </Button>
          </Upload>
          {value ? (
            <Button size="small" type="link" danger onClick={remove}>
              {t('wizard.coordinates.remove')}
            </Button>
          ) : null}
          {progress ? <Typography.Text type="secondary">{`${t('wizard.coordinates.uploading', { name: progress.name })} ${progress.percent}%`}</Typography.Text> : null}
        </Space>
      </div>
      {refusal ? <Alert type="error" showIcon title={refusal} role="alert" data-testid="upload-refusal" style={{ marginTop: 4 }} /> : null}
      {!refusal && issue ? <Typography.Text type="danger">{reasonText(t, issue)}</Typography.Text> : null}
    </div>
  );
}

export interface CoordinatesStepProps {
  participants: readonly ParticipantValues[];
  documents: readonly VisaDocumentKind[];
  returnDate?: string;
  issues: StepIssues;
  onChange(index: number, next: Partial<ParticipantValues>): void;
}

/** Spec §3's participant, one form per person, with the documents of the requirement's checklist. */
export function CoordinatesStep({ participants, documents, returnDate, issues, onChange }: CoordinatesStepProps) {
  const { t } = useTranslation();
  const format = useUserFormat();
  const used = uploadedBytes(participants);
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      {issues.uploads ? <Alert type="error" showIcon title={reasonText(t, issues.uploads)} /> : null}
      <Typography.Text type="secondary">{t('wizard.coordinates.uploadHint', { left: megabytes(VISA_LIMITS.uploadTotalBytes - used) })}</Typography.Text>
      {participants.map((participant, index) => {
        const issue = (field: string) => {
          const reason = issues[`participants.${index}.${field}`];
          return reason ? { validateStatus: 'error' as const, help: reasonText(t, reason) } : {};
        };
        const text = (field: 'firstName' | 'lastName' | 'placeOfBirth' | 'passportNumber' | 'email' | 'residenceAddress', max: number, span = 8) => (
          <Col xs={24} md={span}>
            <Form.Item label={t(`wizard.coordinates.${field}`)} required {...issue(field)}>
              <Input
                value={participant[field]}
                maxLength={max}
                onChange={(event) => onChange(index, { [field]: event.target.value })}
                aria-label={t(`wizard.coordinates.${field}`)}
                data-testid={`participant-${index}-${field}`}
              />
            </Form.Item>
          </Col>
        );
        const date = (field: 'dateOfBirth' | 'passportIssuedAt' | 'passportExpiresAt') => (
          <Col xs={24} md={8}>
            <Form.Item label={t(`wizard.coordinates.${field}`)} required {...issue(field)}>
              <DateField value={participant[field]} onChange={(day) => onChange(index, { [field]: day })} aria-label={t(`wizard.coordinates.${field}`)} data-testid={`participant-${index}-${field}`} />
            </Form.Item>
          </Col>
        );
        return (
          <Card key={index} size="small" title={t('wizard.coordinates.participant', { n: index + 1 })} data-testid={`participant-${index}`}>
            <Form layout="vertical" component="div">
              <Row gutter={16}>
                <Col xs={24} md={4}>
                  <Form.Item label={t('wizard.coordinates.civility')} required {...issue('civility')}>
                    <Select
                      value={participant.civility}
                      onChange={(civility) => onChange(index, { civility })}
                      options={VISA_CIVILITIES.map((civility) => ({ value: civility, label: t(`common:visaCivilities.${civility}`) }))}
                      aria-label={t('wizard.coordinates.civility')}
                      data-testid={`participant-${index}-civility`}
                    />
                  </Form.Item>
                </Col>
                {text('firstName', 30, 10)}
                {text('lastName', 30, 10)}
                {date('dateOfBirth')}
                {text('placeOfBirth', VISA_LIMITS.placeOfBirthMax)}
                {text('passportNumber', 12)}
                {date('passportIssuedAt')}
                {date('passportExpiresAt')}
                {text('email', 50)}
                {text('residenceAddress', VISA_LIMITS.residenceAddressMax, 24)}
              </Row>
              {returnDate ? (
                <Typography.Paragraph type="secondary">
                  {t('wizard.coordinates.validUntil', { date: dateText(addMonths(returnDate, VISA_LIMITS.passportValidityMonths), datePatternOf(format.dateTimeFormat)) })}
                </Typography.Paragraph>
              ) : null}
              <Typography.Title level={5}>{t('wizard.coordinates.documents')}</Typography.Title>
              {documents.map((kind) => (
                <DocumentUpload
                  key={kind}
                  kind={kind}
                  testId={`participant-${index}-document-${kind}`}
                  value={participant.documents[kind]}
                  bytesAlready={used - (participant.documents[kind]?.size ?? 0)}
                  issue={issues[`participants.${index}.documents.${kind}`]}
                  onUploaded={(document) => onChange(index, { documents: { ...participant.documents, [kind]: document } })}
                />
              ))}
            </Form>
          </Card>
        );
      })}
    </Space>
  );
}
