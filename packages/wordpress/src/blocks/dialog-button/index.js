import { registerBlockType } from '@wordpress/blocks';
import { SelectControl, TextControl, ToggleControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { BlockPreview } from '../preview.js';
import metadata from './block.json';

registerBlockType(metadata.name, {
  edit: ({ attributes, setAttributes }) => (
    <BlockPreview name={metadata.name} attributes={attributes} title={__('Button', 'masthead')}>
      <SelectControl
        label={__('Opens', 'masthead')}
        value={attributes.dialog}
        options={[
          { label: __('Sign in (the account dialog)', 'masthead'), value: 'account' },
          { label: __('Subscribe (sign in or register, then checkout)', 'masthead'), value: 'checkout' },
        ]}
        onChange={(dialog) => setAttributes({ dialog })}
      />
      <TextControl
        label={__('Label', 'masthead')}
        value={attributes.label}
        placeholder={
          attributes.dialog === 'checkout' ? __('Subscribe', 'masthead') : __('Sign In', 'masthead')
        }
        onChange={(label) => setAttributes({ label })}
      />
      {attributes.dialog === 'account' ? (
        <SelectControl
          label={__('First view', 'masthead')}
          value={attributes.view}
          options={[
            { label: __('Sign in', 'masthead'), value: 'sign-in' },
            { label: __('Register', 'masthead'), value: 'register' },
          ]}
          onChange={(view) => setAttributes({ view })}
        />
      ) : (
        <>
          <ToggleControl
            label={__('A gift subscription', 'masthead')}
            checked={attributes.giftMode}
            onChange={(giftMode) => setAttributes({ giftMode })}
          />
          <TextControl
            label={__('Then go to', 'masthead')}
            help={__('The page the reader continues to once signed in, such as /checkout.', 'masthead')}
            type="url"
            value={attributes.continueUrl}
            onChange={(continueUrl) => setAttributes({ continueUrl })}
          />
        </>
      )}
    </BlockPreview>
  ),
  save: () => null,
});
