/** docs/behaviour.md#account-dialog and #account-links: the same addresses in every language. */
export const links = {
  help: '/subscriber-help',
  privacyPolicy: '/privacy-policy',
} as const;
