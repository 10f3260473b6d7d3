/**
 * docs/behaviour.md#checkout-validation's email rule as a plain predicate, with no yup: the
 * forms run it on every render to enable their submit buttons, and the yup schemas (loaded on
 * first use, schemas.ts) for the message.
 */

/** docs/behaviour.md#checkout-validation: local part, @, letters, a dot, then 2 to 3 letters. */
export const checkoutEmailPattern = /^[^\s@]+@[A-Za-z]+\.[A-Za-z]{2,3}$/;

export const validEmail = (value: string): boolean => checkoutEmailPattern.test(value.trim());
