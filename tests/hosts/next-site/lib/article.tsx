/** The article's text, shared by the page with Masthead and the one without (for the bytes it adds). */
import type { ReactNode } from 'react';

export function Article({ ads, links }: { ads?: { top: ReactNode; bottom: ReactNode }; links: ReactNode }) {
  return (
    <main>
      {ads?.top}
      <article>
        <h1>How Managers Can Make Hybrid Work Fair</h1>
        <p>
          Hybrid work is here to stay, and with it a quiet risk: the people in the office get the attention,
          the stretch assignments and the promotions, while those at home fall behind.
        </p>
        <p>
          Three habits keep the field level: decide what the office is for, write down how work is assigned,
          and measure results rather than presence.
        </p>
        <h2>Decide what the office is for</h2>
        <p>
          Teams that meet in person for a purpose (planning, onboarding, hard conversations) use the time
          well; teams that meet out of habit recreate the old hierarchy of the corridor.
        </p>
      </article>
      {ads?.bottom}
      {links}
    </main>
  );
}
