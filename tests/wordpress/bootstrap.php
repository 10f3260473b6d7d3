<?php
// WordPress 6.1's plugin API, formatting and kses from Debian's package, loaded without a
// database, for a user with the author role. WORDPRESS_ROOT: the unpacked package's
// wordpress folder (scripts/ensure-hosts.mjs).
define('ABSPATH', rtrim((string) getenv('WORDPRESS_ROOT'), '/') . '/');
define('WPINC', 'wp-includes');
require ABSPATH . WPINC . '/load.php';
require ABSPATH . WPINC . '/plugin.php';
require ABSPATH . WPINC . '/formatting.php';
require ABSPATH . WPINC . '/functions.php';
require ABSPATH . WPINC . '/kses.php';

// The author role's capabilities (wp-admin/includes/schema.php), for kses_init()'s check.
function current_user_can($capability) {
  return in_array(
    $capability,
    ['upload_files', 'edit_posts', 'edit_published_posts', 'publish_posts', 'read', 'delete_posts', 'delete_published_posts'],
    true
  );
}

// What WordPress does when the current user is set: the filters for a user without unfiltered_html.
kses_init();

/** What a save keeps of an author's post content: slashed in, the save filters, unslashed. */
function masthead_saved_by_author($html) {
  return wp_unslash(apply_filters('content_save_pre', wp_slash($html)));
}
