// Ticket pieces both sides show: the agency's screens and the support desk's.
export { AttachmentsField, attachmentsItemProps, filesOf, useAttachmentsRule } from './AttachmentsField';
export { checkTicketFiles, messageFormData, TICKET_FILES_ACCEPT } from './files';
export { BookingContextCard } from './BookingContextCard';
export { AttachmentLinks, MessageItem, MessageList, type AttachmentHref } from './MessageItem';
export { ReplyBox, type ReplyBoxProps } from './ReplyBox';
export { TicketStatusTag } from './TicketStatusTag';
export { useFormFailure } from './use-form-failure';
export { THREAD_POLL_MS, useVisiblePolling } from './use-visible-polling';
