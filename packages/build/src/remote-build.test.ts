import { describe, expect, it } from 'vitest';
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
