/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ plan: NonNullable<unknown> }} Plans_Mail_Welcome_SubjectInputs */

const en_plans_mail_welcome_subject = /** @type {(inputs: Plans_Mail_Welcome_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your ${i?.plan} partnership plan is active`)
};

const es_plans_mail_welcome_subject = /** @type {(inputs: Plans_Mail_Welcome_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tu plan de colaboración ${i?.plan} está activo`)
};

const fr_plans_mail_welcome_subject = /** @type {(inputs: Plans_Mail_Welcome_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Votre formule de partenariat ${i?.plan} est active`)
};

/**
* | output |
* | --- |
* | "Your {plan} partnership plan is active" |
*
* @param {Plans_Mail_Welcome_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const plans_mail_welcome_subject = /** @type {((inputs: Plans_Mail_Welcome_SubjectInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Mail_Welcome_SubjectInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_mail_welcome_subject(inputs)
	if (locale === "fr") return fr_plans_mail_welcome_subject(inputs)
	return en_plans_mail_welcome_subject(inputs)
});