/**
 * The bench's time rows: what each one loads and waits for (the demo's pages, the floor, the
 * article without Masthead, and again over HTTP/2 through nginx), which floor it is set
 * against, and the tables of their times.
 */
import { conditions, median, medianInterval, type Scenario, type TimeRow } from '../bench-time.ts';
import { pause } from './tab.ts';

/** The footer, as the server's markup or as the footer's own render. */
const footerShown = 'masthead-footer footer[aria-label="Site footer"]';

/** Rows over HTTP/2 through the nginx recipe: their names start with this. */
const h2Prefix = 'h2 ';
const floorName = 'floor: React page, email input ready';
/** The floor a row is compared with: the one served the same way. */
export const floorOf = (name: string) => (name.startsWith(h2Prefix) ? `${h2Prefix}${floorName}` : floorName);
/** How long the pointer rests on the opener before the click, in the after-intent row. */
const intentRest = 300;

/** Where the rows load from: the demo, the floor's server, and the nginx site when it runs. */
interface Origins {
  demo: { origin: string };
  floor: { origin: string };
  h2: { origin: string } | null;
}

export function scenarios({ demo, floor, h2 }: Origins): Scenario[] {
  const dialogEmail = '[role="dialog"] input[name="emailAddress"]';
  // The mounted dialog is portalled into the body; its first view sits one level down, in the
  // element the server put it in.
  const mountedDialogEmail = `body > [data-masthead-scope] ${dialogEmail}`;
  const signIn = 'masthead-header button[data-masthead-opens="account"]';
  // A load row is ready once the frame that paints its element has run, the floor's too; a
  // `live:` mark (a click opens the dialog at once) counts from the moment it works.
  const load =
    (url: string, marks: Record<string, string>, ready: string): Scenario['run'] =>
    async (tab) => {
      const painted = /^(shown|live):/.test(ready) ? ready : `shown:${ready}`;
      const { [ready]: selector, ...others } = marks;
      if (selector === undefined) throw new Error(`bench: no mark "${ready}" to wait for`);
      await tab.watchMarks({ ...others, [painted]: selector });
      await tab.goto(url);
      return { start: 0, ready: await tab.mark(painted) };
    };
  /**
   * Load `url`, let it settle, optionally rest the pointer on `opener`, then click it; ready
   * when the dialog holds focus (the Modal focuses its Close button first) and `field` is
   * rendered and enabled.
   */
  const click =
    (url: string, opener: string, field: string, rest: number): Scenario['run'] =>
    async (tab) => {
      await tab.watchMarks({ opener, field, 'focus:dialog': '[role="dialog"] *' });
      await tab.goto(url);
      await tab.mark('opener');
      await tab.networkIdle();
      if (rest > 0) {
        await tab.hover(opener);
        await pause(rest);
      }
      await tab.click(opener);
      const start = await tab.mark('click');
      return { start, ready: Math.max(await tab.mark('field'), await tab.mark('focus:dialog')) };
    };
  const article = `${demo.origin}/?hideIntromercial=true`;
  return [
    {
      name: floorName,
      run: load(floor.origin, { email: 'input[name="emailAddress"]' }, 'email'),
    },
    {
      // The first field on screen: the dialog's first view the server put in, when it did,
      // counted from the first frame that paints it (the parser inserts it long before that).
      name: 'sign-in at load: email input ready',
      run: load(`${demo.origin}/sign-in`, { 'shown:email': dialogEmail }, 'shown:email'),
    },
    {
      // The dialog's own render, which takes over from its first view once its code has run.
      name: "sign-in at load: the dialog's code has taken over",
      run: load(`${demo.origin}/sign-in`, { email: mountedDialogEmail }, 'email'),
    },
    {
      // A static page with no server help (no first view, no hints): its own script opens the
      // dialog from the page API, and the loader's tag asks for the dialog's files at once.
      name: 'static page, its script opens it: email ready',
      run: load(`${demo.origin}/static/sign-in`, { email: dialogEmail }, 'email'),
    },
    {
      // The server's markup holds the header's Sign In, which takes a click from the first
      // frame that paints it: kept until the loader runs, which then opens the dialog.
      name: 'article /: Sign In interactive',
      run: load(article, { 'shown:signIn': signIn }, 'shown:signIn'),
    },
    {
      // From when the loader has run, a click opens the dialog at once.
      name: 'article /: Sign In opens at once (loader)',
      run: load(article, { 'live:signIn': signIn }, 'live:signIn'),
    },
    {
      // The header's own render, which takes the markup's place once its code has run.
      name: 'article /: header mounted',
      run: load(
        article,
        { header: 'masthead-header [data-masthead-mounted] button[data-masthead-opens="account"]' },
        'header',
      ),
    },
    {
      // What a reader sees: the footer painted, the server's markup or its own render.
      name: 'article /: footer rendered',
      run: load(article, { 'shown:footer': footerShown }, 'shown:footer'),
    },
    {
      // The footer's own render, which takes the markup's place once its code has run: the
      // article places it `loading="lazy"`, so the code comes as the reader scrolls to it.
      // Counted from the scroll, once the page has settled.
      name: 'article /: footer mounted, from the scroll to it',
      run: async (tab) => {
        await tab.watchMarks({
          footer: 'masthead-footer [data-masthead-mounted] footer[aria-label="Site footer"]',
        });
        await tab.goto(article);
        await tab.networkIdle();
        const start = await tab.scrollTo(footerShown);
        return { start, ready: await tab.mark('footer') };
      },
    },
    {
      // The article's own cost, for reading the rows above: the same page without Masthead.
      name: 'article / alone (no Masthead): header shown',
      run: load(
        `${floor.origin}/article-alone`,
        { header: 'masthead-header header.site-header a' },
        'header',
      ),
    },
    {
      // The article as served, with no script of Masthead's: what its markup costs to paint.
      name: 'article / markup alone (no loader): footer shown',
      run: load(`${floor.origin}/article-markup`, { 'shown:footer': footerShown }, 'shown:footer'),
    },
    {
      // The same markup drawn with the browser's own styles: what its elements cost alone.
      name: 'article / markup alone, unstyled: footer shown',
      run: load(`${floor.origin}/article-unstyled`, { 'shown:footer': footerShown }, 'shown:footer'),
    },
    {
      // The floor's form in the header's place: the least a React widget costs on that page.
      name: "article / the floor's form, no Masthead",
      run: load(`${floor.origin}/article-react`, { email: '#root input[name="emailAddress"]' }, 'email'),
    },
    { name: 'first Sign In click, cold', run: click(article, signIn, dialogEmail, 0) },
    { name: 'first Sign In click, after intent', run: click(article, signIn, dialogEmail, intentRest) },
    {
      name: '/subscriptions: plan click to checkout',
      run: click(`${demo.origin}/subscriptions`, 'button[data-plan="digital"]', '[role="dialog"] input', 0),
    },
    ...(h2 ? h2Scenarios(h2.origin, { load, dialogEmail, mountedDialogEmail, signIn }) : []),
  ];
}

