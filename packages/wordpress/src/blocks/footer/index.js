import { registerBlockType } from '@wordpress/blocks';
import { SelectControl, ToggleControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { BlockPreview, inPostEditor } from '../preview.js';
import metadata from './block.json';

const levels = [1, 2, 3, 4, 5, 6].map((level) => ({ label: `H${level}`, value: String(level) }));

registerBlockType(metadata.name, {
  supports: { ...metadata.supports, inserter: !inPostEditor() },
  edit: ({ attributes, setAttributes }) => (
    <BlockPreview name={metadata.name} attributes={attributes} title={__('Footer', 'masthead')}>
      <SelectControl
        label={__('Level of its section headings', 'masthead')}
        value={String(attributes.headingLevel)}
        options={levels}
        onChange={(level) => setAttributes({ headingLevel: Number(level) })}
      />
      <ToggleControl
        label={__('Hide the social links', 'masthead')}
        checked={attributes.hideSocial}
        onChange={(hideSocial) => setAttributes({ hideSocial })}
      />
    </BlockPreview>
  ),
  save: () => null,
});
