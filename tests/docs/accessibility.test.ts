// @vitest-environment node
/**
 * docs/accessibility.md, the conformance report, stays true to the tests: every test it cites
 * is in the file it names, every row that claims Supports cites one, every WCAG 2.2 Level A and
 * AA criterion has its row under its own name, and the summary counts the rows as they are.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
const report = readFileSync(join(root, 'docs/accessibility.md'), 'utf8');

/** WCAG 2.2's success criteria at Level A (4.1.1 Parsing kept as removed) and at Level AA. */
const criteria = {
  A: {
    '1.1.1': 'Non-text Content',
    '1.2.1': 'Audio-only and Video-only (Prerecorded)',
    '1.2.2': 'Captions (Prerecorded)',
    '1.2.3': 'Audio Description or Media Alternative (Prerecorded)',
    '1.3.1': 'Info and Relationships',
    '1.3.2': 'Meaningful Sequence',
    '1.3.3': 'Sensory Characteristics',
    '1.4.1': 'Use of Color',
    '1.4.2': 'Audio Control',
    '2.1.1': 'Keyboard',
    '2.1.2': 'No Keyboard Trap',
    '2.1.4': 'Character Key Shortcuts',
    '2.2.1': 'Timing Adjustable',
    '2.2.2': 'Pause, Stop, Hide',
    '2.3.1': 'Three Flashes or Below Threshold',
    '2.4.1': 'Bypass Blocks',
    '2.4.2': 'Page Titled',
    '2.4.3': 'Focus Order',
    '2.4.4': 'Link Purpose (In Context)',
    '2.5.1': 'Pointer Gestures',
    '2.5.2': 'Pointer Cancellation',
    '2.5.3': 'Label in Name',
    '2.5.4': 'Motion Actuation',
    '3.1.1': 'Language of Page',
    '3.2.1': 'On Focus',
    '3.2.2': 'On Input',
    '3.2.6': 'Consistent Help',
    '3.3.1': 'Error Identification',
    '3.3.2': 'Labels or Instructions',
    '3.3.7': 'Redundant Entry',
    '4.1.1': 'Parsing',
    '4.1.2': 'Name, Role, Value',
  },
  AA: {
    '1.2.4': 'Captions (Live)',
    '1.2.5': 'Audio Description (Prerecorded)',
    '1.3.4': 'Orientation',
    '1.3.5': 'Identify Input Purpose',
    '1.4.3': 'Contrast (Minimum)',
    '1.4.4': 'Resize Text',
    '1.4.5': 'Images of Text',
    '1.4.10': 'Reflow',
    '1.4.11': 'Non-text Contrast',
    '1.4.12': 'Text Spacing',
    '1.4.13': 'Content on Hover or Focus',
    '2.4.5': 'Multiple Ways',
    '2.4.6': 'Headings and Labels',
    '2.4.7': 'Focus Visible',
    '2.4.11': 'Focus Not Obscured (Minimum)',
    '2.5.7': 'Dragging Movements',
    '2.5.8': 'Target Size (Minimum)',
    '3.1.2': 'Language of Parts',
    '3.2.3': 'Consistent Navigation',
    '3.2.4': 'Consistent Identification',
    '3.3.3': 'Error Suggestion',
    '3.3.4': 'Error Prevention (Legal, Financial, Data)',
    '3.3.8': 'Accessible Authentication (Minimum)',
    '4.1.3': 'Status Messages',
  },
} as const;
type Level = keyof typeof criteria;

const statuses = [
  'Supports',
  'Partially Supports',
  'Does Not Support',
  'Not Applicable',
  'Not Evaluated',
] as const;
type Status = (typeof statuses)[number];

interface Row {
  number: string;
  name: string;
  /** The product's conformance: the first, bold term of the conformance cell. */
  status: string;
  conformance: string;
  tests: { file: string; name: string }[];
}

