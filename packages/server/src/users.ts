/** The users table as the routes see it, and its mapping to contract answers. */
import type { AuthResponse } from '@masthead/api/contract';
import type { Database } from './db/database.ts';

export interface UserRow {
  id: string;
  email: string;
  password_hash: string | null;
  first_name: string;
  last_name: string;
  display_name: string | null;
  opt_in: boolean;
  restricted: boolean;
  subscriber_caption: string | null;
  is_hmm_eligible: boolean;
  gift_limit: number | null;
  gift_remaining: number | null;
  failed_attempts: number;
  locked_until: Date | null;
  last_attempt_at: Date | null;
  industry: string | null;
  job_title: string | null;
  company_size: string | null;
  created_at: Date;
  last_visit_at: Date | null;
  previous_visit_at: Date | null;
  /**
   * The last sign-in proved by the password (or a password its owner set, or a session's
   * confirmation with it): sessions.ts, routes/reauthentication.ts.
   */
  password_proven_at: Date | null;
}

export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db.query<UserRow>('select * from users where email = $1', [normaliseEmail(email)]);
  return row;
}

export const isLocked = (user: UserRow): boolean =>
  user.locked_until !== null && user.locked_until > new Date();

export function authResponseOf(user: UserRow): AuthResponse {
  const subscriber = user.subscriber_caption
    ? { subscriberTypeCaption: user.subscriber_caption, isHmmEligible: user.is_hmm_eligible }
    : null;
  const giftQuota =
    user.gift_limit === null
      ? null
      : { limit: user.gift_limit, remaining: user.gift_remaining ?? user.gift_limit };
  return {
    user: {
      firstName: user.first_name,
      lastName: user.last_name,
      emailAddress: user.email,
      ...(subscriber ? { subscriber } : {}),
    },
    giftQuota,
    subscriber,
  };
}
