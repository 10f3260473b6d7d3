<?php
// PHP's built-in server in front of a WordPress site (`php -S … -t <site> router.php`, started
// by live-site.ts), doing what Apache does with WordPress's .htaccess: a file that exists is
// served (or run, when it is PHP) by the server itself, a folder gets its trailing slash and
// then its index.php (wp-admin/), and everything else goes to WordPress's front controller,
// which reads the pretty permalink (/hello-world/, /wp-json/…) from REQUEST_URI.
$masthead_path = rawurldecode((string) parse_url($_SERVER['REQUEST_URI'], PHP_URL_PATH));
$masthead_file = rtrim($_SERVER['DOCUMENT_ROOT'], '/') . $masthead_path;

if (is_dir($masthead_file)) {
  if (substr($masthead_path, -1) !== '/') {
    // Relative links in wp-admin's pages need the slash, as Apache's DirectorySlash gives it.
    $masthead_query = parse_url($_SERVER['REQUEST_URI'], PHP_URL_QUERY);
    header('Location: ' . $masthead_path . '/' . ($masthead_query ? '?' . $masthead_query : ''), true, 301);
    return true;
  }
  if (is_file($masthead_file . 'index.php')) return false;
} elseif (is_file($masthead_file)) {
  return false;
}

// WordPress works out the request from these (WP::parse_request, $pagenow): as a server
// rewriting to index.php sets them, not as the router's own.
$_SERVER['SCRIPT_NAME'] = '/index.php';
$_SERVER['PHP_SELF'] = '/index.php';
$_SERVER['SCRIPT_FILENAME'] = rtrim($_SERVER['DOCUMENT_ROOT'], '/') . '/index.php';
chdir($_SERVER['DOCUMENT_ROOT']);
require $_SERVER['SCRIPT_FILENAME'];
