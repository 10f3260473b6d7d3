import { registerBlockType } from '@wordpress/blocks';
import { TextareaControl, TextControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { BlockPreview } from '../preview.js';
import metadata from './block.json';
import './style.css';

registerBlockType(metadata.name, {
  edit: ({ attributes, setAttributes }) => (
    <BlockPreview name={metadata.name} attributes={attributes} title={__('Paywall prompt', 'masthead')}>
      <TextControl
        label={__('Heading', 'masthead')}
        value={attributes.heading}
        onChange={(heading) => setAttributes({ heading })}
      />
      <TextareaControl
        label={__('Message', 'masthead')}
        value={attributes.message}
        onChange={(message) => setAttributes({ message })}
      />
      <TextControl
        label={__('Button label', 'masthead')}
        value={attributes.label}
        onChange={(label) => setAttributes({ label })}
      />
      <TextareaControl
        label={__('The dialog’s text', 'masthead')}
        help={__('Shown at the top of the sign-in dialog the button opens.', 'masthead')}
        value={attributes.customText}
        onChange={(customText) => setAttributes({ customText })}
      />
    </BlockPreview>
  ),
  save: () => null,
});
