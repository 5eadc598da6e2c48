// @vitest-environment jsdom
/** The donation wizard island: one step at a time, presets and custom amounts clear each other, the spec's checks, and the server's refusals bring the donor back to the step at fault. */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import DonationWizard, { type DonationWizardProps } from '#components/islands/donate/DonationWizard.tsx';
import { DONATION_PRESETS } from '#lib/domain/donations.ts';
import { resetIslands } from '../../helpers/islands.ts';
import { actionCalls, answerAction } from '../../mocks/astro-actions.ts';

const props = (overrides: Partial<DonationWizardProps> = {}): DonationWizardProps => ({
  action: '/donate?_action=donations.start',
  presets: DONATION_PRESETS,
  initial: { amount: '50', customAmount: '', donorName: '', donorEmail: '', message: '', isAnonymous: false, isRecurring: false },
  errors: {},
  paymentsOpen: true,
  testCheckout: true,
  ...overrides,
});
const visibleLegend = () =>
  [...document.querySelectorAll('fieldset')]
    .filter((fieldset) => !fieldset.hidden)
    .map((fieldset) => fieldset.querySelector('legend')!.textContent);

afterEach(resetIslands);

describe('the donation wizard', () => {
  it('goes Amount, Information, Payment; a preset clears the custom amount and a custom amount clears the preset', async () => {
    render(<DonationWizard {...props()} />);
    expect(visibleLegend()).toEqual(['Choose an amount']);
    expect((screen.getByRole('radio', { name: /^\$50(?![0-9,])/ }) as HTMLInputElement).checked).toBe(true);

    fireEvent.change(screen.getByLabelText('Or another amount (US dollars)'), { target: { value: '75' } });
    expect(screen.getAllByRole('radio').some((radio) => (radio as HTMLInputElement).checked)).toBe(false);
    expect(screen.getByRole('button', { name: 'Continue with $75' })).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: /^\$250(?![0-9,])/ }));
    expect((screen.getByLabelText('Or another amount (US dollars)') as HTMLInputElement).value).toBe('');

    fireEvent.change(screen.getByLabelText('Or another amount (US dollars)'), { target: { value: '0' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /^Continue/ })));
    expect(visibleLegend()).toEqual(['Choose an amount']);
    expect(screen.getByText('Please choose or enter an amount of at least $1.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Or another amount (US dollars)'), { target: { value: '10.50' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /^Continue/ })));
    expect(screen.getByText('Please give a whole number of dollars, such as 25.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Or another amount (US dollars)'), { target: { value: '40' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Continue with $40' })));
    expect(visibleLegend()).toEqual(['Your information']);

    // Email required; name required unless anonymous, and off when anonymous.
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Continue' })));
    expect(screen.getByText('Email is required for your receipt')).toBeTruthy();
    expect(screen.getByText('Name is required unless you give anonymously')).toBeTruthy();
    fireEvent.click(screen.getByLabelText(/Give anonymously/));
    expect((screen.getByLabelText('Name') as HTMLInputElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Email (for your receipt)'), { target: { value: 'ada@example.com' } });
    fireEvent.click(screen.getByLabelText(/Make it a monthly gift/));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Continue' })));
    expect(visibleLegend()).toEqual(['Payment']);
    expect(screen.getByText('$40 every month')).toBeTruthy();
    expect(screen.getByText(/test payments, no money moves/)).toBeTruthy();

    // Back keeps what was typed.
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Back' })));
    expect((screen.getByLabelText('Email (for your receipt)') as HTMLInputElement).value).toBe('ada@example.com');
  });

  it('opens Checkout from the last step, and a refusal about a field goes back to its step', async () => {
    const assign = vi.fn();
    Object.defineProperty(window, 'location', { value: { ...window.location, assign }, configurable: true });
    answerAction('donations.start', () => ({
      error: {
        code: 'BAD_REQUEST',
        status: 400,
        message: 'Online gifts are limited to $10,000.',
        fields: { customAmount: ['Online gifts are limited to $10,000. For a larger gift, please contact us.'] },
      },
    }));
    render(
      <DonationWizard
        {...props({
          initial: {
            amount: '100',
            customAmount: '',
            donorName: 'Ada',
            donorEmail: 'ada@example.com',
            message: '',
            isAnonymous: false,
            isRecurring: false,
          },
        })}
      />,
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Continue with $100' })));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Continue' })));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Donate $100' })));
    expect(actionCalls).toHaveLength(1);
    const sent = actionCalls[0].input as FormData;
    expect([sent.get('amount'), sent.get('donorEmail'), sent.get('donorName')]).toEqual(['100', 'ada@example.com', 'Ada']);
    expect(visibleLegend()).toEqual(['Choose an amount']);
    expect(screen.getByText('Online gifts are limited to $10,000. For a larger gift, please contact us.')).toBeTruthy();

    answerAction('donations.start', () => ({ data: { redirect: 'https://checkout.example/pay/cs_test_1' } }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Continue with $100' })));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Continue' })));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Donate $100' })));
    expect(assign).toHaveBeenCalledWith('https://checkout.example/pay/cs_test_1');
  });

  it('drawn without JavaScript, names no amount on its button: the preset drawn checked may not be the one picked', () => {
    const html = renderToString(<DonationWizard {...props()} />);
    const button = new DOMParser().parseFromString(html, 'text/html').querySelector('button[type="submit"]');
    expect(button?.textContent).toBe('Donate');
  });

  it('keeps an amount, a monthly gift and an email given before it hydrated, and goes on with them', async () => {
    const wizard = <DonationWizard {...props()} />;
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(wizard);
    // A slow phone: the donor fills the form the server drew while the script is on its way.
    const field = (name: string) => container.querySelector(`[name="${name}"]`) as HTMLInputElement;
    field('customAmount').value = '75';
    field('donorEmail').value = 'ada@example.com';
    field('isAnonymous').checked = true;
    field('isRecurring').checked = true;
    render(wizard, { container, hydrate: true });
    expect(field('customAmount').value).toBe('75');
    expect(screen.getAllByRole('radio').some((radio) => (radio as HTMLInputElement).checked)).toBe(false);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Continue with $75' })));
    expect(visibleLegend()).toEqual(['Your information']);
    expect(field('donorEmail').value).toBe('ada@example.com');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Continue' })));
    expect(visibleLegend()).toEqual(['Payment']);
    expect(screen.getByText('$75 every month')).toBeTruthy();
  });

  it('adopting an email typed early keeps the preset drawn, and the name drawn while anonymous for when it is turned off', () => {
    const wizard = <DonationWizard {...props({ initial: { ...props().initial, donorName: 'Ada', isAnonymous: true } })} />;
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(wizard);
    (container.querySelector('[name="donorEmail"]') as HTMLInputElement).value = 'ada@example.com';
    render(wizard, { container, hydrate: true });
    expect((screen.getByRole('radio', { name: /^\$50(?![0-9,])/ }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByLabelText(/Give anonymously/));
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Ada');
  });

  it('says plainly when payments are not configured', () => {
    render(<DonationWizard {...props({ paymentsOpen: false, errors: { donorEmail: 'Email is required for your receipt' } })} />);
    // A server refusal about the email opens on the Information step.
    expect(visibleLegend()).toEqual(['Your information']);
    expect(screen.getByText('Payments are not configured')).toBeTruthy();
  });
});
