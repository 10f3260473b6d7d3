import { describe, expect, it } from 'vitest';
import { parseConfig } from './config.ts';

const remotes = { footer: 'https://cdn.example.com/footer/mf-manifest.json' };

describe('config.apiOrigin', () => {
  it('is optional: without it the API is on the page’s origin', () => {
    expect(parseConfig({ remotes }).apiOrigin).toBeUndefined();
  });

  it('takes an origin of the site', () => {
    expect(parseConfig({ remotes, apiOrigin: 'https://api.news.example.com' }).apiOrigin).toBe(
      'https://api.news.example.com',
    );
  });

  for (const apiOrigin of ['/api', 'https://api.example.com/v1', 'ftp://api.example.com', 42, ''])
    it(`refuses ${JSON.stringify(apiOrigin)}, naming the field`, () => {
      expect(() => parseConfig({ remotes, apiOrigin })).toThrow(/config\.apiOrigin must be an origin/);
    });
});
