/**
 * The critical chain of a load, for the bench's depth column: which request waited for which
 * (from what DevTools says asked for it), and the longest such chain from the HTML, or from a
 * click, to ready. Apart from the clock so the preload tests can check it on their own loads.
 */

export interface NetworkRecord {
  url: string;
  sent: number;
  arrived?: number;
  /** The script that asked for it (CDP's initiator), if the browser names one. */
  initiator?: string;
  /** The page's HTML itself: the chain's starting point, not a link in it. */
  document?: boolean;
}

const isCritical = (url: string) => {
  const { pathname, protocol } = new URL(url);
  if (protocol === 'data:') return false;
  return !pathname.startsWith('/api/') && !pathname.startsWith('/service/');
};

const isJson = (url: string) => new URL(url).pathname.endsWith('.json');

const isScript = (url: string) => /\.m?js$/.test(new URL(url).pathname);

/**
 * The longest chain of critical requests, sent from `from` (seconds, CDP's clock) and
 * arrived by `until`, in which each request waited for the one before: its initiator (the
 * script that asked for it, as the browser reports it) or the JSON it was derived from (the
 * config, a manifest: the latest to arrive before it was sent, for script-made requests).
 * A request made by markup (the HTML's own tags, preload hints) waits for nothing but the
 * page; one whose script the browser cannot name waits for the JSON only, and only if a
 * script had arrived before it was sent (CDP names no script for a `Link` header's
 * `modulepreload` either, and no script can ask for anything before one has arrived).
 */
export function longestChain(records: NetworkRecord[], from: number, until: number): string[] {
  const done = records
    .filter(
      (r) =>
        !r.document && r.sent >= from && r.arrived !== undefined && r.arrived <= until && isCritical(r.url),
    )
    .sort((a, b) => a.sent - b.sent);
  const chains = new Map<NetworkRecord, string[]>();
  const arrivedBefore = (record: NetworkRecord, test: (other: NetworkRecord) => boolean) =>
    done
      .filter((other) => other !== record && (other.arrived ?? Infinity) <= record.sent && test(other))
      .sort((a, b) => (b.arrived ?? 0) - (a.arrived ?? 0))[0];
  let longest: string[] = [];
  for (const record of done) {
    const parents: (NetworkRecord | undefined)[] = [];
    if (record.initiator) {
      const script = record.initiator;
      parents.push(arrivedBefore(record, (other) => other.url === script));
      parents.push(arrivedBefore(record, (other) => isJson(other.url)));
    } else if (
      record.initiator === '' &&
      records.some((other) => isScript(other.url) && (other.arrived ?? Infinity) <= record.sent)
    ) {
      parents.push(arrivedBefore(record, (other) => isJson(other.url)));
    }
    let previous: string[] = [];
    for (const parent of parents) {
      const chain = parent && chains.get(parent);
      if (chain && chain.length > previous.length) previous = chain;
    }
    const chain = [...previous, record.url];
    chains.set(record, chain);
    if (chain.length > longest.length) longest = chain;
  }
  return longest;
}

/**
 * Who asked for a request: a script's URL, `''` for a script the browser does not name (a
 * link element a script inserted), nothing for the page's markup and hints.
 */
export function initiatorOf(event: {
  type?: string;
  initiator: { type: string; url?: string; stack?: CallStack };
}): { initiator?: string; document?: boolean } {
  const { initiator } = event;
  if (event.type === 'Document') return { document: true };
  if (initiator.type !== 'script') return {};
  if (initiator.url?.startsWith('http')) return { initiator: initiator.url };
  // A link a script inserted names no script itself; its call stack (and the async stacks
  // behind it) does.
  for (let stack = initiator.stack; stack; stack = stack.parent) {
    const frame = stack.callFrames.find((candidate) => candidate.url.startsWith('http'));
    if (frame) return { initiator: frame.url };
  }
  return { initiator: '' };
}

export interface CallStack {
  callFrames: { url: string }[];
  parent?: CallStack;
}

export interface RequestEvent {
  requestId: string;
  timestamp: number;
  type?: string;
  request: { url: string };
  initiator: { type: string; url?: string; stack?: CallStack };
}
