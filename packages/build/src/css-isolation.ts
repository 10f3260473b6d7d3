/**
 * Build-time armour for every Masthead stylesheet, so a widget looks the same on any page.
 *
 * A host theme's ordinary rules (`.entry-content a`, `.prose h2`, `article button`) carry
 * more specificity than a widget's one-class rules and used to win. Each of our stylesheets
 * is therefore rewritten at build time:
 *
 * - every declaration becomes `!important`: a host's rules without `!important` can never
 *   beat one, whatever their specificity;
 * - every rule goes into a cascade layer named for the package it comes from. For important
 *   declarations, earlier layers win and any layer beats the page's unlayered `!important`
 *   rules, so the one order statement below decides between our own stylesheets too: a
 *   widget's rules over the shared form styles over the UI kit's over the reset, however the
 *   remotes' stylesheets happen to be loaded;
 * - the reset layer (`isolation.css` in the UI kit) reverts what the host sets and we do not.
 *
 * The sources stay plain CSS Modules; nothing of this is written by hand.
 */
import type { AtRule, ChildNode, Node, Plugin } from 'postcss';

/** Our layers, in the order the page declares them: for `!important`, the first wins. */
export const isolationLayers = ['mh-widget', 'mh-flow', 'mh-kit', 'mh-reset'] as const;
export type IsolationLayer = (typeof isolationLayers)[number];

/** The statement every stylesheet of ours starts with, so the first one seen fixes the order. */
export const layerOrderStatement = `@layer ${isolationLayers.join(', ')};`;

/** Which layer a source file's rules go to; `undefined` leaves the file as it is. */
export type LayerOf = (file: string) => IsolationLayer | undefined;

/** The layer of a file under `packages/`: the UI kit, the shared auth flow, or a widget. */
export const layerOfPackageFile: LayerOf = (file) => {
  const path = file.replaceAll('\\', '/');
  if (path.includes('/node_modules/') || !path.includes('/packages/')) return undefined;
  if (path.includes('/packages/ui-kit/')) return 'mh-kit';
  if (path.includes('/packages/auth-flow/')) return 'mh-flow';
  return 'mh-widget';
};

const keyframes = /^(-\w+-)?keyframes$/;
const insideKeyframes = (node: ChildNode): boolean => {
  for (let parent: Node | undefined = node.parent; parent; parent = parent.parent) {
    if (parent.type === 'atrule' && keyframes.test((parent as AtRule).name)) return true;
  }
  return false;
};

/** A file that declares its own layer (the reset) is left as written. */
const declaresLayer = (nodes: readonly ChildNode[]) =>
  nodes.some((node) => node.type === 'atrule' && node.name === 'layer');

export function isolateCss(layerOf: LayerOf = layerOfPackageFile): Plugin {
  return {
    postcssPlugin: 'masthead-css-isolation',
    Once(root, { atRule, parse }) {
      const file = root.source?.input.file;
      const layer = file ? layerOf(file) : undefined;
      if (!layer || declaresLayer(root.nodes)) return;
      root.walkDecls((declaration) => {
        // `!important` is not allowed in keyframes: the browser would drop the declaration.
        if (!insideKeyframes(declaration)) declaration.important = true;
      });
      const rules = [...root.nodes];
      root.removeAll();
      root.append(parse(layerOrderStatement).nodes, atRule({ name: 'layer', params: layer, nodes: rules }));
    },
  };
}
