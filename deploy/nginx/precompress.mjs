// Writes a .br and a .gz beside every text file under the given folders (what nginx's
// brotli_static and gzip_static send), at the highest levels, once per deployment rather than
// on every request.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const compressible = /\.(js|css|json|html|svg|txt)$/;

/**
 * @param {string} dir
 * @returns {Promise<number>} how many files were compressed
 */
async function precompress(dir) {
  let count = 0;
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) count += await precompress(path);
    else if (compressible.test(entry.name)) {
      const bytes = await readFile(path);
      await writeFile(`${path}.gz`, gzipSync(bytes, { level: 9 }));
      const quality = { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY };
      await writeFile(`${path}.br`, brotliCompressSync(bytes, { params: quality }));
      count += 1;
    }
  }
  return count;
}

const dirs = process.argv.slice(2);
if (dirs.length === 0) {
  console.error('usage: node deploy/nginx/precompress.mjs DIR…');
  process.exit(1);
}
for (const dir of dirs) console.log(`precompressed ${await precompress(dir)} files under ${dir}`);
