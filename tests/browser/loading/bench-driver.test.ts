/**
 * The bench's clock drives Chromium without DevTools' `Runtime` domain, as a reader's
 * browser runs, and still reads its marks, moves the pointer and clicks.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CdpBrowser } from '../../../scripts/bench-cdp.ts';
import { medianInterval, roundOrder } from '../../../scripts/bench-time.ts';
import { BenchTab } from '../../../scripts/bench/tab.ts';

const page = (body: string) =>
  `data:text/html,${encodeURIComponent(`<!doctype html><title>bench</title>${body}`)}`;

// A field that appears 200 ms after load, and a button that, once the pointer has rested on
// it, opens a field and focuses it on click.
const form = page(`
  <button id="open" style="position:absolute;top:700px;left:40px">Open</button>
  <p id="rested"></p>
  <script>
    setTimeout(() => document.body.insertAdjacentHTML('beforeend', '<input id="late">'), 200);
    const open = document.getElementById('open');
    open.addEventListener('pointerenter', () => { document.getElementById('rested').textContent = 'rested'; });
    open.addEventListener('click', () => {
      document.body.insertAdjacentHTML('beforeend', '<input id="opened">');
      document.getElementById('opened').focus();
      console.log('clicked');
    });
  </script>`);

let browser: CdpBrowser;
beforeAll(() => {
  browser = CdpBrowser.launch();
});
afterAll(async () => {
  await browser?.close();
});

async function openTab() {
  const tab = new BenchTab(await browser.newTab());
  const runtimeEvents: string[] = [];
  for (const event of ['Runtime.executionContextCreated', 'Runtime.consoleAPICalled'])
    tab.cdp.on(event, () => runtimeEvents.push(event));
  await tab.start();
  return { tab, runtimeEvents };
}

describe('the bench driver', () => {
  it('marks a field when it is rendered, in the page’s own clock, with Runtime off', async () => {
    const { tab, runtimeEvents } = await openTab();
    try {
      await tab.watchMarks({ late: '#late', 'shown:late': '#late', open: '#open' });
      await tab.goto(form);
      const open = await tab.mark('open');
      const late = await tab.mark('late');
      expect(late).toBeGreaterThanOrEqual(open + 190);
      expect(await tab.mark('shown:late')).toBeGreaterThanOrEqual(late);
      // The page logged and made contexts: the domain that reports them was never on.
      expect(runtimeEvents).toEqual([]);
    } finally {
      await tab.cdp.close();
    }
  });

  it('reads no box for a shown: mark before the page’s stylesheets let it render', async () => {
    // The page records when any box is read; its one stylesheet comes 400 ms after its markup.
    // A box read sooner would make the browser lay the page out without it: work a reader's
    // browser never does, which only pages parsed before their stylesheets arrive would pay.
    const server = createServer((req, res) => {
      if (req.url === '/held.css')
        return void setTimeout(
          () => res.writeHead(200, { 'Content-Type': 'text/css' }).end('#early { width: 20em; }'),
          400,
        );
      res.writeHead(200, { 'Content-Type': 'text/html' });
      res.end(`<!doctype html><script>
          window.reads = [];
          const read = Element.prototype.getBoundingClientRect;
          Element.prototype.getBoundingClientRect = function () {
            window.reads.push(performance.now());
            return read.call(this);
          };
        </script><link rel="stylesheet" href="/held.css">
        <form><input id="early"></form>`);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { tab } = await openTab();
    try {
      await tab.watchMarks({ 'shown:early': '#early' });
      await tab.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
      const shown = await tab.mark('shown:early');
      // When the stylesheet's last byte came: no frame can render before it.
      const { reads, styled } = await tab.cdp.evaluate<{ reads: number[]; styled: number }>(
        '({ reads: window.reads, styled: performance.getEntriesByName(new URL("/held.css", location.href).href)[0].responseEnd })',
      );
      expect(reads.length).toBeGreaterThan(0);
      expect(Math.min(...reads)).toBeGreaterThanOrEqual(styled);
      expect(shown).toBeGreaterThanOrEqual(styled);
    } finally {
      await tab.cdp.close();
      server.close();
    }
  });

  it('marks a shown: field as its frame ends, not behind a task the page queued in that frame', async () => {
    // In the frame that paints the field, before the bench's callback, the page queues 300 ms
    // of script, as a module that arrived meanwhile runs: the reader saw the field before it.
    const busy = page(`<script>
        requestAnimationFrame(() => {
          const next = new MessageChannel();
          next.port1.onmessage = () => {
            window.busyFrom = performance.now();
            while (performance.now() < window.busyFrom + 300);
          };
          next.port2.postMessage(null);
        });
      </script><form><input id="early"></form>`);
    const { tab } = await openTab();
    try {
      await tab.watchMarks({ 'shown:early': '#early' });
      await tab.goto(busy);
      const shown = await tab.mark('shown:early');
      expect(shown).toBeLessThan(await tab.cdp.evaluate<number>('window.busyFrom'));
    } finally {
      await tab.cdp.close();
    }
  });

  it('rests the pointer, clicks, and marks the click and the focus it moved', async () => {
    const { tab, runtimeEvents } = await openTab();
    try {
      await tab.watchMarks({ open: '#open', 'focus:opened': '#opened' });
      await tab.goto(form);
      await tab.mark('open');
      await tab.networkIdle(100);
      await tab.hover('#open');
      expect(await tab.cdp.evaluate('document.getElementById("rested").textContent')).toBe('rested');
      await tab.click('#open');
      const click = await tab.mark('click');
      expect(await tab.mark('focus:opened')).toBeGreaterThanOrEqual(click);
      expect(await tab.cdp.evaluate('document.activeElement.id')).toBe('opened');
      expect(runtimeEvents).toEqual([]);
    } finally {
      await tab.cdp.close();
    }
  });

  it('says which mark never came', async () => {
    const { tab } = await openTab();
    try {
      await tab.watchMarks({ missing: '#nowhere' });
      await tab.goto(form);
      await expect(tab.mark('missing', 300)).rejects.toThrow('no mark "missing" within 300 ms');
    } finally {
      await tab.cdp.close();
    }
  });
});

describe("the bench's interval for a paired ratio's median", () => {
  it('is the second least and second greatest of 9 rounds, at 96 % confidence', () => {
    const ratios = [1.1, 0.9, 0.97, 1.02, 0.88, 1.2, 0.95, 1.0, 0.93];
    expect(medianInterval(ratios)).toEqual({ low: 0.9, high: 1.1, level: 1 - 20 / 512 });
  });

  it('narrows with more rounds, and gives the widest it has when there are too few', () => {
    const rounds = (n: number) => Array.from({ length: n }, (_, i) => n - i);
    expect(medianInterval(rounds(13))).toEqual({ low: 3, high: 11, level: 1 - 184 / 8192 });
    expect(medianInterval(rounds(5))).toEqual({ low: 1, high: 5, level: 1 - 2 / 32 });
  });
});

describe("the bench's order of loads in a round", () => {
  const rows = ['floor', 'sign-in', 'article', 'footer'];

  it('puts every row once in every place over as many rounds as rows, the floor included', () => {
    const rounds = rows.map((_, round) => roundOrder(rows, round));
    for (const round of rounds) expect([...round].sort()).toEqual([...rows].sort());
    for (const [place] of rows.entries())
      expect(rounds.map((round) => round[place]).sort()).toEqual([...rows].sort());
  });
});
