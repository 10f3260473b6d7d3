<?php
/**
 * Plugin Name:       Masthead
 * Description:       Masthead's header, footer, ads and sign-in on every page, and a block for each widget.
 * Version:           0.1.0
 * Requires at least: 6.1
 * Requires PHP:      7.4
 * Author:            Masthead
 * License:           MIT
 * License URI:       https://opensource.org/licenses/MIT
 * Text Domain:       masthead
 *
 * @package Masthead
 */

defined( 'ABSPATH' ) || exit;

define( 'MASTHEAD_PLUGIN_FILE', __FILE__ );
define( 'MASTHEAD_PLUGIN_DIR', __DIR__ );

require __DIR__ . '/includes/options.php';
require __DIR__ . '/includes/files.php';
require __DIR__ . '/includes/page.php';
require __DIR__ . '/includes/theme-parts.php';
require __DIR__ . '/includes/blocks.php';
require __DIR__ . '/includes/settings.php';

register_activation_hook( __FILE__, 'masthead_activate' );
register_deactivation_hook( __FILE__, 'masthead_deactivate' );

/** Reads the files again every hour, so a new deployment reaches the pages without a visit to the settings. */
function masthead_activate() {
	if ( ! wp_next_scheduled( 'masthead_refresh_files' ) ) {
		wp_schedule_event( time() + HOUR_IN_SECONDS, 'hourly', 'masthead_refresh_files' );
	}
}

function masthead_deactivate() {
	wp_clear_scheduled_hook( 'masthead_refresh_files' );
}

add_action( 'masthead_refresh_files', 'masthead_refresh_files' );
