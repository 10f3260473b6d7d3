/** The log collector (docs/behaviour.md#calls): batched events with an authorization header. */
import { logCollectorScheme } from '../contract/index.ts';
import type { LogEvent, SendLogsResponse } from '../contract/index.ts';
import { call } from './http.ts';

export interface SendLogsOptions {
  /** The collector's token, sent as `Authorization: Bearer <token>`. */
  token: string;
  /** Outlive the page, for a flush on unload. Default false. */
  keepalive?: boolean;
}

export function sendLogs(
  events: LogEvent[],
  { token, keepalive = false }: SendLogsOptions,
): Promise<SendLogsResponse> {
  return call('logs', {
    body: { events },
    headers: { authorization: `${logCollectorScheme} ${token}` },
    keepalive,
  });
}
