import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getDataLayer, getUserValues, refreshUserData, resetDataLayer, type UserProfile } from './index.ts';

beforeEach(() => resetDataLayer());

const profile: UserProfile = {
  state: 'Registered',
  guid: 'g-1',
  giftQuota: { limit: 2, remaining: 1 },
};

describe('refreshUserData', () => {
  it('puts the derived values on the data layer', async () => {
    const values = await refreshUserData({ fetchProfile: async () => profile });
    expect(values).toMatchObject({ state: 'Registered', guid: 'g-1', giftQuota: { gifted: 1 } });
    expect(getUserValues()).toEqual(values);
  });

  it('reports an anonymous visitor as Guest', async () => {
    await refreshUserData({ fetchProfile: async () => ({ state: 'Anonymous' }) });
    expect(getUserValues()?.state).toBe('Guest');
  });

  describe('when the fetch fails', () => {
    it('logs it, leaves no user info on the layer and resolves to null', async () => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      await refreshUserData({ fetchProfile: async () => profile });
      expect(getUserValues()).not.toBeNull();
      const failure = new Error('503');
      await expect(refreshUserData({ fetchProfile: () => Promise.reject(failure) })).resolves.toBeNull();
      expect(getDataLayer().user).toEqual({});
      expect(error).toHaveBeenCalledWith(expect.stringMatching(/user-profile fetch failed/), failure);
    });

    it('hands the error to onError when given, and survives one that throws', async () => {
      const onError = vi.fn(() => {
        throw new Error('reporter broke');
      });
      await expect(
        refreshUserData({ fetchProfile: () => Promise.reject(new Error('x')), onError }),
      ).resolves.toBeNull();
      expect(onError).toHaveBeenCalledTimes(1);
    });
  });

  it('when refreshes overlap, the latest wins even if the older answer arrives last', async () => {
    let answerOld: (p: UserProfile) => void = () => {};
    const older = refreshUserData({
      fetchProfile: () => new Promise<UserProfile>((resolve) => (answerOld = resolve)),
    });
    await refreshUserData({ fetchProfile: async () => ({ state: 'Anonymous' }) });
    answerOld(profile);
    await expect(older).resolves.toBeNull();
    expect(getUserValues()?.state).toBe('Guest');
  });
});
