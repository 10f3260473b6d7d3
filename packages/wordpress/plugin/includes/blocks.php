<?php
/**
 * A block for each widget an editor places. Each saves only its comment and attributes (a
 * dynamic block), so an Author's save keeps it whole, and is rendered here, where the page's
 * HTML is the plugin's to write: the widget's element with its attributes, or a button that
 * opens a dialog. The editor shows what this renders.
 *
 * @package Masthead
 */

defined( 'ABSPATH' ) || exit;

add_action( 'init', 'masthead_register_blocks' );
function masthead_register_blocks() {
	$render = array(
		'header'        => 'masthead_render_header',
		'footer'        => 'masthead_render_footer',
		'header-ad'     => 'masthead_render_ad',
		'partner-ads'   => 'masthead_render_ad',
		'dialog-button' => 'masthead_render_dialog_button',
		'paywall'       => 'masthead_render_paywall',
	);
	foreach ( $render as $name => $callback ) {
		$type = register_block_type( MASTHEAD_PLUGIN_DIR . '/build/blocks/' . $name, array( 'render_callback' => $callback ) );
		// The editor scripts' words come from the site's language packs, as the PHP's do.
		foreach ( $type ? $type->editor_script_handles : array() as $handle ) {
			wp_set_script_translations( $handle, 'masthead' );
		}
	}
}

/** Whether this is the editor's preview, which asks for the block's HTML through the REST API. */
function masthead_is_preview() {
	$route = $GLOBALS['wp']->query_vars['rest_route'] ?? '';
	return defined( 'REST_REQUEST' ) && REST_REQUEST && 0 === strpos( (string) $route, '/wp/v2/block-renderer/masthead/' );
}

/** In the editor's preview: the widget's stylesheets with its markup, as `wp_head` links them on a page. */
function masthead_with_head( $name, $html ) {
	$markup = masthead_files()['hints']['markup'][ $name ] ?? null;
	return masthead_is_preview() && $markup ? $markup['head'] . $html : $html;
}

function masthead_render_header( $attributes ) {
	if ( ! masthead_files() ) {
		return '';
	}
	$element = ! empty( $attributes['hideSearch'] ) ? array( 'hide-search' => true ) : array();
	return masthead_with_head( 'header', masthead_widget_element( 'header', $element ) );
}

function masthead_render_footer( $attributes ) {
	if ( ! masthead_files() ) {
		return '';
	}
	$element = array();
	$level   = (int) ( $attributes['headingLevel'] ?? 2 );
	if ( 2 !== $level && $level >= 1 && $level <= 6 ) {
		$element['heading-level'] = (string) $level;
	}
	if ( ! empty( $attributes['hideSocial'] ) ) {
		$element['hide-social'] = true;
	}
	return masthead_with_head( 'footer', masthead_widget_element( 'footer', $element ) );
}

/** An ad's element, in the box its ad takes (the block's stylesheet reserves it). */
function masthead_render_ad( $attributes, $content, $block ) {
	$name     = substr( $block->name, strlen( 'masthead/' ) );
	$provider = in_array( $attributes['provider'] ?? 'gpt', array( 'gpt', 'demo' ), true ) ? $attributes['provider'] ?? 'gpt' : 'gpt';
	// The editor shows the demo provider's ad: the ad server answers only on the site.
	$provider = masthead_is_preview() ? 'demo' : $provider;
	return masthead_widget_element( $name, array( 'provider' => $provider ), get_block_wrapper_attributes() );
}

/** The `data-masthead-*` attributes that tell the view script what to open. */
function masthead_opener_attributes( $options ) {
	$html = '';
	foreach ( $options as $name => $value ) {
		if ( '' === $value || false === $value ) {
			continue;
		}
		$html .= ' data-masthead-' . $name . ( true === $value ? '' : '="' . esc_attr( $value ) . '"' );
	}
	return $html;
}

function masthead_render_dialog_button( $attributes ) {
	$dialog  = 'checkout' === ( $attributes['dialog'] ?? 'account' ) ? 'checkout' : 'account';
	$label   = (string) ( $attributes['label'] ?? '' );
	$label   = '' !== $label ? $label : ( 'checkout' === $dialog ? __( 'Subscribe', 'masthead' ) : __( 'Sign In', 'masthead' ) );
	$options = 'checkout' === $dialog
		? array(
			'gift'     => ! empty( $attributes['giftMode'] ),
			'continue' => esc_url_raw( (string) ( $attributes['continueUrl'] ?? '' ) ),
		)
		: array( 'view' => 'register' === ( $attributes['view'] ?? '' ) ? 'register' : 'sign-in' );
	return sprintf(
		'<div %1$s><button type="button" class="wp-element-button" data-masthead-opens="%2$s"%3$s>%4$s</button></div>',
		get_block_wrapper_attributes(),
		esc_attr( $dialog ),
		masthead_opener_attributes( $options ),
		esc_html( $label )
	);
}

function masthead_render_paywall( $attributes ) {
	$heading = (string) ( $attributes['heading'] ?? '' );
	$message = (string) ( $attributes['message'] ?? '' );
	$label   = (string) ( $attributes['label'] ?? '' );
	$options = array(
		'view'         => 'sign-in',
		'from-paywall' => true,
		'custom-text'  => (string) ( $attributes['customText'] ?? '' ),
	);
	return sprintf(
		'<div %1$s><div class="masthead-paywall">%2$s%3$s<button type="button" class="wp-element-button" data-masthead-opens="account"%4$s>%5$s</button></div></div>',
		get_block_wrapper_attributes(),
		'' !== $heading ? '<p class="masthead-paywall__heading">' . esc_html( $heading ) . '</p>' : '',
		'' !== $message ? '<p>' . esc_html( $message ) . '</p>' : '',
		masthead_opener_attributes( $options ),
		esc_html( '' !== $label ? $label : __( 'Sign In', 'masthead' ) )
	);
}

add_action( 'admin_print_footer_scripts', 'masthead_editor_loader' );
/**
 * The loader in the post editor too, so a block's preview is the widget itself (an ad from the
 * demo provider in its box), mounted as on the page. The Site Editor's canvas is a frame of
 * its own: there the header and the footer show their prerendered markup.
 */
function masthead_editor_loader() {
	$screen = get_current_screen();
	$files  = masthead_files();
	if ( $screen && $screen->is_block_editor() && $files ) {
		echo masthead_localised( $files['hints']['kinds']['page']['loader'] ), "\n"; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- the deployment's tag.
	}
}
