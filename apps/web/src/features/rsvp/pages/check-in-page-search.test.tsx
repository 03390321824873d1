import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { checkInMessages } from '@cp/contracts/rsvp';
import { errorResponse } from '../../../test/serve-api';
import {
  admitted,
  checkInManually,
  checkInPath,
  openCheckInPage,
  openSearch,
  posts,
  result,
} from './check-in-page.fixtures';

afterEach(() => vi.unstubAllGlobals());

const searchBox = () => screen.getByRole('searchbox', { name: 'Search attendees by name or NetID' });
const matches = () => screen.findByRole('list', { name: 'Matching attendees' });

describe('CheckInPage search and manual check-in', () => {
  it('finds an attendee by name or NetID and checks them in, showing their dietary needs', async () => {
    const { calls } = openCheckInPage({
      [`POST ${checkInPath}`]: () => admitted({ dietaryRestrictions: ['Vegetarian'], dietaryOther: 'No peanuts' }),
    });
    await openSearch();
    await userEvent.type(searchBox(), 'illinois');
    // Alex came already: no second check-in from the list.
    expect(within(await matches()).getByRole('button', { name: /^Checked in at / })).toBeDisabled();
    await userEvent.clear(searchBox());
    await userEvent.type(searchBox(), 'jane');
    expect(within(await matches()).getByText('Jane Doe')).toBeInTheDocument();
    await userEvent.clear(searchBox());
    await userEvent.type(searchBox(), 'JDOE');
    await userEvent.click(within(await matches()).getByRole('button', { name: 'Check in' }));
    await waitFor(() => expect(result()).toHaveTextContent('Checked in'));
    for (const text of ['Jane Doe', 'jdoe2@illinois.edu', 'RSVP: Going', 'Vegetarian', 'Other: No peanuts']) {
      expect(result()).toHaveTextContent(text);
    }
    expect(posts(calls)).toEqual([{ email: 'jdoe2@illinois.edu', answerRepeat: true, answerWaitlisted: true }]);
    // The search clears for the next person.
    expect(searchBox()).toHaveValue('');
  }, 45_000);

  it('checks a walk-in in by NetID as { netId }, and by email as { email }', async () => {
    const { calls } = openCheckInPage({
      [`POST ${checkInPath}`]: (call) =>
        admitted({
          userId: 'email' in (call.body as object) ? 'guest@illinois.edu' : 'zlee3@illinois.edu',
          name: '',
          rsvpStatus: 'walkIn',
        }),
    });
    await checkInManually('ZLee3');
    await waitFor(() => expect(result()).toHaveTextContent('Walk-in (no RSVP)'));
    expect(result()).toHaveTextContent('No dietary restrictions');
    expect(screen.getByRole('textbox', { name: 'NetID or email' })).toHaveValue('');
    await userEvent.type(screen.getByRole('textbox', { name: 'NetID or email' }), 'Guest@Illinois.edu');
    await userEvent.click(screen.getByRole('button', { name: 'Check in by NetID or email' }));
    await waitFor(() => expect(result()).toHaveTextContent('guest@illinois.edu'));
    expect(posts(calls)).toEqual([
      { netId: 'zlee3', answerRepeat: true, answerWaitlisted: true },
      { email: 'guest@illinois.edu', answerRepeat: true, answerWaitlisted: true },
    ]);

    // A refused entry clears the last result, so it is not read as this person's (issue 43).
    await checkInManually('someone@gmail.com');
    expect(await screen.findByText('Enter a NetID or a university email (…@illinois.edu)')).toBeInTheDocument();
    expect(result()).not.toHaveTextContent('guest@illinois.edu');
    expect(screen.getByRole('textbox', { name: 'NetID or email' })).toHaveFocus();
    expect(posts(calls)).toHaveLength(2);
  }, 45_000);

  it('refuses a value that is neither a NetID nor an email without a request', async () => {
    const { calls } = openCheckInPage({});
    await checkInManually('j');
    expect(await screen.findByText('Not a NetID')).toBeInTheDocument();
    expect(posts(calls)).toEqual([]);
  }, 45_000);

  it("shows the server's words for a second check-in, asked as a state and not as a refused request, and for a refusal", async () => {
    let answer = admitted({ alreadyCheckedIn: 'Already checked in at 6:05 PM by rsvp@illinois.edu.' });
    const { calls } = openCheckInPage({ [`POST ${checkInPath}`]: () => answer });
    await checkInManually('jdoe2');
    // Asked so that a repeat answers 200: the browser logs no failed request for a normal state.
    expect(posts(calls)).toEqual([{ email: 'jdoe2@illinois.edu', answerRepeat: true, answerWaitlisted: true }]);
    await waitFor(() => expect(result()).toHaveTextContent('Already checked in'));
    expect(result()).toHaveTextContent('Already checked in at 6:05 PM by rsvp@illinois.edu.');
    answer = errorResponse(400, 'ValidationError', 104, checkInMessages.disabled);
    // A refused entry stays in the field, to be corrected or tried again.
    expect(screen.getByRole('textbox', { name: 'NetID or email' })).toHaveValue('jdoe2');
    await userEvent.click(screen.getByRole('button', { name: 'Check in by NetID or email' }));
    await waitFor(() => expect(result()).toHaveTextContent('Not checked in'));
    expect(result()).toHaveTextContent(checkInMessages.disabled);
  }, 45_000);

  it('says a waitlisted person is not confirmed (asked as a 200 answer), and admits them as a walk-in on request', async () => {
    const { calls } = openCheckInPage({
      [`POST ${checkInPath}`]: (call) =>
        (call.body as { admitAsWalkIn?: boolean }).admitAsWalkIn
          ? admitted({ userId: 'wait1@illinois.edu', name: '', rsvpStatus: 'walkIn' })
          : admitted({
              userId: 'wait1@illinois.edu',
              name: '',
              rsvpStatus: 'waitlisted',
              checkedInAt: undefined,
              waitlisted: checkInMessages.waitlisted,
            }),
    });
    await checkInManually('wait1');
    await waitFor(() => expect(result()).toHaveTextContent('On the waitlist, not confirmed'));
    expect(result()).toHaveTextContent('Not checked in');
    expect(result()).not.toHaveTextContent('Already checked in');
    expect(posts(calls)).toEqual([{ netId: 'wait1', answerRepeat: true, answerWaitlisted: true }]);
    await userEvent.click(screen.getByRole('button', { name: 'Admit as walk-in' }));
    await waitFor(() => expect(result()).toHaveTextContent('Checked in'));
    expect(result()).toHaveTextContent('Walk-in');
    expect(posts(calls)).toEqual([
      { netId: 'wait1', answerRepeat: true, answerWaitlisted: true },
      { netId: 'wait1', admitAsWalkIn: true, answerRepeat: true, answerWaitlisted: true },
    ]);
  }, 45_000);
});
