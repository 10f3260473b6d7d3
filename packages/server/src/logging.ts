/**
 * What the request log says about a request: never a body (it may hold a password), and
 * a query's tokens (a reset link's `token`) redacted, so a log reader cannot use them.
 */

/** The parts of a fastify request the log reads (the serializer is typed loosely by fastify). */
interface LoggedRequest {
  method: string;
  url: string;
  host: string;
  ip: string;
  socket?: { remotePort?: number | undefined };
}

/** `?token=abc&x=1` becomes `?token=[redacted]&x=1`; any parameter whose name holds "token". */
export const redactTokens = (url: string): string =>
  url.replace(/([?&][^=&#]*token[^=&#]*=)[^&#]*/gi, '$1[redacted]');

/** fastify's request serializer, with the URL redacted. */
export const requestInLog = (request: LoggedRequest) => ({
  method: request.method,
  url: redactTokens(request.url),
  host: request.host,
  remoteAddress: request.ip,
  remotePort: request.socket?.remotePort ?? 0,
});
