import { describe, expect, it } from 'vitest';
import { wordsChunksOf } from './messages.ts';
import { reexportOf } from './remote-build.ts';

describe('an expose chunk that only re-exports another chunk', () => {
  it('names that chunk and where each export comes from, so the entry can skip the extra file', () => {
    const code =
      '//# allFunctionsCalledOnLoad\nexport{o as attributes,a as default}from"./shared-BezQ41d8.js";\n';
    expect(reexportOf(code)).toEqual({
      from: './shared-BezQ41d8.js',
      picks: { attributes: 'o', default: 'a' },
    });
  });

  it('keeps an export that is not renamed under its own name', () => {
    expect(reexportOf(`export { default } from './shared.js';`)).toEqual({
      from: './shared.js',
      picks: { default: 'default' },
    });
  });

  it('is not recognised in a chunk with code of its own', () => {
    expect(reexportOf('import{a}from"./shared.js";const b=a();export{b as default};')).toBeUndefined();
    expect(reexportOf('export{a as default}from"./shared.js";console.log(1);')).toBeUndefined();
    expect(reexportOf('export*from"./shared.js";')).toBeUndefined();
  });
});

describe("an expose's words chunks, which its catalogues fetch by URL", () => {
  const chunk = (fileName: string, code: string) => ({
    type: 'chunk' as const,
    fileName,
    code,
    imports: [],
    exports: [],
    moduleIds: [],
    facadeModuleId: null,
  });
  const bundle = {
    'assets/footer-1.js': chunk(
      'assets/footer-1.js',
      'const t={de:new URL(`messages-de-footer-A.js`,import.meta.url).href}',
    ),
    'assets/panel-2.js': chunk(
      'assets/panel-2.js',
      'const t={de:new URL(`messages-de-cart-B.js`,import.meta.url).href}',
    ),
    'assets/messages-de-footer-A.js': chunk('assets/messages-de-footer-A.js', 'export default {}'),
    'assets/messages-de-cart-B.js': chunk('assets/messages-de-cart-B.js', 'export default {}'),
    'assets/messages-de-ads-C.js': chunk('assets/messages-de-ads-C.js', 'export default {}'),
  };

  it('are those the code of its files names, its later chunks included, and no other', () => {
    expect(wordsChunksOf(bundle, ['assets/footer-1.js'])).toEqual(['assets/messages-de-footer-A.js']);
    expect(wordsChunksOf(bundle, ['assets/footer-1.js', 'assets/panel-2.js'])).toEqual([
      'assets/messages-de-footer-A.js',
      'assets/messages-de-cart-B.js',
    ]);
  });
});
