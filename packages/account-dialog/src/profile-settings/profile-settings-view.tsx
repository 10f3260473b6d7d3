import { Form, Formik } from 'formik';
import { useState } from 'react';
import {
  Confirmation,
  FormActions,
  importOnce,
  SecondaryButton,
  SelectField,
  SubmitButton,
  useSubmission,
} from '@masthead/auth-flow';
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
  const [done, setDone] = useState(false);
  const { loading, run } = useSubmission();

  const submit = (values: ProfileValues) =>
    run(async () => {
      // a failed update (or a chunk that did not load) only stops the loader.
      const saved = await loadSave().then(
        ({ saveProfile }) => saveProfile(user, values),
        () => false,
      );
      if (!saved) return;
      setDone(true);
      onDone();
    });

  if (done) return <Confirmation>{copy.profileSaved}</Confirmation>;
  return (
    <>
      <p className={styles.customText}>{copy.profileIntro}</p>
      <Formik initialValues={initialValues} onSubmit={submit}>
        <Form noValidate>
          <SelectField
            name="industry"
            label={copy.industry}
            blankLabel={copy.choose}
            options={industryOptions}
          />
          <SelectField
            name="jobTitle"
            label={copy.jobTitle}
            blankLabel={copy.choose}
            options={jobTitleOptions}
          />
          <SelectField
            name="companySize"
            label={copy.companySize}
            blankLabel={copy.choose}
            options={companySizeOptions}
          />
          <FormActions>
            <SubmitButton loading={loading} loadingLabel={copy.loading}>
              {copy.submit}
            </SubmitButton>
            <SecondaryButton onClick={onSkip}>{copy.maybeLater}</SecondaryButton>
          </FormActions>
        </Form>
      </Formik>
    </>
  );
}
