/**
 * The chat room's socket and its limits, with no zod so the web's page can carry them (the frames'
 * schemas are in `chat.ts`).
 */

/** The WebSocket endpoint (below the site's origin, ws: or wss: as the page's own scheme). */
export const CHAT_SOCKET_PATH = '/api/chat';
/** A chat line: plain text, at most this many characters. */
export const CHAT_MESSAGE_MAX_LENGTH = 300;
/** How long after sending its author may recall a line. */
export const CHAT_RECALL_WINDOW_MS = 2 * 60_000;
/** Lines in the history sent on entry and in each older page. */
export const CHAT_PAGE_SIZE = 30;
