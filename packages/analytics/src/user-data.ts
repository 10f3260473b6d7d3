import { getDataLayer, setUserValues } from './data-layer.ts';
import { pageStateOf } from './page-state.ts';
import type { UserValues } from './types.ts';
import type { UserProfile } from './user-profile.ts';
import { deriveUserValues, type DeriveOptions } from './user-values.ts';

export interface RefreshUserDataOptions extends DeriveOptions {
  /** The user-profile fetch: `getUserProfile` from `@masthead/api`. */
  fetchProfile: () => Promise<UserProfile>;
  /** The window whose data layer is updated; default the global one. */
  win?: Window;
  /** Told about a failed fetch; default logs to the console (docs/behaviour.md#errors). */
  onError?: (error: unknown) => void;
}

const logFailure = (error: unknown) =>
  console.error(
    '[masthead/analytics] The user-profile fetch failed; the data layer carries no user info.',
    error,
  );

/**
 * Fetches the user profile and puts the derived user values on the data layer. On failure
 * the error is logged and the layer is left with no user info (docs/behaviour.md#errors). Never rejects.
 * Call on page load, after sign-in or registration, and after logout. When calls overlap,
 * only the latest one writes, so a slow answer for the previous user never wins.
 * @returns the values written, or null when the fetch failed or a newer refresh superseded it.
 */
export async function refreshUserData(options: RefreshUserDataOptions): Promise<UserValues | null> {
  const { fetchProfile, win = window, onError = logFailure, ...derive } = options;
  const state = pageStateOf(getDataLayer(win));
  const ticket = ++state.refreshCount;
  try {
    const profile = await fetchProfile();
    if (ticket !== state.refreshCount) return null;
    const values = deriveUserValues(profile, derive);
    setUserValues(values, win);
    return values;
  } catch (error) {
    if (ticket !== state.refreshCount) return null;
    setUserValues(null, win);
    try {
      onError(error);
    } catch {
      // A faulty error reporter must not turn into a rejection in the widget.
    }
    return null;
  }
}
