/**
 * The ads' blocks: the same sidebar (the ad server) and preview for each, by its block.json.
 */
import { registerBlockType } from '@wordpress/blocks';
import { SelectControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { BlockPreview } from './preview.js';

/** @param {{ name: string }} metadata @param {string} title */
export function registerAdBlock(metadata, title) {
  registerBlockType(metadata.name, {
    edit: ({ attributes, setAttributes }) => (
      <BlockPreview name={metadata.name} attributes={attributes} title={title}>
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
}
