import { SiteLinks } from '../site-links.tsx';
import { GiftButton } from './gift-button.tsx';

export default function SubscriptionsPage() {
  return (
    <main>
      <h1>Give a Masthead subscription</h1>
      <p>Choose a gift.</p>
      <section aria-labelledby="plan-digital">
        <h2 id="plan-digital">Digital</h2>
        <p>Unlimited articles, the app and the archive. $10 a month.</p>
        <GiftButton plan="digital">Give Digital</GiftButton>
      </section>
      <SiteLinks />
    </main>
  );
}
