/**
 * WordPress 6.1 from Debian's package, unpacked (never installed) by scripts/ensure-hosts.mjs
 * and run with PHP's command line: what its filters keep of an author's content.
 */
import { execFileSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { hostProgram, unpackWordPress } from '../../scripts/ensure-hosts.mjs';

const authorFilter = join(dirname(fileURLToPath(import.meta.url)), 'author-filter.php');

/** What WordPress saves of `html` as a post's content written by an author (`wp_kses_post`). */
export function savedByAuthor(html: string): string {
  return execFileSync(hostProgram('php'), [authorFilter], {
    input: html,
    encoding: 'utf8',
    env: { ...process.env, WORDPRESS_ROOT: unpackWordPress() },
  });
}
