import { emailPattern } from '@masthead/api/contract';

/** docs/behaviour.md#account-validation's basic email pattern, for the submit-disabled rules (the schemas carry the messages). */
export const isEmail = (value: string): boolean => emailPattern.test(value.trim());
