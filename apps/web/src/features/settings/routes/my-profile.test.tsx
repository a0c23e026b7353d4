import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { fail } from '@/test/fake-api.ts';
import { renderApp } from '@/test/render-app.tsx';
import { signInWith } from '../testing/fixtures.ts';
import { accountDetails, settingsServer } from '../testing/settings-server.ts';

const GSTIN_MESSAGE = 'Enter a 15-character GSTIN, like 27AAHCS4821K1Z6';

async function openMyProfile() {
  signInWith({});
  const rendered = renderApp('/setting');
  await screen.findByRole('heading', { name: 'My Profile' });
  await screen.findByLabelText('Full name');
  return rendered;
}

function card(title: string) {
  const element = screen.getByText(title, { selector: '.panel-head' }).closest('.panel');
  if (!(element instanceof HTMLElement)) throw new Error(`No card titled ${title}`);
  return within(element);
}

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

/** Opens a select and clicks the option with this exact label, once the options have arrived. */
async function pick(select: HTMLElement, label: string) {
  fireEvent.mouseDown(select);
  const option = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find(
      (element) => element.getAttribute('title') === label,
    );
    if (!found) throw new Error(`no option ${label} yet`);
    return found;
  });
  fireEvent.click(option);
}

function sentBodies(server: ReturnType<typeof settingsServer>) {
  return server
    .requestsTo('POST /admin/settings/update-accounts-details')
    .map((request) => request.body);
}

