/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Nl_Email_LabelInputs */

const en_partners_nl_email_label = /** @type {(inputs: Partners_Nl_Email_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email address`)
};

const es_partners_nl_email_label = /** @type {(inputs: Partners_Nl_Email_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Correo electrónico`)
};

const fr_partners_nl_email_label = /** @type {(inputs: Partners_Nl_Email_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adresse e-mail`)
};

/**
* | output |
* | --- |
* | "Email address" |
*
* @param {Partners_Nl_Email_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_nl_email_label = /** @type {((inputs?: Partners_Nl_Email_LabelInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Nl_Email_LabelInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_nl_email_label(inputs)
	if (locale === "fr") return fr_partners_nl_email_label(inputs)
	return en_partners_nl_email_label(inputs)
});