/** The links the flow's messages and outcomes lead to (addresses: the same in every language). */
export const links = {
  customerService: '/subscriber-help#contact-customer-service',
  subscriberRegistration: (email: string) =>
    `/subscriber-registration?emailAddress=${encodeURIComponent(email)}`,
} as const;
