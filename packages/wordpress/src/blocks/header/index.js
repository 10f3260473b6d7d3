import { registerBlockType } from '@wordpress/blocks';
import { ToggleControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { BlockPreview, inPostEditor } from '../preview.js';
import metadata from './block.json';

registerBlockType(metadata.name, {
  supports: { ...metadata.supports, inserter: !inPostEditor() },
  edit: ({ attributes, setAttributes }) => (
    <BlockPreview name={metadata.name} attributes={attributes} title={__('Header', 'masthead')}>
      <ToggleControl
        label={__('Hide the search', 'masthead')}
        checked={attributes.hideSearch}
        onChange={(hideSearch) => setAttributes({ hideSearch })}
      />
    </BlockPreview>
  ),
  save: () => null,
});
