/**
 * A block's editor view: what the page will show, rendered by the plugin's PHP through
 * WordPress's block renderer, so the editor and the page can never disagree, with the
 * block's settings in the sidebar. The preview takes no clicks: a button in it must not open a
 * dialog while an editor arranges the post.
 */
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import { Disabled, PanelBody } from '@wordpress/components';
import ServerSideRender from '@wordpress/server-side-render';

/**
 * Whether this is the post editor (a post or a page), not the Site Editor: the header and the
 * footer belong to the theme's template parts, outside `<main>`, so a post does not offer them.
 */
export const inPostEditor = () => /(^|\s)post(-new)?-php(\s|$)/.test(document.body.className);

/**
 * @param {{ name: string, attributes: Record<string, unknown>, title: string, children?: unknown }} props
 */
export function BlockPreview({ name, attributes, title, children }) {
  const blockProps = useBlockProps();
  return (
    <div {...blockProps}>
      {children ? (
        <InspectorControls>
          <PanelBody title={title}>{children}</PanelBody>
        </InspectorControls>
      ) : null}
      <Disabled>
        <ServerSideRender block={name} attributes={attributes} />
      </Disabled>
    </div>
  );
}
