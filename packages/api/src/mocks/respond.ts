/** Small helpers shared by the handlers: contract paths, error bodies, body parsing. */
import { HttpResponse } from 'msw';
import type { Endpoint, ErrorBody } from '../contract/index.ts';
import { errorFields, nestedDeeperThan, serverMessages, unsafeTextField } from '../contract/index.ts';

/** Any origin: widgets resolve relative paths against whatever page they are on. */
export const anyOrigin = (endpoint: Endpoint): string => `*${endpoint.path}`;

export function errorResponse(status: number, body: ErrorBody) {
  return HttpResponse.json(body, { status });
}

const invalidRequest = (errorMessage: string) =>
  errorResponse(400, { field: errorFields.invalidRequest, errorMessage });

/** The JSON object of a request, or a 400 answer saying why there is none. */
export async function readJsonObject(
  request: Request,
): Promise<{ body: Record<string, unknown> } | { error: Response }> {
  try {
    const body: unknown = await request.json();
    if (nestedDeeperThan(body)) return { error: invalidRequest(serverMessages.tooDeep) };
    const field = unsafeTextField(body);
    if (field !== null) return { error: unsafeText(field) };
    if (typeof body === 'object' && body !== null && !Array.isArray(body))
      return { body: body as Record<string, unknown> };
  } catch {
    // fall through: not JSON
  }
  return { error: invalidRequest(serverMessages.jsonObject) };
}

/**
 * The 400 for text with a NUL character or an unpaired surrogate, as the server answers it: the
 * field that holds it, or `invalid_request` when the text is no field's.
 */
function unsafeText(field: string): Response {
  return errorResponse(400, {
    field: field || errorFields.invalidRequest,
    errorMessage: serverMessages.unsafeText,
  });
}

/** The request's query parameters, or a 400 answer when one holds unsafe text. */
export function readQuery(request: Request): { query: URLSearchParams } | { error: Response } {
  const query = new URL(request.url).searchParams;
  for (const [name, value] of query)
    if (unsafeTextField({ [name]: value }) !== null) return { error: unsafeText(name) };
  return { query };
}

/** Names the first required string field that is missing or not a string. */
export function missingString(body: Record<string, unknown>, fields: string[]): Response | undefined {
  const field = fields.find((name) => typeof body[name] !== 'string' || (body[name] as string).trim() === '');
  return field
    ? errorResponse(400, { field, errorMessage: `${field} is required and must be a string.` })
    : undefined;
}
