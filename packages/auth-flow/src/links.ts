/** The links the flow's messages and outcomes lead to. */
export const links = {
  customerService: '/subscriber-help#contact-customer-service',
  subscriberRegistration: (email: string) =>
    `/subscriber-registration?emailAddress=${encodeURIComponent(email)}`,
} as const;

/** The words linked to the contact page wherever a message names them. */
export const customerServiceWords = 'Customer Service';

/** The flow's code could not be fetched: the reader can simply try again (ours). */
export const unavailableText =
  'We could not reach our sign-in service. Please check your connection and try again.';
