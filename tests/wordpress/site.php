<?php
// A WordPress page as a block theme renders it, for PHP's built-in server (`php -S … site.php`):
// WordPress's own plugin API (bootstrap.php), the must-use plugins in WP_CONTENT_DIR/mu-plugins
// loaded as wp-settings.php loads them, then the request's hooks in WordPress's order (`wp`
// once the query is known, `wp_head` in the head, `render_block` for each block). The theme's
// header part holds `<masthead-header></masthead-header>`, its footer part
// `<masthead-footer></masthead-footer>`; the post's content is what an author
// saved (content.html, through the save filters). Paths ending in .json are files.
// WP_CONTENT_DIR: the site's wp-content folder.
if (preg_match('/\.json$/', parse_url($_SERVER['REQUEST_URI'], PHP_URL_PATH))) return false;

require __DIR__ . '/bootstrap.php';
define('WP_CONTENT_DIR', rtrim((string) getenv('WP_CONTENT_DIR'), '/'));
define('WPMU_PLUGIN_DIR', WP_CONTENT_DIR . '/mu-plugins');

// The query: a post's permalink (/2026/11/slug/) is a single post; anything else a page.
$masthead_test_single = (bool) preg_match('#^/\d{4}/\d{2}/[\w-]+/$#', parse_url($_SERVER['REQUEST_URI'], PHP_URL_PATH));
function is_singular($post_types = '') {
  global $masthead_test_single;
  return $masthead_test_single && in_array('post', (array) $post_types, true);
}

foreach (wp_get_mu_plugins() as $mu_plugin) include_once $mu_plugin;

do_action('wp');
$header_part = apply_filters('render_block', '<masthead-header></masthead-header>', ['blockName' => 'core/template-part']);
$footer_part = apply_filters('render_block', '<masthead-footer></masthead-footer>', ['blockName' => 'core/template-part']);
$content = apply_filters(
  'render_block',
  masthead_saved_by_author((string) file_get_contents(WP_CONTENT_DIR . '/content.html')),
  ['blockName' => 'core/html']
);
?><!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>A WordPress page</title>
<link rel="icon" href="data:,">
<?php do_action('wp_head'); ?>
</head>
<body>
<?php echo $header_part; ?>
<main><h1>A WordPress page</h1></main>
<?php echo $content; ?>
<?php echo $footer_part; ?>
</body>
</html>