/** The table rows of a section (`## WCAG 2.2 Level A`), one per criterion. */
function rowsOf(markdown: string, heading: string): Row[] {
  const lines = markdown.split('\n');
  const start = lines.indexOf(`## ${heading}`);
  if (start < 0) return [];
  const end = lines.findIndex((line, index) => index > start && line.startsWith('## '));
  const section = lines.slice(start, end < 0 ? undefined : end);
  return section
    .filter((line) => /^\| *\d+\.\d+\.\d+ /.test(line))
    .map((line) => {
      const [criterion = '', conformance = '', , proof = ''] = line
        .slice(1, -1)
        .split('|')
        .map((cell) => cell.trim());
      const [, number = '', name = ''] = /^(\d+\.\d+\.\d+) (.+)$/.exec(criterion) ?? [];
      return {
        number,
        name,
        status: /^\*\*([^*]+)\*\*/.exec(conformance)?.[1] ?? '',
        conformance,
        tests: [...proof.matchAll(/`([^`]+)` › "([^"]+)"/g)].map(([, file = '', test = '']) => ({
          file,
          name: test,
        })),
      };
    });
}

/** Whether a conformance cell claims Supports for the product or for any widget. */
function claimsSupport(conformance: string): boolean {
  return /\bSupports\b/.test(conformance.replace(/Partially Supports/g, ''));
}

const levelA = rowsOf(report, 'WCAG 2.2 Level A');
const levels: [Level, Row[]][] = [
  ['A', levelA],
  ['AA', rowsOf(report, 'WCAG 2.2 Level AA')],
];

describe('docs/accessibility.md', () => {
  for (const [level, rows] of levels) {
    describe(`Level ${level}`, () => {
      it('has one row per WCAG 2.2 criterion of the level, each under its own name, in order', () => {
        expect(rows.map((row) => `${row.number} ${row.name}`)).toEqual(
          Object.entries(criteria[level]).map(([number, name]) => `${number} ${name}`),
        );
      });

      it('gives each row one of the report’s terms', () => {
        const unknown = rows.filter((row) => !statuses.includes(row.status as Status));
        expect(unknown.map((row) => `${row.number}: ${row.status || 'no bold term'}`)).toEqual([]);
      });

      it('names a test on every row that claims Supports', () => {
        const unproven = rows.filter((row) => claimsSupport(row.conformance) && row.tests.length === 0);
        expect(unproven.map((row) => row.number)).toEqual([]);
      });

      it('names only test files that exist, and test names found in them', () => {
        const broken: string[] = [];
        for (const row of rows)
          for (const test of row.tests) {
            if (!/\.test\.tsx?$/.test(test.file))
              broken.push(`${row.number}: ${test.file} is not a test file`);
            else if (!existsSync(join(root, test.file))) broken.push(`${row.number}: no file ${test.file}`);
            else if (!readFileSync(join(root, test.file), 'utf8').includes(test.name))
              broken.push(`${row.number}: "${test.name}" not in ${test.file}`);
          }
        expect(broken).toEqual([]);
      });
    });
  }

  it('lists 4.1.1 Parsing as removed, not applicable', () => {
    const parsing = levelA.find((row) => row.number === '4.1.1');
    expect(parsing?.status).toBe('Not Applicable');
    expect(report).toMatch(/4\.1\.1 Parsing \|[^\n]*removed in WCAG 2\.2/i);
  });

  it('sums the rows in its summary', () => {
    const summary = [...report.matchAll(/^\| (AA?) \| (\d+) \| (\d+) \| (\d+) \| (\d+) \| (\d+) \|$/gm)].map(
      ([, level = '', ...counts]) => [level, counts.map(Number)],
    );
    const counted = levels.map(([level, rows]) => [
      level,
      statuses.map((status) => rows.filter((row) => row.status === status).length),
    ]);
    expect(summary).toEqual(counted);
  });

  it('tells a broken report from a good one', () => {
    const sample = [
      '## WCAG 2.2 Level A',
      '',
      '| criterion | conformance | remarks | proven by |',
      '|---|---|---|---|',
      '| 1.1.1 Non-text Content | **Supports** | Named. | `a.test.ts` › "one"<br>`b.test.ts` › "two" |',
      '| 1.2.1 Audio-only and Video-only (Prerecorded) | **Partially Supports**<br>Header: Supports | | |',
      '| 1.2.2 Captions (Prerecorded) | **Partially Supports** | | |',
      '',
      '## Next',
    ].join('\n');
    const rows = rowsOf(sample, 'WCAG 2.2 Level A');
    expect(rows.map((row) => [row.number, row.status, row.tests.map((test) => test.name)])).toEqual([
      ['1.1.1', 'Supports', ['one', 'two']],
      ['1.2.1', 'Partially Supports', []],
      ['1.2.2', 'Partially Supports', []],
    ]);
    expect(rows.map((row) => claimsSupport(row.conformance))).toEqual([true, true, false]);
  });
});
