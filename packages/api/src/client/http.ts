/**
 * The one ky instance and the one wrapper every endpoint function goes through:
 * relative URLs on the page's origin, same-origin cookies, JSON, a timeout, and
 * failures turned into `ApiError` once.
 */
import ky, { HTTPError, TimeoutError } from 'ky';
import type { Endpoint } from '../contract/index.ts';
import { ApiError } from './api-error.ts';
import { problemFromStatus, type BadRequestMeaning } from './to-problem.ts';

/** Milliseconds before a call counts as a network failure. */
export const requestTimeoutMs = 15_000;

const client = ky.create({
  credentials: 'same-origin',
  timeout: requestTimeoutMs,
  // Retries with backoff belong to the data-fetching layer (SPEC 8), not here.
  retry: 0,
  headers: { accept: 'application/json' },
});

let baseUrl: string | undefined;

/**
 * Where relative paths resolve when there is no page (Node tests, scripts).
 * In a browser paths resolve against the page, so widgets never call this.
 */
export function setApiBaseUrl(url: string | undefined): void {
  baseUrl = url;
}

function resolveUrl(path: string): string {
  const base = baseUrl ?? globalThis.location?.href;
  return base ? new URL(path, base).href : path;
}

export interface CallOptions {
  json?: unknown;
  searchParams?: Record<string, string>;
  /** Replaces `:name` segments of the path. */
  params?: Record<string, string>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  keepalive?: boolean;
  badRequest?: BadRequestMeaning;
}

export async function call<T>(endpoint: Endpoint, options: CallOptions = {}): Promise<T> {
  const { json, searchParams, params = {}, headers, signal, keepalive, badRequest = 'validation' } = options;
  const path = endpoint.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
  try {
    const response = await client(resolveUrl(path), {
      method: endpoint.method,
      ...(json === undefined ? {} : { json }),
      ...(searchParams ? { searchParams } : {}),
      ...(headers ? { headers } : {}),
      ...(signal ? { signal } : {}),
      ...(keepalive ? { keepalive } : {}),
    });
    const text = await response.text();
    return (text ? JSON.parse(text) : undefined) as T;
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    if (error instanceof Error && error.name === 'AbortError') throw error;
    if (error instanceof HTTPError) {
      const body: unknown = await error.response.json().catch(() => null);
      const status = error.response.status;
      throw new ApiError(problemFromStatus(status, body, badRequest), status, path);
    }
    if (error instanceof TimeoutError) throw new ApiError({ kind: 'network', timedOut: true }, null, path);
    if (error instanceof SyntaxError) throw new ApiError({ kind: 'server' }, null, path);
    throw new ApiError({ kind: 'network', timedOut: false }, null, path);
  }
}
