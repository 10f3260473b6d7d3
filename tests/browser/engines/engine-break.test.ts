/**
 * The engines' journeys catch what breaks in one engine only. Each break is a page style only
 * one engine applies (an `@supports` test on a property only that engine knows) hiding the
 * header, Sign In with it; it is adopted into the article page in every engine, then the
 * journeys' own Sign In step runs: it must fail in the engine the break targets, naming it,
 * and pass in the others. The style hides the placeholder, which is the page's to lay out:
 * inside it, the widget's own rules outrank any page rule (docs/embedding.md, "The page's styles
 * stop at the widgets"). It is adopted (a constructable stylesheet), which the demo's
 * Content-Security-Policy allows, where a `<style>` element would be refused.
 */
import { describe, expect, inject, it } from 'vitest';
import { launchEngine, selectedEngines, type EngineName } from './driver.ts';
import { openSignIn, widgetsMounted } from './checks.ts';
import { Journey } from './journey.ts';

const origin = inject('demoOrigin');
const header = 'masthead-header';

const breaks: { targets: EngineName; feature: string }[] = [
  { targets: 'firefox', feature: '-moz-appearance: none' },
  { targets: 'webkit', feature: 'hanging-punctuation: first' },
  { targets: 'chromium', feature: 'interpolate-size: allow-keywords' },
];

interface Outcome {
  engine: EngineName;
  /** Whether the break's rule applied: the header's placeholder computed to display: none. */
  applied: boolean;
  /** The Sign In step's error, or null when it passed. */
  failure: string | null;
}

/** In one engine: for each break, a fresh article page with the break adopted, then the Sign In step. */
async function runBreaks(engine: EngineName): Promise<Outcome[]> {
  const browser = await launchEngine(engine);
  try {
    const outcomes: Outcome[] = [];
    for (const { targets, feature } of breaks) {
      // A short wait: a step that fails here fails for good.
      const j = await Journey.open(browser, `${origin}/?hideIntromercial=true`, { timeout: 4000 });
      try {
        await widgetsMounted(j, ['masthead-header']);
        const css = `@supports (${feature}) { ${header} { display: none !important; } }`;
        await j.evaluate((rule) => {
          const sheet = new CSSStyleSheet();
          sheet.replaceSync(rule);
          document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
        }, css);
        const applied = await j.evaluate((selector) => {
          const placeholder = document.querySelector(selector);
          return placeholder !== null && getComputedStyle(placeholder).display === 'none';
        }, header);
        const failure = await openSignIn(j).then(
          () => null,
          (error: unknown) => (error instanceof Error ? error.message : String(error)),
        );
        await j.shot(`break-for-${targets}`);
        outcomes.push({ engine, applied, failure });
      } finally {
        await j.close();
      }
    }
    return outcomes;
  } finally {
    await browser.close();
  }
}

describe('an engine-specific break', () => {
  const engines = selectedEngines();
  it(`fails the Sign In journey in the engine it targets, naming it, and only there (${engines.join(', ')})`, async () => {
    // The engines side by side; in each, one page per break.
    const results = await Promise.all(engines.map(runBreaks));
    breaks.forEach(({ targets, feature }, index) => {
      for (const { engine, applied, failure } of results.flatMap((perEngine) => perEngine[index] ?? [])) {
        const targeted = engine === targets;
        const what = `@supports (${feature}) in ${engine}`;
        expect(applied, `${what}: the rule ${targeted ? 'did not apply' : 'applied'}`).toBe(targeted);
        if (targeted) {
          expect(failure, `${what}: the Sign In step passed with Sign In hidden`).not.toBeNull();
          expect(failure).toContain(`[${engine}]`);
          expect(failure).toContain('button "Sign In" in banner "Site header"');
        } else {
          expect(failure, `${what}: the Sign In step failed where the rule does not apply`).toBeNull();
        }
      }
    });
  }, 120_000);
});
