/** The log collector (needs its Authorization header) and the dev mailbox. */
import { http, HttpResponse } from 'msw';
import type { LogEvent, SendLogsResponse } from '../../contract/index.ts';
import {
  demoLogCollectorToken,
  endpoints,
  errorFields,
  logCollectorScheme,
  logTimestampPattern,
  serverMessages,
} from '../../contract/index.ts';
import { mockDb } from '../db.ts';
import { anyOrigin, errorResponse, readJsonObject } from '../respond.ts';

const levels = ['debug', 'info', 'warn', 'error'];

function isLogEvent(value: unknown): value is LogEvent {
  const event = value as LogEvent;
  return (
    typeof value === 'object' &&
    value !== null &&
    levels.includes(event.level) &&
    typeof event.message === 'string' &&
    typeof event.timestamp === 'string' &&
    new RegExp(logTimestampPattern).test(event.timestamp)
  );
}

export const logHandlers = [
  http.post(anyOrigin(endpoints.logs), async ({ request }) => {
    if (request.headers.get('authorization') !== `${logCollectorScheme} ${demoLogCollectorToken}`)
      return errorResponse(401, {
        field: errorFields.logAuthorization,
        errorMessage: serverMessages.logAuthorization,
      });
    const parsed = await readJsonObject(request);
    if ('error' in parsed) return parsed.error;
    const { events } = parsed.body;
    if (!Array.isArray(events) || events.length === 0 || events.length > 100 || !events.every(isLogEvent))
      return errorResponse(400, {
        field: 'events',
        errorMessage: 'events must be a list of 1 to 100 { level, message, timestamp } objects.',
      });
    mockDb.logs += events.length;
    return HttpResponse.json<SendLogsResponse>({ accepted: events.length }, { status: 202 });
  }),
  http.get(anyOrigin(endpoints.devMailbox), () =>
    HttpResponse.json({ messages: [...mockDb.mailbox].reverse() }),
  ),
];
