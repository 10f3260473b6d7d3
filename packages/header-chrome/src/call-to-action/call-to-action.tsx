import { useMessages } from '@masthead/i18n/react';
import { giftLink, subscribeLink, type CtaPlacement } from '../links.ts';
import { catalogue } from '../messages.ts';
import styles from './call-to-action.module.css';

export interface CallToActionProps {
  /** Where it is shown; named in the link's tracking parameters. */
  placement: CtaPlacement;
  /** Subscribers are offered a gift subscription instead (docs/behaviour.md#roles). */
  isSubscriber: boolean;
  className?: string | undefined;
}

/** 'Subscribe' / 'Start my subscription!' to /subscriptions, or 'Give a Gift!' to /gift-subscriptions. */
export function CallToAction({ placement, isSubscriber, className }: CallToActionProps) {
  const copy = useMessages(catalogue);
  const link = isSubscriber ? giftLink(placement) : subscribeLink(placement);
  return (
    <a className={[styles.cta, className].filter(Boolean).join(' ')} href={link.href}>
      {copy[link.label]}
    </a>
  );
}
