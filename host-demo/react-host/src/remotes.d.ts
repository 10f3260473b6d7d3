/** The footer remote's expose, as this host imports it through federation. */
declare module 'masthead_footer/Footer' {
  import type { ComponentType } from 'react';
  const Footer: ComponentType<{ headingLevel?: 1 | 2 | 3 | 4 | 5 | 6; hideSocial?: boolean }>;
  export default Footer;
}