/**
 * The load rows again, through the nginx recipe over HTTP/2 with TLS and brotli, against the
 * floor's build served by the same nginx: readers' conditions rather than the demo's
 * HTTP/1.1 server on loopback without compression.
 */
function h2Scenarios(
  origin: string,
  {
    load,
    dialogEmail,
    mountedDialogEmail,
    signIn,
  }: {
    load: (url: string, marks: Record<string, string>, ready: string) => Scenario['run'];
    dialogEmail: string;
    mountedDialogEmail: string;
    signIn: string;
  },
): Scenario[] {
  const article = `${origin}/?hideIntromercial=true`;
  return [
    {
      name: `${h2Prefix}${floorName}`,
      run: load(`${origin}/floor/`, { email: 'input[name="emailAddress"]' }, 'email'),
    },
    {
      name: `${h2Prefix}sign-in at load: email input ready`,
      run: load(`${origin}/sign-in`, { 'shown:email': dialogEmail }, 'shown:email'),
    },
    {
      name: `${h2Prefix}sign-in at load: the dialog's code has taken over`,
      run: load(`${origin}/sign-in`, { email: mountedDialogEmail }, 'email'),
    },
    {
      name: `${h2Prefix}article /: Sign In interactive`,
      run: load(article, { 'shown:signIn': signIn }, 'shown:signIn'),
    },
    {
      name: `${h2Prefix}article /: Sign In opens at once (loader)`,
      run: load(article, { 'live:signIn': signIn }, 'live:signIn'),
    },
    {
      name: `${h2Prefix}article /: footer rendered`,
      run: load(article, { 'shown:footer': footerShown }, 'shown:footer'),
    },
  ];
}
export function printTimes(timeRows: TimeRow[], runs: number) {
  const floorRow = (line: TimeRow) => timeRows.find((row) => row.name === floorOf(line.name));
  const isFloor = (line: TimeRow) => floorRow(line) === line;
  console.log(
    `\nTimes (median of ${runs} cold loads, fresh context each, interleaved); ms, and x the floor in brackets.` +
      `\nRows named "${h2Prefix.trim()} …": through deploy/nginx (HTTP/2, TLS, precompressed brotli), against the floor served there.` +
      `\nClick rows: from the click until the dialog holds focus and its first field is ready; after intent, the pointer rested ${intentRest} ms first.` +
      `\nDepth: the longest critical request chain, from the HTML (load rows) or from the click.\n`,
  );
  console.log(`${'row'.padEnd(44)}${conditions.map((c) => c.name.padStart(17)).join('')}   depth`);
  for (const line of timeRows) {
    const cells = conditions.map((c) => {
      const ms = line.ms[c.name] ?? 0;
      const ratio =
        isFloor(line) || line.name.includes('click')
          ? ''
          : ` (${(ms / (floorRow(line)?.ms[c.name] ?? ms)).toFixed(2)})`;
      return `${Math.round(ms)}${ratio}`.padStart(17);
    });
    console.log(`${line.name.padEnd(44)}${cells.join('')}   ${line.depth}`);
  }
  // The floor's median moves between runs on a busy machine, and a ratio of medians with it;
  // each round loads the floor beside every row, so the per-round ratio cancels that drift.
  // A target "at or below the floor" is met beyond the noise only where the interval's top is.
  const { level } = medianInterval(Array.from({ length: runs }, (_, round) => round));
  console.log(
    `\nx the floor, paired: the median over the rounds of a load's time over the floor's in that round;` +
      `\nin brackets, where the median lies with ${Math.floor(level * 100)} % confidence (from the rounds' ratios alone)`,
  );
  console.log(`${'row'.padEnd(44)}${conditions.map((c) => c.name.padStart(20)).join('')}`);
  for (const line of timeRows) {
    if (isFloor(line) || line.name.includes('click')) continue;
    const cells = conditions.map((c) => {
      const floorSamples = floorRow(line)?.samples[c.name] ?? [];
      const ratios = (line.samples[c.name] ?? []).map((ms, round) => ms / (floorSamples[round] ?? ms));
      const { low, high } = medianInterval(ratios);
      return `${median(ratios).toFixed(2)} (${low.toFixed(2)}–${high.toFixed(2)})`.padStart(20);
    });
    console.log(`${line.name.padEnd(44)}${cells.join('')}`);
  }
  if (process.env.BENCH_FILES) {
    for (const line of timeRows) {
      console.log(`\n${line.name}: deepest chain`);
      for (const url of line.chain) console.log(`  ${url}`);
    }
  }
}
