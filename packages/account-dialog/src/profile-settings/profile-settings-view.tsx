import { Form, Formik } from 'formik';
import { useState } from 'react';
import { SecondaryButton, SelectField, SubmitButton, useSubmission } from '@masthead/auth-forms';
import { closeDialog, selectUser, useMasthead } from '@masthead/store';
import { companySizeOptions, copy, industryOptions, jobTitleOptions } from '../copy.ts';
import { loadActions } from '../load-actions.ts';
import { useAutoClose } from '../use-auto-close.ts';
import styles from '../views.module.css';

const initialValues = { industry: '', jobTitle: '', companySize: '' };

/** View 3 (SPEC 2.1): the optional questionnaire after registration; closes 3 s after a submit. */
export function ProfileSettingsView() {
  const user = useMasthead(selectUser);
  const [done, setDone] = useState(false);
  const { loading, run } = useSubmission();
  const messageRef = useAutoClose<HTMLParagraphElement>(done);

  const submit = (values: typeof initialValues) =>
    run(async () => {
      const { saveProfileAction } = await loadActions();
      // SPEC 8: a failed update only stops the loader; no message.
      if (await saveProfileAction(user, values)) setDone(true);
    });

  if (done) {
    return (
      <div className={styles.view} role="status">
        <p ref={messageRef} tabIndex={-1} className={styles.message}>
          {copy.profileSaved}
        </p>
      </div>
    );
  }

  return (
    <div className={styles.view}>
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
          <div className={styles.actions}>
            <SubmitButton loading={loading} loadingLabel={copy.loading}>
              {copy.submit}
            </SubmitButton>
            <SecondaryButton onClick={closeDialog}>{copy.maybeLater}</SecondaryButton>
          </div>
        </Form>
      </Formik>
    </div>
  );
}
