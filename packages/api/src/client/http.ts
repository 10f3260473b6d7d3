/**
 * The one ky instance and the one wrapper every endpoint function goes through:
 * relative URLs on the page's origin, same-origin cookies, JSON, a timeout, and
 * failures turned into `ApiError` once.
 */
import ky, { HTTPError, TimeoutError } from 'ky';
import {
  endpoints,
  errorFields,
  type EndpointName,
  type ErrorBody,
  type RequestOf,
  type ResponseOf,
} from '../contract/index.ts';
import { ApiError } from './api-error.ts';
import { problemFromStatus, type BadRequestMeaning } from './to-problem.ts';

/** Milliseconds before a call counts as a network failure. */
export const requestTimeoutMs = 15_000;

const client = ky.create({
  credentials: 'same-origin',
  timeout: requestTimeoutMs,
  // Retries with backoff belong to the data-fetching layer (docs/behaviour.md#errors), not here.
  retry: 0,
  headers: { accept: 'application/json' },
});

let baseUrl: string | undefined;

/**
 * Where the API's paths resolve: the config's `apiOrigin` (the loader sets it), or a base for
 * Node tests and scripts. Unset, they resolve against the page, so widgets never call this.
 */
export function setApiBaseUrl(url: string | undefined): void {
  baseUrl = url;
}

/** A language tag, or a function that reads the current one at each call. */
export type ApiLanguage = string | (() => string | undefined) | undefined;

let language: ApiLanguage;

/**
 * The language the reader reads the widgets in, sent with every call as `Accept-Language`, so
 * what the API writes for the reader (its mails) is in that language: a tag (`'de'`), or a
 * function read at each call, so a change of language needs no new call here. The loader sets
 * it to the store's `locale` (the page's language); unset, the browser's own Accept-Language
 * goes. A call's own `language` setting comes first.
 */
export function setApiLanguage(source: ApiLanguage): void {
  language = source;
}

/** BCP 47's shape, loosely: what a header may carry, never a line break or a comma. */
const languageTag = /^[A-Za-z]{1,8}(?:-[A-Za-z0-9]{1,8})*$/;

function languageFor(setting: string | undefined): string | undefined {
  const tag = setting ?? (typeof language === 'function' ? language() : language);
  return tag !== undefined && languageTag.test(tag) ? tag : undefined;
}

function resolveUrl(path: string): string {
  const base = baseUrl ?? globalThis.location?.href;
  return base ? new URL(path, base).href : path;
}

/**
 * The reader's cookies go to the API wherever it is: on another origin of the site, that
 * takes `include` (the API answers with CORS for the origins it accepts).
 */
function credentialsFor(url: string): RequestCredentials {
  const page = globalThis.location?.origin;
  return page === undefined || url.startsWith(`${page}/`) ? 'same-origin' : 'include';
}

/**
 * A call refused for the page's origin is a deployment fault (the API's PUBLIC_ORIGIN or
 * ALLOWED_ORIGINS does not name this page's origin): the reader gets the catalogue's words,
 * the developer the API's reason in the console.
 */
function reportRefusedOrigin(answer: unknown, path: string): void {
  const body = (typeof answer === 'object' && answer !== null ? answer : {}) as Partial<ErrorBody>;
  if (body.field !== errorFields.origin) return;
  const reason = typeof body.detail === 'string' ? body.detail : body.errorMessage;
  console.error(`[masthead] ${path} was refused for this page's origin: ${reason ?? 'no reason given'}`);
}

/** Per-call settings besides the request itself. */
export interface CallSettings {
  signal?: AbortSignal;
  keepalive?: boolean;
  /** How a plain 400 reads (sign-in's means wrong credentials). Default 'validation'. */
  badRequest?: BadRequestMeaning;
  /** The reader's language for this call (`Accept-Language`), instead of `setApiLanguage`'s. */
  language?: string;
}

/** The request parts the endpoint's row in the table declares, plus settings. */
export type CallOptions<Name extends EndpointName> = RequestOf<Name> & CallSettings;

/** Options may be left out only when the endpoint takes no request parts. */
type CallArguments<Name extends EndpointName> =
  Record<string, never> extends RequestOf<Name>
    ? [options?: CallOptions<Name>]
    : [options: CallOptions<Name>];

interface AnyCallOptions extends CallSettings {
  body?: unknown;
  query?: Record<string, string>;
  params?: Record<string, string>;
  headers?: Record<string, string>;
}

/**
 * Calls one endpoint of the contract by name: its body, query, path parameters and
 * headers are typed by the endpoint's row in `EndpointTypes`, and so is the answer.
 */
export async function call<Name extends EndpointName>(
  name: Name,
  ...options: CallArguments<Name>
): Promise<ResponseOf<Name>>;
export async function call(name: EndpointName, options: AnyCallOptions = {}): Promise<unknown> {
  const endpoint = endpoints[name];
  const { body, query, params = {}, signal, keepalive, badRequest = 'validation' } = options;
  const path = endpoint.path.replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(params[key] ?? ''));
  const url = resolveUrl(path);
  const tag = languageFor(options.language);
  const headers = { ...(tag ? { 'accept-language': tag } : {}), ...options.headers };
  try {
    const response = await client(url, {
      method: endpoint.method,
      credentials: credentialsFor(url),
      ...(body === undefined ? {} : { json: body }),
      ...(query ? { searchParams: query } : {}),
      ...(Object.keys(headers).length > 0 ? { headers } : {}),
      ...(signal ? { signal } : {}),
      ...(keepalive ? { keepalive } : {}),
    });
    const text = await response.text();
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    if (error instanceof Error && error.name === 'AbortError') throw error;
    if (error instanceof HTTPError) {
      const answer: unknown = await error.response.json().catch(() => null);
      const status = error.response.status;
      reportRefusedOrigin(answer, path);
      const retryAfter = error.response.headers.get('retry-after');
      throw new ApiError(problemFromStatus(status, answer, badRequest, retryAfter), status, path);
    }
    if (error instanceof TimeoutError) throw new ApiError({ kind: 'network', timedOut: true }, null, path);
    if (error instanceof SyntaxError) throw new ApiError({ kind: 'server' }, null, path);
    // The browser hides why a call to another origin failed; say where to look.
    if (credentialsFor(url) === 'include')
      console.error(
        `[masthead] ${path}: the API at ${new URL(url).origin} did not answer this page (the network, ` +
          "or the API's ALLOWED_ORIGINS / PUBLIC_ORIGIN do not name this page's origin)",
      );
    throw new ApiError({ kind: 'network', timedOut: false }, null, path);
  }
}
