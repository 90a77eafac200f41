import { Alert, Button, Input, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serviceErrorOf } from '@portal/ui';
import { useLanguage } from '../language/use-language';
import { useCreateApiKeyMutation } from './docs-api';
import { operationsByTag, schemaRows, summaryOf, type ListedOperation, type OpenApi, type SchemaRow } from './openapi';
import { tryOperation, type TryAnswer } from './try-call';
import './docs.css';

interface ReferenceProps {
  document: OpenApi;
  canCreateKeys: boolean;
  serverBaseUrl: string;
}

function SchemaTable({ rows }: { rows: SchemaRow[] }) {
  const { t } = useTranslation();
  return (
    <Table<SchemaRow>
      size="small"
      pagination={false}
      rowKey="field"
      dataSource={rows}
      columns={[
        { title: t('developers.field'), dataIndex: 'field', render: (field: string) => <code>{field}</code> },
        { title: t('developers.type'), dataIndex: 'type' },
        { title: t('developers.required'), dataIndex: 'required', render: (required: boolean) => (required ? t('developers.yes') : '') },
        { title: t('developers.rules'), dataIndex: 'rules' },
      ]}
    />
  );
}

function TryItForm({ listed, serverBaseUrl, sandboxKey }: { listed: ListedOperation; serverBaseUrl: string; sandboxKey: string | undefined }) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Record<string, string>>({});
  const [body, setBody] = useState('{}');
  const [answer, setAnswer] = useState<TryAnswer>();
  const [sending, setSending] = useState(false);
  if (!sandboxKey) return <Typography.Paragraph type="secondary">{t('developers.tryIt.needKey')}</Typography.Paragraph>;
  const send = async () => {
    setSending(true);
    setAnswer(await tryOperation(serverBaseUrl, listed, sandboxKey, { values, body }));
    setSending(false);
  };
  return (
    <div className="try-it">
      {(listed.operation.parameters ?? []).map((parameter) => (
        <Input
          key={parameter.name}
          addonBefore={parameter.name}
          value={values[parameter.name] ?? ''}
          onChange={(event) => setValues({ ...values, [parameter.name]: event.target.value })}
          style={{ marginBottom: 8 }}
        />
      ))}
      {listed.operation.requestBody ? (
        <Input.TextArea aria-label={t('developers.tryIt.body')} rows={8} value={body} onChange={(event) => setBody(event.target.value)} style={{ marginBottom: 8, fontFamily: 'monospace' }} />
      ) : null}
      <Button type="primary" loading={sending} onClick={() => void send()}>
        {t('developers.tryIt.send')}
      </Button>
      {answer?.kind === 'invalid_json' ? <Alert type="error" showIcon message={t('developers.tryIt.invalidJson')} style={{ marginTop: 8 }} /> : null}
      {answer?.kind === 'network' ? <Alert type="error" showIcon message={t('developers.tryIt.networkError')} style={{ marginTop: 8 }} /> : null}
      {answer && 'status' in answer ? (
        <div role="status">
          <h4>{t('developers.tryIt.status', { status: answer.status })}</h4>
          {answer.kind === 'pdf' ? <p>{t('developers.tryIt.pdfAnswer', { bytes: answer.bytes })}</p> : <pre className="answer">{answer.text}</pre>}
        </div>
      ) : null}
    </div>
  );
}

