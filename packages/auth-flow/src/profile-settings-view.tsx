import { selectUser, useMasthead } from '@masthead/store';
import { AuthForm } from './auth-form.tsx';
import { SecondaryButton } from './buttons.tsx';
import { SelectField, type SelectOption } from './choice-fields.tsx';
import type { FormCopy } from './form-rules.ts';
import { importOnce } from './lazy.ts';
import type { ProfileValues } from './save-profile.ts';
import styles from './fields.module.css';

/** The questionnaire's words (docs/behaviour.md#account-dialog), from the dialog's catalogue. */
export interface ProfileSettingsCopy extends Pick<FormCopy, 'loading'>, Record<keyof ProfileValues, string> {
  profileIntro: string;
  /** The blank first choice of each list (its value stays blank). */
  choose: string;
  submit: string;
  profileSaved: string;
  maybeLater: string;
}

export interface ProfileSettingsViewProps {
  copy: ProfileSettingsCopy;
  /**
   * Each list's choices, in order (docs/behaviour.md#data): the values the API takes, each with
   * its words in the reader's language.
   */
  options: Record<keyof ProfileValues, readonly SelectOption[]>;
  /** Saved: the dialog closes 3 s later. */
  onDone: () => void;
  /** 'Maybe later': the dialog closes now. */
  onSkip: () => void;
}

const initialValues: ProfileValues = { industry: '', jobTitle: '', companySize: '' };
const loadSave = importOnce(() => import('./save-profile.ts'));

/** The optional questionnaire after registration (docs/behaviour.md#account-dialog); closes 3 s after a submit. */
export function ProfileSettingsView({ copy, options, onDone, onSkip }: ProfileSettingsViewProps) {
  const user = useMasthead(selectUser);
  // A failed update (or a chunk that did not load) only stops the loader: no message.
  const submit = async (values: ProfileValues) => {
    const saved = await loadSave().then(
      ({ saveProfile }) => saveProfile(user, values),
      () => false,
    );
    return { kind: saved ? 'saved' : 'not-saved' } as const;
  };
  const select = (name: keyof ProfileValues) => (
    <SelectField name={name} label={copy[name]} blankLabel={copy.choose} options={options[name]} />
  );
  return (
    <AuthForm
      copy={copy}
      submitLabel={copy.submit}
      initialValues={initialValues}
      onSubmit={submit}
      confirmation={(outcome) => (outcome.kind === 'saved' ? copy.profileSaved : null)}
      onDone={onDone}
      header={<p className={styles.lead}>{copy.profileIntro}</p>}
      besideSubmit={<SecondaryButton onClick={onSkip}>{copy.maybeLater}</SecondaryButton>}
    >
      {() => (
        <>
          {select('industry')}
          {select('jobTitle')}
          {select('companySize')}
        </>
      )}
    </AuthForm>
  );
}
