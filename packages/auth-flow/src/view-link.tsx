import { useFormikContext } from 'formik';
import type { ReactNode } from 'react';
import { LinkButton, SecondaryButton } from './buttons.tsx';

export interface ViewLinkProps {
  /** Goes to the other view, with the email typed in this form (for that view to start with). */
  onClick: (email: string) => void;
  /** 'link' (default): a button drawn as a link; 'button': a secondary button. */
  variant?: 'link' | 'button';
  children: ReactNode;
}

/** A button to another view that a form of the flow shows when it applies: 'On to sign in'. */
export interface ViewAction {
  /** The button's words. */
  label: string;
  /** Goes to the other view, with the email typed in the form. */
  onClick: (email: string) => void;
}

/** A way from a form of the flow to another view of the dialog: 'Forgot your password', 'Sign in'. */
export function ViewLink({ onClick, variant = 'link', children }: ViewLinkProps) {
  const { values } = useFormikContext<{ emailAddress?: string }>();
  const go = () => onClick(values.emailAddress ?? '');
  return variant === 'link' ? (
    <LinkButton onClick={go}>{children}</LinkButton>
  ) : (
    <SecondaryButton onClick={go}>{children}</SecondaryButton>
  );
}
