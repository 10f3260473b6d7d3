import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { failing } from '@masthead/api/mocks';
import { endpoints } from '@masthead/api/contract';
import { mastheadStore, signIn } from '@masthead/store';
import { profileOptions } from './profile-options.ts';
import { expectClosesAfterThreeSeconds, openDialog, server, setupMockServer } from './test-utils.tsx';

setupMockServer();

const options = (name: string) =>
  Array.from(screen.getByRole('combobox', { name }).querySelectorAll('option')).map((o) => o.value);
const firstOptionText = (name: string) =>
  screen.getByRole('combobox', { name }).querySelector('option')?.textContent;

async function registerFirst() {
  const view = openDialog({ view: 'register' });
  const { user } = view;
  await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Ada');
  await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Byron');
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada.profile@example.com');
  await user.type(screen.getByLabelText('Password'), 'Newbie#2026x');
  await user.click(screen.getByRole('button', { name: 'Create account' }));
  await screen.findByRole('dialog', { name: 'Your account has been created' });
  return view;
}

describe('given the questionnaire', () => {
  it("offers docs/behaviour.md#data's options in docs/behaviour.md's order, each list starting blank", () => {
    signIn({ user: { firstName: 'Ada', lastName: 'B', emailAddress: 'a@b.co' } });
    openDialog({ view: 'profile-settings' });
    expect(options('Industry')).toEqual(['', ...profileOptions.industry]);
    expect(options('Job title')).toEqual(['', ...profileOptions.jobTitle]);
    expect(options('Company size')).toEqual(['', ...profileOptions.companySize]);
  });

  it("prompts 'Select…' on each list's blank choice, which stays selected until the reader picks", () => {
    openDialog({ view: 'profile-settings' });
    for (const name of ['Industry', 'Job title', 'Company size']) {
      expect(firstOptionText(name)).toBe('Select…');
      expect(screen.getByRole('combobox', { name })).toHaveValue('');
    }
  });

  it("'Maybe later' closes", async () => {
    const { user } = openDialog({ view: 'profile-settings' });
    await user.click(screen.getByRole('button', { name: 'Maybe later' }));
    expect(mastheadStore.getState().dialog).toBeNull();
  });
});

describe('when the questionnaire is submitted', () => {
  it('sends displayName, emailAddress and the three attributes, then closes after 3000 ms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user } = await registerFirst();
    const bodies: unknown[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.method === 'PUT') bodies.push(await request.clone().json());
    });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Industry' }), 'Media');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Job title' }), 'Analyst');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Company size' }), '5 to 99');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByText('Thank you. Your profile has been saved.');
    server.events.removeAllListeners();
    expect(bodies[0]).toEqual({
      displayName: 'Ada Byron',
      emailAddress: 'ada.profile@example.com',
      attributes: [
        { name: 'industry', value: 'Media' },
        { name: 'job-title', value: 'Analyst' },
        { name: 'company-size', value: '5 to 99' },
      ],
    });
    await expectClosesAfterThreeSeconds();
  });

  it('on failure only stops the loader: no message, still open', async () => {
    const { user } = await registerFirst();
    server.use(failing(endpoints.updateProfile, 500));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled());
    expect(screen.queryByRole('status')).toBeNull();
    // The form's message region (every form of the flow has one) says nothing.
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    expect(mastheadStore.getState().dialog).not.toBeNull();
  });
});
