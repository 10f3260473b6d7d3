/**
 * What `masthead-host-files` was asked to do, read from its arguments: print its usage or its
 * version, write the files, or tell the user what is wrong with the command line. A mistake in
 * the arguments is an outcome here, not an exception, so the command can answer it with one
 * line and exit 2 (the usual code for a usage error) instead of a stack trace.
 */
import { parseArgs } from 'node:util';

export const command = 'masthead-host-files';

export const usage = `Usage: ${command} --config FILE --config-url URL --loader URL --out DIR [--page NAME=FILE]... [--locale TAG]

Writes, once per deployment, what a host without Node sends with its pages: the config with
the remotes' manifests in it, each kind of page's Link header value and <link> tags with the
loader's tag, and the header's and the footer's prerendered markup.

Options:
  --config FILE       the site's masthead.config.json (its "remotes" name each remote's
                      mf-manifest.json; http, https and file URLs are read)
  --config-url URL    where the site serves the config this command writes
  --loader URL        where the loader is deployed (.../masthead-loader.js)
  --out DIR           the folder to write into (created when missing)
  --page NAME=FILE    a kind of page of your own, read from a template's HTML; repeat it for
                      more kinds (without it: article, page and sign-in)
  --locale TAG        the pages' language (de, pt-BR…): the widgets' markup in it, and its
                      words in the hints (default: the config's "locale", else English);
                      write a folder per language for a site in several
  -h, --help          print this help and exit
  -v, --version       print the version and exit

Example:
  npx ${command} --config masthead.config.json \\
    --config-url https://news.example.com/masthead.config.json \\
    --loader https://cdn.example.com/masthead/masthead-loader.js \\
    --out public/masthead --page landing=templates/landing.html`;

/** The hint printed under a usage error. */
export const usageHint = `Run '${command} --help' for usage.`;

export interface HostFilesArgs {
  config: string;
  configUrl: string;
  loaderUrl: string;
  out: string;
  /** `--page` values by name: the template's file. */
  pages: Record<string, string>;
  /** `--locale`: the pages' language. */
  locale?: string;
}

export type HostFilesRequest =
  | { kind: 'help' }
  | { kind: 'version' }
  | { kind: 'write'; args: HostFilesArgs }
  | { kind: 'usage-error'; message: string };

const required = ['config', 'config-url', 'loader', 'out'] as const;

export function readHostFilesArgs(argv: readonly string[]): HostFilesRequest {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      options: {
        config: { type: 'string' },
        'config-url': { type: 'string' },
        loader: { type: 'string' },
        out: { type: 'string' },
        page: { type: 'string', multiple: true },
        locale: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
        version: { type: 'boolean', short: 'v' },
      },
    });
  } catch (error) {
    // parseArgs says what it met (an unknown option, a missing value, a stray argument).
    return { kind: 'usage-error', message: error instanceof Error ? error.message : String(error) };
  }
  const { values } = parsed;
  if (values.help) return { kind: 'help' };
  if (values.version) return { kind: 'version' };
  const { config, 'config-url': configUrl, loader: loaderUrl, out } = values;
  if (!config || !configUrl || !loaderUrl || !out) {
    const missing = required.filter((name) => !values[name]).map((name) => `--${name}`);
    return { kind: 'usage-error', message: `missing ${missing.join(', ')}` };
  }
  const pages: Record<string, string> = {};
  for (const page of values.page ?? []) {
    const [name, file, ...rest] = page.split('=');
    if (!name || !file || rest.length > 0)
      return { kind: 'usage-error', message: `--page ${page}: write NAME=FILE` };
    pages[name] = file;
  }
  const { locale } = values;
  return {
    kind: 'write',
    args: { config, configUrl, loaderUrl, out, pages, ...(locale ? { locale } : {}) },
  };
}
