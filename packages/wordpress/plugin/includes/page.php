<?php
/**
 * What a page gets: the config at the site's own `/masthead.config.json` (with the API's origin
 * when set), the `Link` header and `<link>` tags of its kind, the loader's tag, the stylesheets of
 * the widgets' markup it places, and the offsets for fixed bars. Without usable files none of it:
 * the page serves as the theme makes it, and the admin notice says why.
 *
 * @package Masthead
 */

defined( 'ABSPATH' ) || exit;

/** Where the site serves the config: a path of its own, or a query where nothing rewrites paths. */
function masthead_config_url() {
	return get_option( 'permalink_structure' )
		? home_url( '/masthead.config.json' )
		: add_query_arg( 'masthead-config', '1', home_url( '/' ) );
}

/** Whether this request asks for the config, in either form. */
function masthead_is_config_request() {
	if ( isset( $_GET['masthead-config'] ) ) { // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a public read.
		return true;
	}
	$path = wp_parse_url( isset( $_SERVER['REQUEST_URI'] ) ? wp_unslash( $_SERVER['REQUEST_URI'] ) : '', PHP_URL_PATH ); // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- compared only.
	return is_string( $path ) && wp_parse_url( home_url( '/masthead.config.json' ), PHP_URL_PATH ) === $path;
}

add_action( 'init', 'masthead_serve_config', 0 );
/** Answers the config request before WordPress looks for a post. */
function masthead_serve_config() {
	if ( ! masthead_is_config_request() ) {
		return;
	}
	$files = masthead_files();
	if ( ! $files ) {
		status_header( 404 );
		header( 'Content-Type: application/json; charset=utf-8' );
		echo wp_json_encode( array( 'error' => 'Masthead has no config yet: see Settings → Masthead.' ) );
		exit;
	}
	$config = $files['config'];
	$origin = masthead_settings()['api_origin'];
	if ( '' !== $origin ) {
		$config['apiOrigin'] = untrailingslashit( $origin );
	}
	status_header( 200 );
	header( 'Content-Type: application/json; charset=utf-8' );
	header( 'Cache-Control: public, max-age=300' );
	header( 'X-Content-Type-Options: nosniff' );
	echo wp_json_encode( $config, JSON_UNESCAPED_SLASHES );
	exit;
}

/** The hints' text with the config URL they were written for replaced by the site's. */
function masthead_localised( $text ) {
	$files = masthead_files();
	$from  = $files['hints']['configUrl'];
	$to    = masthead_config_url();
	return str_replace( array( $from, esc_attr( $from ) ), array( $to, esc_attr( $to ) ), $text );
}

/** The ads' blocks: a page that has one is of the `article` kind, whose hints reach the ads' origin. */
function masthead_ad_blocks() {
	return array( 'masthead/header-ad', 'masthead/partner-ads' );
}

/** The kind of page (hints.json's `kinds`): `article` for a post with ads, else `page`. */
function masthead_page_kind() {
	$kinds = masthead_files()['hints']['kinds'];
	$post  = is_singular() ? get_queried_object() : null;
	if ( $post instanceof WP_Post && isset( $kinds['article'] ) ) {
		foreach ( masthead_ad_blocks() as $block ) {
			if ( has_block( $block, $post ) ) {
				return 'article';
			}
		}
	}
	return 'page';
}

add_action( 'wp', 'masthead_send_link_header' );
/** The kind's hints as a `Link` header: the browser starts on them before the HTML arrives. */
function masthead_send_link_header() {
	if ( is_admin() || ! masthead_files() || headers_sent() ) {
		return;
	}
	$link = masthead_localised( masthead_files()['hints']['kinds'][ masthead_page_kind() ]['link'] );
	if ( '' !== $link ) {
		header( 'Link: ' . $link, false );
	}
}

/**
 * The widgets whose markup the page carries (`header`, `footer`), recorded as they are placed.
 * A block theme renders its template before `wp_head`, so the head knows them all; a classic
 * theme places the header and the footer through its hooks, known from the start.
 */
function masthead_placed( $name = null ) {
	static $placed = array();
	if ( null !== $name ) {
		$placed[ $name ] = true;
	}
	return array_keys( $placed );
}

/**
 * A widget's element: with its prerendered markup inside when it has one and `$attributes`
 * are the defaults it was rendered with, else the empty element with its attributes.
 * `$attributes`: the element's attribute names to their values (true for a bare one).
 */
function masthead_widget_element( $name, $attributes = array(), $extra = '' ) {
	$files  = masthead_files();
	$markup = $files['hints']['markup'][ $name ] ?? null;
	if ( $markup && array() === $attributes ) {
		masthead_placed( $name );
		$element = $markup['element'];
		return '' === $extra ? $element : preg_replace( '/^<masthead-[a-z-]+/', '$0 ' . $extra, $element );
	}
	$html = '<masthead-' . $name . ( '' === $extra ? '' : ' ' . $extra );
	foreach ( $attributes as $attribute => $value ) {
		$html .= true === $value ? ' ' . $attribute : ' ' . $attribute . '="' . esc_attr( $value ) . '"';
	}
	return $html . '></masthead-' . $name . '>';
}

add_action( 'wp_head', 'masthead_head', 1 );
/** The stylesheets of the placed markup, the kind's `<link>` tags, the loader, the offsets. */
function masthead_head() {
	echo masthead_offset_style(); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- built from validated settings.
	$files = masthead_files();
	if ( ! $files ) {
		return;
	}
	$kind = $files['hints']['kinds'][ masthead_page_kind() ];
	foreach ( masthead_placed() as $name ) {
		echo $files['hints']['markup'][ $name ]['head'], "\n"; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- the deployment's own markup.
	}
	echo masthead_localised( $kind['tags'] ), "\n", masthead_localised( $kind['loader'] ), "\n"; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- the deployment's tags.
}

/**
 * Where the widgets' sticky header, menus and dialogs start: below the theme's own fixed bar
 * (the setting) and, for a signed-in editor, below WordPress's admin bar. Up to 600 px wide
 * the admin bar scrolls away with the page, so there the header (sticky only once the page
 * has scrolled past it) sticks below the theme's bar alone; a menu or a dialog, which can open
 * at the top of the page, still starts below the admin bar. A token set on the header's own
 * element reaches the header only.
 */
function masthead_offset_style() {
	$offset = masthead_settings()['offset_top'];
	$offset = masthead_is_length( $offset ) && '0' !== $offset ? $offset : '0px';
	$css    = ":root{--mh-offset-top:$offset}"
		. "body.admin-bar{--mh-offset-top:calc(var(--wp-admin--admin-bar--height, 32px) + $offset)}"
		. "@media screen and (max-width:600px){body.admin-bar masthead-header{--mh-offset-top:$offset}}";
	$hide   = masthead_settings()['theme_chrome'];
	if ( ! wp_is_block_theme() && '' !== $hide && masthead_is_selector_list( $hide ) && masthead_files() ) {
		$css .= $hide . '{display:none!important}';
	}
	return '<style id="masthead-offsets">' . $css . "</style>\n";
}
