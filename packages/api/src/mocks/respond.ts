/** Small helpers shared by the handlers: contract paths, error bodies, body parsing. */
import { HttpResponse } from 'msw';
import type { Endpoint, ErrorBody } from '../contract/index.ts';
import { serverMessages } from '../contract/index.ts';

/** Any origin: widgets resolve relative paths against whatever page they are on. */
export const anyOrigin = (endpoint: Endpoint): string => `*${endpoint.path}`;

export function errorResponse(status: number, body: ErrorBody) {
  return HttpResponse.json(body, { status });
}

/** The JSON object of a request, or a 400 answer saying why there is none. */
export async function readJsonObject(
  request: Request,
): Promise<{ body: Record<string, unknown> } | { error: Response }> {
  try {
    const body: unknown = await request.json();
    if (typeof body === 'object' && body !== null && !Array.isArray(body))
      return { body: body as Record<string, unknown> };
  } catch {
    // fall through: not JSON
  }
  return { error: errorResponse(400, { errorMessage: serverMessages.jsonObject }) };
}

/** Names the first required string field that is missing or not a string. */
export function missingString(body: Record<string, unknown>, fields: string[]): Response | undefined {
  const field = fields.find((name) => typeof body[name] !== 'string' || (body[name] as string).trim() === '');
  return field
    ? errorResponse(400, { field, errorMessage: `${field} is required and must be a string.` })
    : undefined;
}
