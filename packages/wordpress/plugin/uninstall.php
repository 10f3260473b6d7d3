<?php
/**
 * Removes everything the plugin stored: its settings, the files it read, the last problem and
 * its hourly refresh. Template parts it placed stay: they are the site's, and the Site Editor
 * can clear them.
 *
 * @package Masthead
 */

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

foreach ( array( 'masthead_settings', 'masthead_files', 'masthead_problem' ) as $masthead_option ) {
	delete_option( $masthead_option );
}
wp_clear_scheduled_hook( 'masthead_refresh_files' );
