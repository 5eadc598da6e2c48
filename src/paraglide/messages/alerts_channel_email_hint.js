/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} Alerts_Channel_Email_HintInputs */

const en_alerts_channel_email_hint = /** @type {(inputs: Alerts_Channel_Email_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`To ${i?.email}.`)
};

const es_alerts_channel_email_hint = /** @type {(inputs: Alerts_Channel_Email_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A ${i?.email}.`)
};

const fr_alerts_channel_email_hint = /** @type {(inputs: Alerts_Channel_Email_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`À ${i?.email}.`)
};

/**
* | output |
* | --- |
* | "To {email}." |
*
* @param {Alerts_Channel_Email_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const alerts_channel_email_hint = /** @type {((inputs: Alerts_Channel_Email_HintInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Alerts_Channel_Email_HintInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_alerts_channel_email_hint(inputs)
	if (locale === "fr") return fr_alerts_channel_email_hint(inputs)
	return en_alerts_channel_email_hint(inputs)
});