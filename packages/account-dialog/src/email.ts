import { emailPattern } from '@masthead/api/contract';

/** SPEC 5's basic email pattern, for the submit-disabled rules (the schemas carry the messages). */
export const isEmail = (value: string): boolean => emailPattern.test(value.trim());
