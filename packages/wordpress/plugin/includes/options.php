<?php
/**
 * The plugin's settings, read with their defaults, and each one's rule.
 *
 * @package Masthead
 */

defined( 'ABSPATH' ) || exit;

/** The settings as saved, every key present. */
function masthead_settings() {
	$saved = get_option( 'masthead_settings', array() );
	return array_merge(
		array(
			// The folder `masthead-host-files` wrote, as the deployment serves it.
			'files_url'      => '',
			// The API's origin when it is not the pages' own (`https://api.news.example.com`).
			'api_origin'     => '',
			// The height of a fixed bar of the theme's own at the top of the page.
			'offset_top'     => '0px',
			// Classic themes: the theme's own header and footer, which Masthead's replace.
			'theme_chrome'   => '#masthead, #colophon',
		),
		is_array( $saved ) ? $saved : array()
	);
}

/** A CSS length the offset accepts: `0`, `64px`, `4rem`, `3.5em`. */
function masthead_is_length( $value ) {
	return (bool) preg_match( '/^(0|\d+(\.\d+)?(px|rem|em))$/', $value );
}

/** An origin: scheme and host (and port), nothing after. */
function masthead_is_origin( $value ) {
	$parts = wp_parse_url( $value );
	return is_array( $parts )
		&& in_array( $parts['scheme'] ?? '', array( 'http', 'https' ), true )
		&& ! empty( $parts['host'] )
		&& rtrim( $value, '/' ) === $parts['scheme'] . '://' . $parts['host'] . ( isset( $parts['port'] ) ? ':' . $parts['port'] : '' );
}

/** Selectors for the theme's own chrome: a comma list of ids, classes and element names. */
function masthead_is_selector_list( $value ) {
	return '' === $value || (bool) preg_match( '/^[\w#.\-\s,>]+$/', $value );
}
