/**
 * The files of a running test site that are not Debian's WordPress: its folder rebuilt from the
 * unpacked package, its wp-config.php, the harness's must-use plugin and the installer.
 */
import { existsSync, realpathSync } from 'node:fs';
import { copyFile, link, mkdir, readdir, symlink } from 'node:fs/promises';
import { join } from 'node:path';

/** The themes a site can start with: the block theme and the classic one. */
export type WordPressTheme = 'twentytwentythree' | 'twentytwentyone';

export interface WordPressUser {
  login: string;
  password: string;
  email: string;
}

/** The site's users, the same on each site. */
export const wordpressUsers = {
  admin: { login: 'admin', password: 'masthead-admin-password', email: 'admin@example.com' },
  author: { login: 'author', password: 'masthead-author-password', email: 'author@example.com' },
} satisfies { admin: WordPressUser; author: WordPressUser };

/** What the site does not take from Debian's WordPress: it has its own (.htaccess links to /etc). */
export const notLinked = new Set(['wp-config.php', 'wp-content', '.htaccess']);

/**
 * `from` rebuilt at `to`: folders made, files hard-linked (copied when `copy`, or when a link
 * cannot be made), and Debian's links to other packages' files pointed at where they really are.
 */
export async function rebuild(
  from: string,
  to: string,
  copy: boolean,
  leave = new Set<string>(),
): Promise<void> {
  await mkdir(to, { recursive: true });
  for (const entry of await readdir(from, { withFileTypes: true })) {
    if (leave.has(entry.name)) continue;
    const source = join(from, entry.name);
    const target = join(to, entry.name);
    if (entry.isDirectory()) await rebuild(source, target, copy);
    else if (entry.isSymbolicLink()) {
      // A link to nothing (a certificate bundle of a package not installed) is left out.
      if (existsSync(source)) await symlink(realpathSync(source), target);
    } else if (copy) await copyFile(source, target);
    else await link(source, target).catch(() => copyFile(source, target));
  }
}

/** A PHP string literal. */
export const phpString = (text: string) => `'${text.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;

/** The site's wp-config.php. */
export function wpConfig(site: string, socket: string, origin: string): string {
  const define = (name: string, value: string | boolean) =>
    `define(${phpString(name)}, ${typeof value === 'string' ? phpString(value) : String(value)});`;
  // Fixed salts: a test's cookies stay valid for the site's whole life, as on any site.
  const salts = ['AUTH', 'SECURE_AUTH', 'LOGGED_IN', 'NONCE'].flatMap((name) => [
    define(`${name}_KEY`, `masthead-test-${name.toLowerCase()}-key`),
    define(`${name}_SALT`, `masthead-test-${name.toLowerCase()}-salt`),
  ]);
  return `<?php
// A test site (tests/wordpress/live-site.ts): not Debian's wp-config.php, which reads /etc/wordpress.
${define('DB_NAME', 'wordpress')}
${define('DB_USER', 'root')}
${define('DB_PASSWORD', '')}
// MariaDB's socket: the test server listens on no port.
${define('DB_HOST', `localhost:${socket}`)}
${define('DB_CHARSET', 'utf8mb4')}
${define('DB_COLLATE', '')}
$table_prefix = 'wp_';
${salts.join('\n')}
${define('WP_HOME', origin)}
${define('WP_SITEURL', origin)}
// The site's own wp-content, not Debian's /var/lib/wordpress/wp-content.
${define('WP_CONTENT_DIR', join(site, 'wp-content'))}
${define('WP_CONTENT_URL', `${origin}/wp-content`)}
${define('WP_DEBUG', true)}
${define('WP_DEBUG_DISPLAY', false)}
${define('WP_DEBUG_LOG', join(site, 'debug.log'))}
${define('WP_ENVIRONMENT_TYPE', 'local')}
// Plugins install from a zip without asking for FTP credentials.
${define('FS_METHOD', 'direct')}
// No network: no updates, no cron calling the site, no remote calls but to the loopback hosts.
${define('AUTOMATIC_UPDATER_DISABLED', true)}
${define('WP_AUTO_UPDATE_CORE', false)}
${define('DISABLE_WP_CRON', true)}
${define('WP_HTTP_BLOCK_EXTERNAL', true)}
${define('WP_ACCESSIBLE_HOSTS', '127.0.0.1,localhost')}
if (!defined('ABSPATH')) ${define('ABSPATH', `${site}/`)}
require_once ABSPATH . 'wp-settings.php';
`;
}

/** The harness's must-use plugin: what Apache's rewriting and the network would otherwise decide. */
export const harnessPlugin = `<?php
// The test site's own settings (tests/wordpress/live-site.ts).
// PHP's built-in server sends every unknown path to index.php (router.php), as mod_rewrite would.
add_filter('got_url_rewrite', '__return_true');
// No network: no patterns from wordpress.org in the block editor, no mail (there is no sendmail).
add_filter('should_load_remote_block_patterns', '__return_false');
add_filter('pre_wp_mail', '__return_true');
`;

/** No welcome guide in any editor (WordPress 6.1 keeps the editors' preferences in user meta). */
export const noGuides = `[
  'core/edit-post' => ['welcomeGuide' => false, 'welcomeGuideTemplate' => false],
  'core/edit-site' => ['welcomeGuide' => false, 'welcomeGuideStyles' => false],
  'core/edit-widgets' => ['welcomeGuide' => false],
  'core/customize-widgets' => ['welcomeGuide' => false],
  '_modified' => gmdate('Y-m-d\\\\TH:i:s.000\\\\Z'),
]`;

/** PHP that installs the site, run once with WP_INSTALLING defined. */
export function installer(theme: WordPressTheme): string {
  const { admin, author } = wordpressUsers;
  return `
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
// wp_install() tries pretty permalinks by requesting the site, which is not served yet.
add_filter('pre_http_request', fn () => new WP_Error('masthead_offline', 'installing'));
$installed = wp_install(
  'Masthead News',
  ${phpString(admin.login)},
  ${phpString(admin.email)},
  true,
  '',
  wp_slash(${phpString(admin.password)})
);
switch_theme(${phpString(theme)});
$wp_rewrite->set_permalink_structure('/%postname%/');
update_option('rewrite_rules', '');
// Avatars come from gravatar.com, out of reach: a page would log their failed loads as errors.
update_option('show_avatars', 0);
$author = wp_insert_user([
  'user_login' => ${phpString(author.login)},
  'user_pass' => ${phpString(author.password)},
  'user_email' => ${phpString(author.email)},
  'display_name' => 'Ada Author',
  'role' => 'author',
]);
if (is_wp_error($author)) {
  fwrite(STDERR, $author->get_error_message());
  exit(1);
}
foreach ([$installed['user_id'], $author] as $user) {
  update_user_meta($user, $wpdb->get_blog_prefix() . 'persisted_preferences', ${noGuides});
  update_user_meta($user, 'show_welcome_panel', 0);
}
echo 'installed';
`;
}
