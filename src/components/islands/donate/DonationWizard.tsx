/**
 * The donation wizard (spec 02: Amount, Information, Payment). Without JavaScript it is one form
 * with the three parts one under the other, posting to the donations.start action, which opens
 * Stripe Checkout. Hydrated, it goes one step at a time: picking a preset clears the custom
 * amount and typing one clears the preset; Information needs an amount above 0, the name is off
 * when anonymous, the email is required; Payment reviews the gift and opens Checkout. The server
 * checks everything again and its field messages bring the donor back to the step at fault.
 */
import { useEffect, useRef, useState, type ChangeEvent, type SubmitEvent } from 'react';
import { actions } from 'astro:actions';
import { DONATION_LIMITS, donationAmountProblem, parseDollars } from '#lib/domain/donations.ts';
import { DONATION_MESSAGES } from '#lib/schemas/donation-messages.ts';
import { useHydrated } from '../use-hydrated.ts';
import { formFields, useEarlyInput } from '../use-early-input.ts';
import type { Locale } from '#lib/i18n/locales.ts';
import { formatWholeDollarsIn } from '#lib/i18n/localized/partners.ts';
import {
  partners_donate_impact_100,
  partners_donate_impact_1000,
  partners_donate_impact_25,
  partners_donate_impact_250,
  partners_donate_impact_50,
  partners_donate_impact_500,
  partners_payment_error,
  partners_payments_off,
  partners_payments_off_title,
  partners_sub_opening,
  partners_sub_test_note,
  partners_wizard_amount,
  partners_wizard_anonymous,
  partners_wizard_back,
  partners_wizard_choose,
  partners_wizard_continue,
  partners_wizard_continue_with,
  partners_wizard_donate,
  partners_wizard_donate_amount,
  partners_wizard_email,
  partners_wizard_every_month,
  partners_wizard_from_anonymous,
  partners_wizard_from_donor,
  partners_wizard_from_you,
  partners_wizard_information,
  partners_wizard_leave_empty,
  partners_wizard_message,
  partners_wizard_monthly,
  partners_wizard_name,
  partners_wizard_other,
  partners_wizard_other_example,
  partners_wizard_payment,
  partners_wizard_presets,
  partners_wizard_steps,
  partners_wizard_stripe,
  partners_wizard_stripe_monthly,
  partners_wizard_your_info,
} from '#paraglide/messages.js';
import './donation-wizard.css';

export type DonationWizardProps = {
  /** Where the plain form posts (the page, naming the action). */
  action: string;
  presets: readonly { dollars: number; impact: string }[];
  /** What the form starts with: the signed-in donor's name and email, or what was typed before a refusal. */
  initial: {
    amount: string;
    customAmount: string;
    donorName: string;
    donorEmail: string;
    message: string;
    isAnonymous: boolean;
    isRecurring: boolean;
  };
  /** Field messages from a refused plain post. */
  errors: Record<string, string>;
  /** Whether payments can be taken here; otherwise the last step says so. */
  paymentsOpen: boolean;
  testCheckout: boolean;
  /** The page's language (English when left out). */
  locale?: Locale;
};

type Step = 'amount' | 'info' | 'payment';
const STEPS: { id: Step; label: typeof partners_wizard_amount }[] = [
  { id: 'amount', label: partners_wizard_amount },
  { id: 'info', label: partners_wizard_information },
  { id: 'payment', label: partners_wizard_payment },
];
/** What each preset gift pays for, by its amount in dollars. */
const IMPACTS: Record<number, typeof partners_wizard_amount> = {
  25: partners_donate_impact_25,
  50: partners_donate_impact_50,
  100: partners_donate_impact_100,
  250: partners_donate_impact_250,
  500: partners_donate_impact_500,
  1000: partners_donate_impact_1000,
};
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The form's values as its fields hold them; a custom amount wins over a preset, as when typed. The
 * name is off (not sent) while anonymous: `keptName` stands for it, for when it is turned back on.
 */
function valuesOf(fields: URLSearchParams, keptName: string): DonationWizardProps['initial'] {
  const customAmount = fields.get('customAmount') ?? '';
  return {
    amount: customAmount.trim() ? '' : (fields.get('amount') ?? ''),
    customAmount,
    donorName: fields.get('donorName') ?? keptName,
    donorEmail: fields.get('donorEmail') ?? '',
    message: fields.get('message') ?? '',
    isAnonymous: fields.has('isAnonymous'),
    isRecurring: fields.has('isRecurring'),
  };
}

/** The step a field's refusal belongs to. */
const stepOf = (field: string): Step =>
  field === 'amount' || field === 'customAmount'
    ? 'amount'
    : field === 'donorName' || field === 'donorEmail' || field === 'message'
      ? 'info'
      : 'payment';