describe('My Profile', () => {
  test('shows the profile, and saves the fields a person may change', async () => {
    const server = settingsServer();
    await openMyProfile();
    const profile = card('Profile');
    expect(profile.getByText('EMP-0001')).toBeDefined();
    expect(profile.getByText('asha.rao@depot.test')).toBeDefined();

    type('Full name', 'Asha R. Rao');
    type('Department', 'Fulfilment');
    fireEvent.click(profile.getByRole('button', { name: 'Save profile' }));

    await waitFor(() => expect(sentBodies(server)).toHaveLength(1));
    expect(sentBodies(server)[0]).toEqual({
      profile: {
        fullName: 'Asha R. Rao',
        phone: '+91 98200 41127',
        designation: 'Operations manager',
        department: 'Fulfilment',
      },
    });
    expect(await screen.findByText('Your profile is saved.')).toBeDefined();
    // A new name asks for fresh tokens, whose fullName claim the header greets by.
    await waitFor(() => expect(server.requestsTo('POST /auth/refresh')).toHaveLength(1));
  });

  test('a name too short is refused before anything is sent', async () => {
    const server = settingsServer();
    await openMyProfile();
    type('Full name', 'A');
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Enter your full name')).toBeDefined();
    expect(sentBodies(server)).toHaveLength(0);
  });

  test('an administrator edits the organisation; the GSTIN the server refuses is shown on its field', async () => {
    const server = settingsServer();
    server.answer('POST /admin/settings/update-accounts-details', () =>
      fail(
        400,
        'VALIDATION_FAILED',
        `Some body fields are not valid: organization.taxId ${GSTIN_MESSAGE}`,
        [{ path: 'organization.taxId', message: GSTIN_MESSAGE }],
      ),
    );
    await openMyProfile();
    const organisation = card('Organisation');
    expect(organisation.getByLabelText('GSTIN')).toBeDefined();
    fireEvent.change(organisation.getByLabelText('GSTIN'), {
      target: { value: '27aahcs4821k1z7' },
    });
    fireEvent.click(organisation.getByRole('button', { name: 'Save organisation' }));

    expect(await organisation.findByText(GSTIN_MESSAGE)).toBeDefined();
    expect(organisation.getByLabelText('GSTIN').getAttribute('aria-invalid')).toBe('true');
    expect(sentBodies(server)[0]).toEqual({
      organization: { ...accountDetails().organization, phone: '', taxId: '27AAHCS4821K1Z7' },
    });
    // Shown on the field, so not a second time above the button.
    expect(organisation.queryByText(/Some body fields are not valid/)).toBeNull();
  });

  test('a GSTIN of the wrong shape is caught before it is sent', async () => {
    const server = settingsServer();
    await openMyProfile();
    const organisation = card('Organisation');
    fireEvent.change(organisation.getByLabelText('GSTIN'), { target: { value: '12345' } });
    fireEvent.click(organisation.getByRole('button', { name: 'Save organisation' }));
    expect(await organisation.findByText(GSTIN_MESSAGE)).toBeDefined();
    expect(sentBodies(server)).toHaveLength(0);
  });

  test('a new country brings its states and time zones, and both are saved with it', async () => {
    const server = settingsServer();
    await openMyProfile();
    const organisation = card('Organisation');
    await pick(organisation.getByLabelText('Country'), '🇦🇪 United Arab Emirates');
    // The state of the old country is cleared; the new country's time zone is chosen.
    await pick(organisation.getByLabelText('State or region'), 'Dubai');
    fireEvent.click(organisation.getByRole('button', { name: 'Save organisation' }));
    await waitFor(() => expect(sentBodies(server)).toHaveLength(1));
    expect(sentBodies(server)[0]).toMatchObject({
      organization: { country: 'AE', state: 'Dubai', timezone: 'Asia/Dubai' },
    });
  });

  test('the organisation’s phone is entered with its country’s calling code', async () => {
    const server = settingsServer();
    await openMyProfile();
    const organisation = card('Organisation');
    const phone = organisation.getByLabelText('Phone');
    // The number waits for the calling codes, as a person would.
    await waitFor(() => expect(phone).toHaveProperty('disabled', false));
    fireEvent.change(phone, { target: { value: '22 4890 1200' } });
    fireEvent.click(organisation.getByRole('button', { name: 'Save organisation' }));
    await waitFor(() => expect(sentBodies(server)).toHaveLength(1));
    expect(sentBodies(server)[0]).toMatchObject({ organization: { phone: '+91 22 4890 1200' } });
  });

  test('the sign-in code switch is labelled and saved with the organisation', async () => {
    const server = settingsServer();
    await openMyProfile();
    const organisation = card('Organisation');
    const secondFactor = organisation.getByRole('switch', {
      name: 'Ask for a code sent by email at sign-in',
    });
    expect(secondFactor.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(secondFactor);
    fireEvent.click(organisation.getByRole('button', { name: 'Save organisation' }));
    await waitFor(() => expect(sentBodies(server)).toHaveLength(1));
    expect(sentBodies(server)[0]).toMatchObject({ organization: { requireSecondFactor: false } });
    expect(await screen.findByText('The organisation details are saved.')).toBeDefined();
  });

  test('without settings.edit the organisation is shown, not editable', async () => {
    settingsServer({ account: accountDetails({ canEditOrganization: false }) });
    await openMyProfile();
    const organisation = card('Organisation');
    expect(organisation.getByText('Depot Logistics Private Limited')).toBeDefined();
    expect(organisation.getByText('27AAHCS4821K1Z6')).toBeDefined();
    expect(await organisation.findByText('🇮🇳 India')).toBeDefined();
    expect(organisation.getByText('Maharashtra')).toBeDefined();
    expect(organisation.queryByRole('button', { name: 'Save organisation' })).toBeNull();
    expect(organisation.queryByRole('textbox')).toBeNull();
  });

  test('the Setting area links its pages; profile and preferences are one entry', async () => {
    settingsServer();
    await openMyProfile();
    const nav = within(screen.getByRole('navigation', { name: 'Setting' }));
    const profileAndPreferences = nav.getByRole('link', { name: 'Profile & Preferences' });
    expect(profileAndPreferences.getAttribute('aria-current')).toBe('page');
    expect(profileAndPreferences.getAttribute('href')).toBe('/setting');
    expect(nav.getByRole('link', { name: 'Notifications' }).getAttribute('href')).toBe(
      '/setting/notification',
    );
    expect(
      nav.getByRole('link', { name: 'Notifications' }).getAttribute('aria-current'),
    ).toBeNull();
    expect(nav.queryByRole('link', { name: 'Privileges' })).toBeNull();
    expect(nav.queryByRole('link', { name: 'Audit log' })).toBeNull();
  });

  test('with settings view but not roles view, the entry leads to the audit log', async () => {
    settingsServer();
    signInWith({ settings: { view: true } });
    renderApp('/setting');
    const nav = within(await screen.findByRole('navigation', { name: 'Setting' }));
    expect(nav.getByRole('link', { name: 'Audit log' }).getAttribute('href')).toBe(
      '/setting/privileges',
    );
    expect(nav.queryByRole('link', { name: 'Privileges' })).toBeNull();
  });

  test('with roles view, the entry is Privileges', async () => {
    settingsServer();
    signInWith({ roles: { view: true } });
    renderApp('/setting');
    const nav = within(await screen.findByRole('navigation', { name: 'Setting' }));
    expect(nav.getByRole('link', { name: 'Privileges' })).toBeDefined();
  });
});
