import type { Meta, StoryObj } from '@storybook/react-vite';
import { isExportStory, storyNameFromExport, toId } from 'storybook/internal/csf';
import { expect } from 'storybook/test';
import { dialogs, widgets } from '@masthead/federation';
import styles from './introduction.module.css';

/** Where `pnpm demo` serves the widget gallery. */
const galleryUrl = 'http://localhost:8080/widgets';

interface StoryLink {
  id: string;
  name: string;
}

type StoryModule = Record<string, unknown> & {
  default?: { title?: string; includeStories?: string[]; excludeStories?: string[] };
};
const modules = import.meta.glob<StoryModule>('../packages/*/src/**/*.stories.tsx', { eager: true });

/** Every story of every package, by package and then by title, read from the story files. */
const storiesByPackage = new Map<string, Map<string, StoryLink[]>>();
for (const [path, module] of Object.entries(modules)) {
  const pkg = /packages\/([^/]+)\//.exec(path)?.[1] ?? '';
  const title = module.default?.title ?? '';
  const links = Object.keys(module)
    .filter((key) => !key.startsWith('__') && key !== 'default' && isExportStory(key, module.default ?? {}))
    .map((key) => ({ id: toId(title, storyNameFromExport(key)), name: storyNameFromExport(key) }));
  const byTitle = storiesByPackage.get(pkg) ?? new Map<string, StoryLink[]>();
  byTitle.set(title, links);
  storiesByPackage.set(pkg, byTitle);
}

interface Row {
  what: string;
  how: string;
  pkg: string;
  gallery?: string;
}

const rows: Row[] = [
  ...Object.entries(widgets).map(([tag, { remote }]) => ({
    what: `<${tag}>`,
    how: 'placed on the page; the loader mounts it',
    pkg: remote,
    gallery: `${galleryUrl}#${tag}`,
  })),
  ...Object.entries(dialogs).map(([kind, entry]) => ({
    what: `${kind} dialog`,
    how: `window.Masthead.open${kind[0]?.toUpperCase()}${kind.slice(1)}Dialog(), or a widget asks for it`,
    pkg: entry?.remote ?? '',
  })),
  { what: 'UI kit', how: 'shared by the widgets', pkg: 'ui-kit' },
  { what: 'Analytics inspector', how: 'a development aid for the data layer', pkg: 'analytics' },
];

/** A link that leaves the preview frame for the Storybook page of a story. */
function StoryAnchor({ id, children }: { id: string; children: string }) {
  return (
    <a href={`./?path=/story/${id}`} target="_top">
      {children}
    </a>
  );
}

function Stories({ pkg }: { pkg: string }) {
  const byTitle = storiesByPackage.get(pkg);
  if (!byTitle) return <>none</>;
  return (
    <ul>
      {[...byTitle].map(([title, links]) => (
        <li key={title}>
          {links[0] ? <StoryAnchor id={links[0].id}>{title}</StoryAnchor> : title} ({links.length}{' '}
          {links.length === 1 ? 'story' : 'stories'}: {links.map((link) => link.name).join(', ')})
        </li>
      ))}
    </ul>
  );
}

/** The front door: what each widget is, where its stories are, and its page in the gallery. */
function Introduction() {
  return (
    <main className={styles.page}>
      <h1>Masthead in Storybook</h1>
      <p>
        Every widget of Masthead in every state, each story with a play function that runs as a test (
        <code>tests/stories</code>) and an accessibility check. The network is mocked with MSW, and the auth
        store is reset before every story.
      </p>
      <p>
        The <strong>Controls</strong> panel of the footer, header and ad stories offers the attributes a CMS
        editor sets on the custom element (category &lsquo;CMS attributes&rsquo;), with the limits the loader
        checks. To build a snippet for a page, use the <a href={galleryUrl}>widget gallery</a> of the demo (
        <code>npx -y pnpm@10 demo</code>, then open <code>/widgets</code>): the widget as the loader mounts
        it, and the HTML to paste.
      </p>
      <table className={styles.table}>
        <caption>Widgets and their stories</caption>
        <thead>
          <tr>
            <th scope="col">Widget</th>
            <th scope="col">How a page gets it</th>
            <th scope="col">Stories</th>
            <th scope="col">Gallery</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.what}>
              <th scope="row">
                <code>{row.what}</code>
              </th>
              <td>
                {row.how}, from <code>packages/{row.pkg}</code>
              </td>
              <td>
                <Stories pkg={row.pkg} />
              </td>
              <td>{row.gallery ? <a href={row.gallery}>Try {row.what}</a> : 'not placed on a page'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </main>
  );
}

const meta = {
  title: 'Introduction',
  component: Introduction,
  parameters: { controls: { disable: true } },
} satisfies Meta<typeof Introduction>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each custom element has a row, stories to open and its page in the gallery. */
export const StartHere: Story = {
  play: async ({ canvasElement }) => {
    // Plain queries: role queries over a table of a hundred links are slow in jsdom.
    const rowOf = (tag: string) =>
      [...canvasElement.querySelectorAll('tbody tr')].find(
        (row) => row.querySelector('th')?.textContent === `<${tag}>`,
      );
    for (const tag of Object.keys(widgets)) {
      const row = rowOf(tag);
      await expect(row?.querySelectorAll('a[href^="./?path=/story/"]').length).toBeGreaterThan(0);
      await expect(row?.querySelector(`a[href="${galleryUrl}#${tag}"]`)?.textContent).toBe(`Try <${tag}>`);
    }
    const footerStories = [...(rowOf('masthead-footer')?.querySelectorAll('a') ?? [])].map((a) =>
      a.getAttribute('href'),
    );
    await expect(footerStories).toContain('./?path=/story/footer-footer--anonymous');
    await expect(rowOf('masthead-footer')?.textContent).toMatch(/Footer\/Footer \(\d+ stories: Anonymous, /);
  },
};
