<?php
/**
 * The header and the footer as the page's banner and contentinfo, one of each, at the top
 * level. A block theme places them as blocks in its header and footer template parts (the
 * settings page does it in one click, the Site Editor by hand); the part's own `<header>` or
 * `<footer>` around them then becomes a `<div>`, or a screen reader would meet a banner inside
 * a banner. A classic theme gets them through its hooks, right after `<body>` opens and before
 * it closes, with the theme's own header and footer hidden (the settings name them).
 *
 * @package Masthead
 */

defined( 'ABSPATH' ) || exit;

/** The template parts the plugin places, by area: the block that goes in each. */
function masthead_theme_parts() {
	return array(
		'header' => 'masthead/header',
		'footer' => 'masthead/footer',
	);
}

add_filter( 'render_block', 'masthead_unwrap_template_part', 10, 2 );
/** A template part holding the header or the footer loses its own landmark. */
function masthead_unwrap_template_part( $html, $block ) {
	if ( 'core/template-part' !== ( $block['blockName'] ?? '' ) ) {
		return $html;
	}
	$holds = false !== strpos( $html, '<masthead-header' ) || false !== strpos( $html, '<masthead-footer' );
	if ( ! $holds || ! preg_match( '/^\s*<(header|footer)\b/', $html, $match ) ) {
		return $html;
	}
	$tag = $match[1];
	return preg_replace( array( "/^(\s*)<$tag\b/", "/<\/$tag>(\s*)$/" ), array( '$1<div', '</div>$1' ), $html, 1 );
}

add_action( 'wp_body_open', 'masthead_classic_header', 1 );
function masthead_classic_header() {
	if ( ! wp_is_block_theme() && masthead_files() ) {
		echo masthead_widget_element( 'header' ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- the deployment's markup.
	}
}

add_action( 'wp_footer', 'masthead_classic_footer', 1 );
function masthead_classic_footer() {
	if ( ! wp_is_block_theme() && masthead_files() ) {
		echo masthead_widget_element( 'footer' ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- the deployment's markup.
	}
}

add_action( 'wp', 'masthead_classic_heads' );
/** A classic theme's header and footer come after `wp_head`: their stylesheets are known now. */
function masthead_classic_heads() {
	if ( is_admin() || wp_is_block_theme() || ! masthead_files() ) {
		return;
	}
	foreach ( array_keys( masthead_theme_parts() ) as $name ) {
		if ( isset( masthead_files()['hints']['markup'][ $name ] ) ) {
			masthead_placed( $name );
		}
	}
}

/** The active block theme's saved template part for `$area`, if the site has one. */
function masthead_saved_part( $area ) {
	$parts = get_posts(
		array(
			'post_type'      => 'wp_template_part',
			'name'           => $area,
			'post_status'    => array( 'publish', 'draft' ),
			'posts_per_page' => 1,
			// phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_tax_query -- one lookup, on the settings page.
			'tax_query'      => array(
				array(
					'taxonomy' => 'wp_theme',
					'field'    => 'name',
					'terms'    => get_stylesheet(),
				),
			),
		)
	);
	return $parts[0] ?? null;
}

/** Per area, whether the active theme's part shows Masthead's block. */
function masthead_parts_state() {
	$state = array();
	foreach ( masthead_theme_parts() as $area => $block ) {
		$part           = get_block_template( get_stylesheet() . '//' . $area, 'wp_template_part' );
		$state[ $area ] = $part && has_block( $block, $part->content );
	}
	return $state;
}

/**
 * Makes the theme's header and footer parts Masthead's (saved as the Site Editor saves a
 * customised part), or with `$place` false, removes those customisations: the theme's own
 * parts are back.
 */
function masthead_place_parts( $place ) {
	foreach ( masthead_theme_parts() as $area => $block ) {
		$saved = masthead_saved_part( $area );
		if ( ! $place ) {
			if ( $saved && has_block( $block, $saved ) ) {
				wp_delete_post( $saved->ID, true );
			}
			continue;
		}
		$content = '<!-- wp:' . $block . ' /-->';
		if ( $saved ) {
			wp_update_post(
				array(
					'ID'           => $saved->ID,
					'post_content' => $content,
				)
			);
			continue;
		}
		$id = wp_insert_post(
			array(
				'post_type'    => 'wp_template_part',
				'post_name'    => $area,
				'post_title'   => ucfirst( $area ),
				'post_status'  => 'publish',
				'post_content' => $content,
			),
			true
		);
		if ( ! is_wp_error( $id ) ) {
			wp_set_post_terms( $id, get_stylesheet(), 'wp_theme' );
			wp_set_post_terms( $id, $area, 'wp_template_part_area' );
		}
	}
}
