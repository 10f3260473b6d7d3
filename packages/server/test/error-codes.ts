/**
 * Test support: what counts as a known error code (docs/reference-api.md#error-codes), and a
 * recorder of the error answers a run sees, to hold every one of them to it.
 */
import { expect } from 'vitest';
import { endpoints, errorCodes, type EndpointName } from '@masthead/api/contract';
import { requestSchemas } from '../src/schemas.ts';

const names = Object.keys(endpoints) as EndpointName[];

/** The endpoint a method and URL call, if any. */
export function endpointOf(method: string, url: string): EndpointName | undefined {
  const path = URL.parse(url, 'http://localhost')?.pathname ?? '';
  return names.find((name) => {
    const endpoint = endpoints[name];
    const pattern = new RegExp(`^${endpoint.path.replace(/:\w+/g, '[^/]+')}$`);
    return endpoint.method === method.toUpperCase() && pattern.test(path);
  });
}

/** The fields of an endpoint's request (body, query and path parameters), which an error may name. */
export function requestFields(name: EndpointName | undefined): string[] {
  const parts: Record<string, { properties?: object }> =
    name !== undefined && name in requestSchemas ? requestSchemas[name as keyof typeof requestSchemas] : {};
  return Object.values(parts).flatMap((schema) => Object.keys(schema.properties ?? {}));
}

/** A code of `errorFields`, or a field of the endpoint's request. */
export function isKnownCode(field: unknown, endpoint: EndpointName | undefined): boolean {
  return (
    typeof field === 'string' &&
    ((errorCodes as readonly string[]).includes(field) || requestFields(endpoint).includes(field))
  );
}

export interface ErrorAnswer {
  method: string;
  url: string;
  status: number;
  body: unknown;
}

/**
 * Holds an error answer to a JSON body with an errorMessage and a known code; `endpoint`, the
 * call it answers, when its URL does not say (a hostile path).
 */
export function expectKnownCode(
  { method, url, status, body }: ErrorAnswer,
  endpoint: EndpointName | undefined = endpointOf(method, url),
): void {
  const label = `${method} ${url.slice(0, 160)} answered ${status} ${JSON.stringify(body)?.slice(0, 300)}`;
  expect(typeof body === 'object' && body !== null, label).toBe(true);
  const { field, errorMessage } = body as { field?: unknown; errorMessage?: unknown };
  expect(typeof errorMessage === 'string' && errorMessage.length > 0, label).toBe(true);
  expect(isKnownCode(field, endpoint), label).toBe(true);
}

/** Collects the error answers (4xx, 5xx) a run's calls get. */
export function errorRecorder() {
  const pending: Promise<ErrorAnswer>[] = [];
  const record = (method: string, url: string, response: Response) => {
    if (response.status < 400) return;
    const { status } = response;
    pending.push(
      response
        .clone()
        .text()
        .then((text) => {
          try {
            return { method, url, status, body: JSON.parse(text) as unknown };
          } catch {
            return { method, url, status, body: text };
          }
        }),
    );
  };
  return {
    record,
    /** `base`, recording what it answers. */
    fetch(base: typeof fetch): typeof fetch {
      return async (input, init) => {
        const request = new Request(input, init);
        const { method, url } = request;
        const response = await base(request);
        record(method, url, response);
        return response;
      };
    },
    answers: () => Promise.all(pending),
  };
}
