/** The signed-in user's profile, reference and checkout completion, over the mock db. */
import { http, HttpResponse } from 'msw';
import type {
  CheckoutCompleteResponse,
  ProfileAttribute,
  UserProfile,
  UserReference,
} from '../../contract/index.ts';
import { endpoints, errorFields, serverMessages } from '../../contract/index.ts';
import { sessionAccount, type MockAccount } from '../db.ts';
import { profileFor, profileFixtures } from '../fixtures.ts';
import { anyOrigin, errorResponse, missingString, readJsonObject } from '../respond.ts';

const attributeNames = ['industry', 'job-title', 'company-size'];
const signInRequired = () =>
  errorResponse(401, { field: errorFields.signInRequired, errorMessage: serverMessages.signInRequired });
const guidOf = (account: MockAccount) => `guid-${account.emailAddress.split('@')[0] ?? 'user'}`;

function isAttributeList(value: unknown): value is ProfileAttribute[] {
  return (
    Array.isArray(value) &&
    value.length <= 10 &&
    value.every(
      (item: unknown) =>
        typeof item === 'object' &&
        item !== null &&
        attributeNames.includes((item as ProfileAttribute).name) &&
        typeof (item as ProfileAttribute).value === 'string' &&
        (item as ProfileAttribute).value.length <= 100,
    )
  );
}

export function profileOf(account: MockAccount): UserProfile {
  const value = (name: string) => account.attributes.find((item) => item.name === name)?.value || null;
  return profileFor(account, {
    guid: guidOf(account),
    industry: value('industry'),
    jobTitle: value('job-title'),
    companySize: value('company-size'),
  });
}

export const profileHandlers = [
  http.get(anyOrigin(endpoints.userProfile), () => {
    const account = sessionAccount();
    return HttpResponse.json<UserProfile>(account ? profileOf(account) : profileFixtures.anonymous);
  }),
  http.put(anyOrigin(endpoints.updateProfile), async ({ request }) => {
    const account = sessionAccount();
    if (!account) return signInRequired();
    const parsed = await readJsonObject(request);
    if ('error' in parsed) return parsed.error;
    const missing = missingString(parsed.body, ['displayName', 'emailAddress']);
    if (missing) return missing;
    if (String(parsed.body.emailAddress).trim().toLowerCase() !== account.emailAddress)
      return errorResponse(400, {
        field: 'emailAddress',
        errorMessage: "emailAddress must be the signed-in account's.",
      });
    if (!isAttributeList(parsed.body.attributes))
      return errorResponse(400, {
        field: 'attributes',
        errorMessage:
          'attributes must be a list of { name: industry | job-title | company-size, value } pairs.',
      });
    account.attributes = parsed.body.attributes.map(({ name, value }) => ({ name, value }));
    return new HttpResponse(null, { status: 204 });
  }),
  http.get(anyOrigin(endpoints.userReference), () => {
    const account = sessionAccount();
    if (!account) return signInRequired();
    return HttpResponse.json<UserReference>({
      userReference: guidOf(account),
      emailAddress: account.emailAddress,
    });
  }),
  http.post(anyOrigin(endpoints.checkoutComplete), async ({ request }) => {
    const account = sessionAccount();
    if (!account) return signInRequired();
    const parsed = await readJsonObject(request);
    if ('error' in parsed) return parsed.error;
    if (Object.keys(parsed.body).length > 0)
      return errorResponse(400, {
        field: errorFields.invalidRequest,
        errorMessage: 'This call takes an empty JSON object.',
      });
    return HttpResponse.json<CheckoutCompleteResponse>({
      completed: true,
      userReference: guidOf(account),
      redirectUrl: '/subscriptions/checkout',
    });
  }),
];
