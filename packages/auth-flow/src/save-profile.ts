/**
 * The questionnaire's call (update profile), loaded with the API client on the first
 * submit. Resolves whether it was saved: a failure shows no message.
 */
import { updateProfile } from '@masthead/api';
import type { AuthUser } from '@masthead/store';

export interface ProfileValues {
  industry: string;
  jobTitle: string;
  companySize: string;
}

export async function saveProfile(user: AuthUser | null, values: ProfileValues): Promise<boolean> {
  try {
    await updateProfile({
      displayName: [user?.firstName, user?.lastName].filter(Boolean).join(' '),
      emailAddress: user?.emailAddress ?? '',
      attributes: [
        { name: 'industry', value: values.industry },
        { name: 'job-title', value: values.jobTitle },
        { name: 'company-size', value: values.companySize },
      ],
    });
    return true;
  } catch {
    return false;
  }
}
