import { getUserProfile, logout } from '@masthead/api';
import { refreshUserData } from '@masthead/analytics';
import { signOut } from '@masthead/store';

/**
 * Log Out (docs/behaviour.md#header-scroll): end the session on the server, forget the user in the shared
 * store, refresh the data layer's user values (now a guest), then `onDone` (the
 * logout callback and closing the menus). A failure is only logged (docs/behaviour.md#errors).
 * @returns whether the session ended.
 */
export async function logOut(win: Window, onDone: () => void): Promise<boolean> {
  try {
    await logout();
  } catch (error) {
    console.error('[masthead] <masthead-header>: log out failed', error);
    return false;
  }
  signOut();
  // Never rejects; a failed profile fetch is logged by analytics itself.
  void refreshUserData({ fetchProfile: () => getUserProfile(), win });
  onDone();
  return true;
}