function OperationDetails({ listed, document, serverBaseUrl, sandboxKey }: { listed: ListedOperation; document: OpenApi; serverBaseUrl: string; sandboxKey: string | undefined }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { method, path, operation } = listed;
  const components = document.components.schemas;
  const parameters = operation.parameters ?? [];
  const bodySchema = operation.requestBody?.content['application/json']?.schema;
  const success = Object.entries(operation.responses).find(([status]) => status.startsWith('2'));
  const successSchema = success?.[1].content?.['application/json']?.schema;
  const errors = Object.keys(operation.responses).filter((status) => !status.startsWith('2'));
  // An operation's tables are drawn once it is opened: forty operations' tables at once made the page slow to show.
  const [opened, setOpened] = useState(false);
  return (
    <details className="operation" id={operation.operationId} onToggle={(event) => setOpened(opened || event.currentTarget.open)}>
      <summary>
        <span className={`method method-${method}`}>{method.toUpperCase()}</span>
        <code>{path}</code>
        <span>{summaryOf(operation, language)}</span>
      </summary>
      {opened ? (
        <div className="operation-body">
          {parameters.some((parameter) => parameter.name === 'Idempotency-Key') ? <Alert type="info" showIcon message={t('developers.idempotent')} /> : null}
          {parameters.length > 0 ? (
            <>
              <h4>{t('developers.parameters')}</h4>
              <Table
                size="small"
                pagination={false}
                rowKey={(parameter) => `${parameter.in}:${parameter.name}`}
                dataSource={parameters}
                columns={[
                  { title: t('developers.field'), dataIndex: 'name', render: (name: string) => <code>{name}</code> },
                  { title: t('developers.in'), dataIndex: 'in' },
                  { title: t('developers.type'), key: 'type', render: (_, parameter) => schemaRowsType(parameter.schema) },
                  { title: t('developers.required'), dataIndex: 'required', render: (required?: boolean) => (required ? t('developers.yes') : '') },
                ]}
              />
            </>
          ) : null}
          {bodySchema ? (
            <>
              <h4>{t('developers.requestBody')}</h4>
              <SchemaTable rows={schemaRows(bodySchema, components)} />
            </>
          ) : null}
          <h4>
            {t('developers.response')} {success?.[0]}
          </h4>
          {successSchema ? <SchemaTable rows={schemaRows(successSchema, components)} /> : <p>{t('developers.pdf')}</p>}
          <h4>{t('developers.errors')}</h4>
          <p>
            {errors.map((status) => (
              <Tag key={status} title={document.components.responses[`Error${status}`]?.description}>
                {status}
              </Tag>
            ))}
          </p>
          <h4>{t('developers.tryIt.open')}</h4>
          <TryItForm listed={listed} serverBaseUrl={serverBaseUrl} sandboxKey={sandboxKey} />
        </div>
      ) : null}
    </details>
  );
}

/** A parameter's type in one word (its rules show in the request's own validation messages). */
function schemaRowsType(schema: { type?: string | string[]; enum?: unknown[] } | undefined): string {
  if (schema?.enum) return schema.enum.map((value) => JSON.stringify(value)).join(' | ');
  return Array.isArray(schema?.type) ? schema.type.join(' | ') : (schema?.type ?? 'string');
}

function SandboxKey({ canCreateKeys, sandboxKey, onCreated }: { canCreateKeys: boolean; sandboxKey: string | undefined; onCreated(key: string): void }) {
  const { t } = useTranslation();
  const [createKey, { isLoading, error }] = useCreateApiKeyMutation();
  if (!canCreateKeys) return <p>{t('developers.tryIt.agentOnly')}</p>;
  const create = async () => {
    const created = await createKey({ name: t('developers.tryIt.keyName'), mode: 'sandbox' })
      .unwrap()
      .catch(() => undefined);
    if (created) onCreated(created.key);
  };
  return (
    <>
      <p>{t('developers.tryIt.intro')}</p>
      {sandboxKey ? (
        <>
          <p>{t('developers.tryIt.created')}</p>
          <Typography.Paragraph copyable code>
            {sandboxKey}
          </Typography.Paragraph>
        </>
      ) : (
        <Button type="primary" loading={isLoading} onClick={() => void create()}>
          {t('developers.tryIt.create')}
        </Button>
      )}
      {error ? <Alert type="error" showIcon style={{ marginTop: 8 }} message={t('developers.tryIt.createFailed', { message: serviceErrorOf(error)?.message ?? '' })} /> : null}
    </>
  );
}

/** The signed-in reference: every operation with its parameters, request and response schemas, errors and a try-out with a sandbox key. */
export default function FullReference({ document, canCreateKeys, serverBaseUrl }: ReferenceProps) {
  const { t } = useTranslation();
  const [sandboxKey, setSandboxKey] = useState<string>();
  return (
    <div className="stack">
      <section className="card">
        <h2>{t('developers.tryIt.title')}</h2>
        <SandboxKey canCreateKeys={canCreateKeys} sandboxKey={sandboxKey} onCreated={setSandboxKey} />
      </section>
      {operationsByTag(document).map(({ tag, description, operations }) => (
        <section key={tag} className="card">
          <h2>{t(`developers.tags.${tag}`, { defaultValue: tag })}</h2>
          {description ? <p>{description}</p> : null}
          {operations.map((listed) => (
            <OperationDetails key={listed.operation.operationId} listed={listed} document={document} serverBaseUrl={serverBaseUrl} sandboxKey={sandboxKey} />
          ))}
        </section>
      ))}
    </div>
  );
}
