import { Alert, Button, Flex, Modal, Form, Input, Select, Spin, type UploadFile } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { TICKET_LIMITS, TICKET_SERVICES, type TicketService } from '@portal/contracts';
import { reasonText, serviceErrorOf, useDebounced, useHostProps } from '@portal/ui';
import { AttachmentsField, attachmentsItemProps, BookingContextCard, filesOf, messageFormData, useAttachmentsRule, useFormFailure } from '../tickets';
import { useOpenTicketMutation, useTicketReferenceQuery } from './api';

interface NewTicketValues {
  subject: string;
  service?: TicketService;
  reference?: string;
  message: string;
  attachments?: UploadFile[];
}

const TYPING_SETTLES_MS = 400;
const UNKNOWN_REFERENCE = 'unknown_reference';

/** The reference as typed, looked up once typing settles: the booking found, or whether it is unknown. */
function useReferenceLookup(typed: string) {
  const reference = useDebounced(typed.trim(), TYPING_SETTLES_MS);
  const lookup = useTicketReferenceQuery(reference, { skip: !reference });
  const unknown = Boolean(reference) && serviceErrorOf(lookup.error)?.status === 404 && !lookup.isFetching;
  const settling = typed.trim() !== reference || lookup.isFetching;
  return { reference, booking: reference && !lookup.isFetching ? lookup.data : undefined, unknown, settling };
}

/**
 * Opening a ticket (spec §3): subject, concerned service, an optional reference looked up live,
 * the first message (500 characters, spec §9) and files checked before sending; spec §5's messages
 * before sending, the service's field refusals on their fields. Once open, the thread shows.
 */
export function NewTicketDrawer({ open, initialReference, onClose }: { open: boolean; initialReference?: string; onClose(): void }) {
  const { t } = useTranslation();
  return (
    // A modal, not a drawer: the portal's shared antd ships Modal already (packages/ui/src/build/federation.ts).
    <Modal open={open} onCancel={onClose} title={t('newTicket.title')} width={640} footer={null} destroyOnHidden>
      {open ? <NewTicketForm initialReference={initialReference} onCancel={onClose} /> : null}
    </Modal>
  );
}

function NewTicketForm({ initialReference, onCancel }: { initialReference?: string; onCancel(): void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { notify } = useHostProps();
  const [form] = Form.useForm<NewTicketValues>();
  const fail = useFormFailure(form);
  const attachmentsRule = useAttachmentsRule();
  const [openTicket, opening] = useOpenTicketMutation();
  const [typedReference, setTypedReference] = useState(initialReference ?? '');
  const lookup = useReferenceLookup(typedReference);
  const [formFailure, setFormFailure] = useState<string | null>(null);

  // The rule reads the latest look-up, so sending re-checks what the field shows.
  const unknownReference = useRef<string | null>(null);
  unknownReference.current = lookup.unknown ? lookup.reference : null;
  useEffect(() => {
    if (lookup.unknown) form.setFields([{ name: 'reference', errors: [reasonText(t, UNKNOWN_REFERENCE)] }]);
    else if (lookup.booking) form.setFields([{ name: 'reference', errors: [] }]);
  }, [lookup.unknown, lookup.booking, form, t]);

  const required = { required: true, whitespace: true, message: t('common:errors.requiredField') };

  const onFinish = async (values: NewTicketValues) => {
    setFormFailure(null);
    const body = messageFormData(
      { subject: values.subject.trim(), service: values.service, reference: values.reference?.trim() || undefined, message: values.message.trim() },
      filesOf(values.attachments),
    );
    try {
      const ticket = await openTicket(body).unwrap();
      notify('success', t('newTicket.created', { number: ticket.number }));
      void navigate(`/helpdesk/tickets/${ticket.id}`);
    } catch (error) {
      fail(error, setFormFailure);
    }
  };

  return (
    <Form<NewTicketValues> form={form} layout="vertical" onFinish={onFinish} initialValues={{ reference: initialReference }} aria-label={t('newTicket.title')} data-testid="new-ticket-form">
      <Form.Item name="subject" label={t('newTicket.subject')} rules={[required, { max: TICKET_LIMITS.subjectMax, message: t('common:validation.too_long', { max: TICKET_LIMITS.subjectMax }) }]}>
        <Input maxLength={TICKET_LIMITS.subjectMax} />
      </Form.Item>
      <Form.Item name="service" label={t('newTicket.service')} rules={[{ required: true, message: t('common:errors.requiredField') }]}>
        <Select<TicketService> placeholder={t('newTicket.servicePlaceholder')} options={TICKET_SERVICES.map((service) => ({ value: service, label: t(`common:ticketServices.${service}`) }))} />
      </Form.Item>
      <Form.Item
        name="reference"
        label={t('newTicket.reference')}
        extra={t('newTicket.referenceHint')}
        rules={[
          {
            validator: async (_rule, value: string | undefined) => {
              if (value?.trim() && value.trim() === unknownReference.current) throw new Error(reasonText(t, UNKNOWN_REFERENCE));
            },
          },
        ]}
      >
        <Input
          maxLength={TICKET_LIMITS.referenceMax}
          onChange={(event) => setTypedReference(event.target.value)}
          suffix={lookup.settling && lookup.reference ? <Spin size="small" aria-label={t('newTicket.referenceChecking')} /> : <span />}
        />
      </Form.Item>
      {lookup.booking ? (
        <Alert type="success" title={t('newTicket.referenceFound')} description={<BookingContextCard booking={lookup.booking} bordered={false} />} style={{ marginBottom: 24 }} />
      ) : null}
      <Form.Item
        name="message"
        label={t('newTicket.message')}
        rules={[{ validator: async (_rule, value: string | undefined) => (value?.trim() ? undefined : Promise.reject(new Error(t('common:errors.emptyMessage')))) }]}
      >
        <Input.TextArea rows={6} maxLength={TICKET_LIMITS.messageMax} showCount placeholder={t('newTicket.messagePlaceholder')} />
      </Form.Item>
      <Form.Item name="attachments" label={t('newTicket.attachments')} {...attachmentsItemProps} rules={[attachmentsRule]}>
        <AttachmentsField />
      </Form.Item>
      {formFailure ? <Alert type="error" showIcon title={formFailure} style={{ marginBottom: 16 }} /> : null}
      <Flex gap={8} justify="end">
        <Button onClick={onCancel}>{t('newTicket.cancel')}</Button>
        <Button type="primary" htmlType="submit" loading={opening.isLoading}>
          {t('newTicket.submit')}
        </Button>
      </Flex>
    </Form>
  );
}
