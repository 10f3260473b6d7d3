/** Cart, auto-suggest and log-collection shapes (docs/behaviour.md#calls). */

export interface CartItem {
  sku: string;
  name: string;
  url: string;
  quantity: number;
  sale_price: number;
  list_price: number;
}

export interface ShoppingCart {
  /** Sum of sale_price times quantity, in dollars. */
  cart_amount: number;
  line_items: { physical_items: CartItem[]; digital_items: CartItem[] };
}

export interface ShoppingCartResponse {
  cart: ShoppingCart;
}

export interface AddCartItemRequest {
  sku: string;
  /** 1 to 99. */
  quantity: number;
}

export interface StoreItem {
  sku: string;
  name: string;
  url: string;
  kind: 'physical' | 'digital';
  sale_price: number;
  list_price: number;
}

export interface StoreItemsResponse {
  items: StoreItem[];
}

export interface AutoSuggestRecord {
  contentType: string;
  title: string;
  link: string;
}

export interface AutoSuggestSubject {
  title: string;
  /** Appended to `/search` by the header (docs/behaviour.md#links), e.g. `?term=Leadership`. */
  link: string;
}

export interface AutoSuggestQuery {
  term: string;
}

export interface AutoSuggestResponse {
  records: AutoSuggestRecord[];
  subjects: AutoSuggestSubject[];
}

export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

/**
 * A log event's timestamp: an ISO 8601 date and time with its zone, as `Date#toISOString`
 * writes it (`2026-03-01T09:30:00.000Z`). Nothing else is accepted, so a timestamp cannot
 * carry a forged log line.
 */
export const logTimestampPattern =
  '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{1,9})?(Z|[+-]\\d{2}:\\d{2})$';

export interface LogEvent {
  level: LogLevel;
  message: string;
  /** ISO 8601 with a zone: `logTimestampPattern`. The collector keeps its own receipt time too. */
  timestamp: string;
  context?: Record<string, unknown>;
}

export interface SendLogsRequest {
  events: LogEvent[];
}

export interface SendLogsResponse {
  accepted: number;
}

/** One mail of the reference server's dev mailbox. */
export interface MailboxMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  /**
   * The language it is written in: the best of the mail languages for the `Accept-Language` of
   * the call that sent it (docs/reference-api.md#mail-languages); the mocks write English.
   */
  language: string;
  sentAt: string;
}
