import { useFormikContext } from 'formik';
import type { ReactNode } from 'react';
import { LinkButton, SecondaryButton } from './buttons.tsx';
import styles from './fields.module.css';

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

/** A way to another view offered in a sentence: "Don't have an account?" 'Create an account'. */
export interface ViewPromptProps extends ViewAction {
  /** The words before the link ("Don't have an account?"). */
  lead: string;
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

/** The question, then only its action as the link, above a form's fields (the same in every dialog). */
export function ViewPrompt({ lead, label, onClick }: ViewPromptProps) {
  return (
    <p className={styles.prompt}>
      {lead} <ViewLink onClick={onClick}>{label}</ViewLink>
    </p>
  );
}

/** A link between the fields and the submit button, at the right edge: 'Forgot your password'. */
export function AsideLink({ label, onClick }: ViewAction) {
  return (
    <div className={styles.aside}>
      <ViewLink onClick={onClick}>{label}</ViewLink>
    </div>
  );
}
