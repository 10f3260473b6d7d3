import { AuthForm, importOnce, SecondaryButton, SelectField } from '@masthead/auth-flow';
import { selectUser, useMasthead } from '@masthead/store';
import { companySizeOptions, copy, industryOptions, jobTitleOptions } from '../copy.ts';
import type { ProfileValues } from './save-profile.ts';
import styles from '../views.module.css';

export interface ProfileSettingsViewProps {
  /** Saved: the dialog closes 3 s later. */
  onDone: () => void;
  /** 'Maybe later': the dialog closes now. */
  onSkip: () => void;
}

const initialValues: ProfileValues = { industry: '', jobTitle: '', companySize: '' };
const loadSave = importOnce(() => import('./save-profile.ts'));

/** View 3 (docs/behaviour.md#account-dialog): the optional questionnaire after registration; closes 3 s after a submit. */
export function ProfileSettingsView({ onDone, onSkip }: ProfileSettingsViewProps) {
  const user = useMasthead(selectUser);
  // A failed update (or a chunk that did not load) only stops the loader: no message.
  const submit = async (values: ProfileValues) => {
    const saved = await loadSave().then(
      ({ saveProfile }) => saveProfile(user, values),
      () => false,
    );
    return { kind: saved ? 'saved' : 'not-saved' } as const;
  };
  const select = (name: keyof ProfileValues, options: readonly string[]) => (
    <SelectField name={name} label={copy[name]} blankLabel={copy.choose} options={options} />
  );
  return (
    <AuthForm
      copy={copy}
      submitLabel={copy.submit}
      initialValues={initialValues}
      onSubmit={submit}
      confirmation={(outcome) => (outcome.kind === 'saved' ? copy.profileSaved : null)}
      onDone={onDone}
      header={<p className={styles.customText}>{copy.profileIntro}</p>}
      besideSubmit={<SecondaryButton onClick={onSkip}>{copy.maybeLater}</SecondaryButton>}
    >
      {() => (
        <>
          {select('industry', industryOptions)}
          {select('jobTitle', jobTitleOptions)}
          {select('companySize', companySizeOptions)}
        </>
      )}
    </AuthForm>
  );
}
