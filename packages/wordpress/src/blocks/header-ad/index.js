import { registerBlockType } from '@wordpress/blocks';
import { SelectControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { BlockPreview } from '../preview.js';
import metadata from './block.json';
import './style.css';

registerBlockType(metadata.name, {
  edit: ({ attributes, setAttributes }) => (
    <BlockPreview name={metadata.name} attributes={attributes} title={__('Header ad', 'masthead')}>
      <SelectControl
        label={__('Ad server', 'masthead')}
        value={attributes.provider}
        options={[
          { label: __('Google Publisher Tag', 'masthead'), value: 'gpt' },
          { label: __('Demo ads (no ad server)', 'masthead'), value: 'demo' },
        ]}
        help={__('The editor shows a demo ad either way.', 'masthead')}
        onChange={(provider) => setAttributes({ provider })}
      />
    </BlockPreview>
  ),
  save: () => null,
});