export default function DonationWizard({
  action,
  presets,
  initial,
  errors: serverErrors,
  paymentsOpen,
  testCheckout,
  locale = 'en',
}: DonationWizardProps) {
  const t = { locale };
  const hydrated = useHydrated();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>(serverErrors);
  const [step, setStep] = useState<Step>(() => stepOf(Object.keys(serverErrors)[0] ?? 'amount'));
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const dollars = parseDollars(values.customAmount.trim() ? values.customAmount : values.amount);
  const problem = donationAmountProblem(dollars);
  const amountProblem = problem && DONATION_MESSAGES[problem].in(locale);

  // What the donor chose or typed before the wizard ran is theirs from its first step.
  const form = useRef<HTMLFormElement>(null);
  useEarlyInput(form, (element) => {
    const fields = formFields(element);
    setValues((current) => valuesOf(fields, current.donorName));
  });

  // Back from Checkout with the browser's Back button (a page restored from its cache): ready to give again.
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => {
      if (event.persisted) setSending(false);
    };
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, []);

  const set = (name: keyof typeof values) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const target = event.currentTarget;
    const value = target instanceof HTMLInputElement && target.type === 'checkbox' ? target.checked : target.value;
    setValues((current) => {
      const next = { ...current, [name]: value };
      // A preset and a custom amount never both count: choosing one clears the other.
      if (name === 'amount') next.customAmount = '';
      if (name === 'customAmount' && String(value).trim()) next.amount = '';
      return next;
    });
    setErrors((current) => {
      const rest = { ...current };
      delete rest[name];
      if (name === 'amount' || name === 'customAmount') {
        delete rest.amount;
        delete rest.customAmount;
      }
      return rest;
    });
  };

  const infoProblems = (): Record<string, string> => {
    const problems: Record<string, string> = {};
    if (!EMAIL.test(values.donorEmail.trim())) problems.donorEmail = DONATION_MESSAGES.email.in(locale);
    if (!values.isAnonymous && !values.donorName.trim()) problems.donorName = DONATION_MESSAGES.name.in(locale);
    return problems;
  };

  const goTo = (target: Step) => {
    if (target !== 'amount' && amountProblem) {
      setErrors((current) => ({ ...current, [values.customAmount.trim() ? 'customAmount' : 'amount']: amountProblem }));
      return setStep('amount');
    }
    if (target === 'payment') {
      const problems = infoProblems();
      if (Object.keys(problems).length > 0) {
        setErrors((current) => ({ ...current, ...problems }));
        return setStep('info');
      }
    }
    setFailure(null);
    setStep(target);
  };

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    if (!hydrated) return;
    event.preventDefault();
    if (step !== 'payment') return goTo(step === 'amount' ? 'info' : 'payment');
    if (sending || !paymentsOpen) return;
    setSending(true);
    setFailure(null);
    try {
      const { data, error } = await actions.donations.start(new FormData(event.currentTarget));
      if (data?.redirect) {
        window.location.assign(data.redirect);
        return;
      }
      const fields = (error as { fields?: Record<string, string[] | undefined> } | undefined)?.fields ?? {};
      const firstField = Object.keys(fields).find((name) => fields[name]?.[0]);
      if (firstField) {
        setErrors(Object.fromEntries(Object.entries(fields).map(([name, messages]) => [name, messages?.[0] ?? ''])));
        setStep(stepOf(firstField));
      } else {
        setFailure(error?.message || DONATION_MESSAGES.failed.in(locale));
      }
    } catch {
      setFailure(DONATION_MESSAGES.failed.in(locale));
    }
    setSending(false);
  };

  const shown = (id: Step) => !hydrated || step === id;
  // The island's own messages and the server's come in the page's language.
  const errorOf = (name: string) =>
    errors[name] && (
      <p className="field-error" id={`donate-${name}-error`}>
        {errors[name]}
      </p>
    );
  const described = (name: string) => (errors[name] ? `donate-${name}-error` : undefined);
  const amountText = dollars && !amountProblem ? formatWholeDollarsIn(locale, dollars) : null;
  const summary = amountText && (values.isRecurring ? partners_wizard_every_month({ amount: amountText }, t) : amountText);

  return (
    <form ref={form} method="post" action={action} className="donate-wizard" onSubmit={onSubmit} noValidate>
      {/* Drawn without JavaScript too (the form's three parts), so hydrating moves nothing. */}
      <ol className="donate-steps" aria-label={partners_wizard_steps({}, t)}>
        {STEPS.map((item, index) => (
          <li
            key={item.id}
            aria-current={hydrated && item.id === step ? 'step' : undefined}
            className={hydrated && STEPS.findIndex((s) => s.id === step) > index ? 'done' : undefined}
          >
            <span aria-hidden="true">{index + 1}</span> {item.label({}, t)}
          </li>
        ))}
      </ol>
      <div className="visually-hidden" aria-hidden="true">
        <label>
          {partners_wizard_leave_empty({}, t)} <input name="homepage" tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>

      <fieldset className="donate-step" hidden={!shown('amount')}>
        <legend>{partners_wizard_choose({}, t)}</legend>
        <div className="donate-presets" role="radiogroup" aria-label={partners_wizard_presets({}, t)}>
          {presets.map((preset) => (
            <label key={preset.dollars} className={values.amount === String(preset.dollars) ? 'preset chosen' : 'preset'}>
              <input
                type="radio"
                name="amount"
                value={preset.dollars}
                checked={values.amount === String(preset.dollars)}
                onChange={set('amount')}
              />
              <strong>{formatWholeDollarsIn(locale, preset.dollars)}</strong>
              <span>{IMPACTS[preset.dollars]?.({}, t) ?? preset.impact}</span>
            </label>
          ))}
        </div>
        {errorOf('amount')}
        <div className="field">
          <label htmlFor="donate-customAmount">{partners_wizard_other({}, t)}</label>
          <input
            id="donate-customAmount"
            name="customAmount"
            inputMode="decimal"
            autoComplete="transaction-amount"
            placeholder={partners_wizard_other_example({}, t)}
            value={values.customAmount}
            onChange={set('customAmount')}
            aria-invalid={errors.customAmount ? true : undefined}
            aria-describedby={described('customAmount')}
          />
          {errorOf('customAmount')}
        </div>
        {hydrated && (
          <div className="donate-nav">
            <button className="button" type="submit">
              {amountText ? partners_wizard_continue_with({ amount: amountText }, t) : partners_wizard_continue({}, t)}
            </button>
          </div>
        )}
      </fieldset>

      <fieldset className="donate-step" hidden={!shown('info')}>
        <legend>{partners_wizard_your_info({}, t)}</legend>
        <div className="field">
          <label htmlFor="donate-donorName">{partners_wizard_name({}, t)}</label>
          <input
            id="donate-donorName"
            name="donorName"
            autoComplete="name"
            maxLength={DONATION_LIMITS.name}
            value={values.isAnonymous ? '' : values.donorName}
            disabled={values.isAnonymous}
            onChange={set('donorName')}
            aria-invalid={errors.donorName ? true : undefined}
            aria-describedby={described('donorName')}
          />
          {errorOf('donorName')}
        </div>
        <label className="check">
          <input type="checkbox" name="isAnonymous" checked={values.isAnonymous} onChange={set('isAnonymous')} />{' '}
          {partners_wizard_anonymous({}, t)}
        </label>
        <div className="field">
          <label htmlFor="donate-donorEmail">{partners_wizard_email({}, t)}</label>
          <input
            id="donate-donorEmail"
            name="donorEmail"
            type="email"
            autoComplete="email"
            required
            value={values.donorEmail}
            onChange={set('donorEmail')}
            aria-invalid={errors.donorEmail ? true : undefined}
            aria-describedby={described('donorEmail')}
          />
          {errorOf('donorEmail')}
        </div>
        <div className="field">
          <label htmlFor="donate-message">{partners_wizard_message({}, t)}</label>
          <textarea
            id="donate-message"
            name="message"
            rows={3}
            maxLength={DONATION_LIMITS.message}
            value={values.message}
            onChange={set('message')}
          />
        </div>
        <label className="check">
          <input type="checkbox" name="isRecurring" checked={values.isRecurring} onChange={set('isRecurring')} />{' '}
          {partners_wizard_monthly({}, t)}
        </label>
        {hydrated && (
          <div className="donate-nav">
            <button className="button secondary" type="button" onClick={() => goTo('amount')}>
              {partners_wizard_back({}, t)}
            </button>
            <button className="button" type="submit">
              {partners_wizard_continue({}, t)}
            </button>
          </div>
        )}
      </fieldset>

      <fieldset className="donate-step" hidden={!shown('payment')}>
        <legend>{partners_wizard_payment({}, t)}</legend>
        {hydrated && summary && (
          <p className="donate-summary">
            <strong>{summary}</strong>{' '}
            {values.isAnonymous
              ? partners_wizard_from_anonymous({ email: values.donorEmail.trim() }, t)
              : values.donorName.trim()
                ? partners_wizard_from_donor({ donor: values.donorName.trim(), email: values.donorEmail.trim() }, t)
                : partners_wizard_from_you({ email: values.donorEmail.trim() }, t)}
          </p>
        )}
        {failure && (
          <div className="notice notice-error" role="alert">
            <strong>{partners_payment_error({}, t)}</strong>
            <p>{failure}</p>
          </div>
        )}
        {paymentsOpen ? (
          <>
            <p className="muted">
              {values.isRecurring ? partners_wizard_stripe_monthly({}, t) : partners_wizard_stripe({}, t)}
              {testCheckout && partners_sub_test_note({}, t)}
            </p>
            <div className="donate-nav">
              {hydrated && (
                <button className="button secondary" type="button" onClick={() => goTo('info')}>
                  {partners_wizard_back({}, t)}
                </button>
              )}
              <button className="button gold" type="submit" aria-disabled={sending || undefined}>
                {sending
                  ? partners_sub_opening({}, t)
                  : // Without JavaScript the amount picked is not known here: the plain form says only Donate.
                    hydrated && summary
                    ? partners_wizard_donate_amount({ amount: summary }, t)
                    : partners_wizard_donate({}, t)}
              </button>
            </div>
          </>
        ) : (
          <div className="notice" role="status">
            <strong>{partners_payments_off_title({}, t)}</strong>
            <p>{partners_payments_off({}, t)}</p>
          </div>
        )}
      </fieldset>
    </form>
  );
}
