/** Portal paths (no language prefix) of the desk's screens. */
export const DESK_QUEUE_PATH = '/helpdesk/desk';
export const deskTicketPath = (id: string) => `${DESK_QUEUE_PATH}/${encodeURIComponent(id)}`;
