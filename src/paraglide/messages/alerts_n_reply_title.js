/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ business: NonNullable<unknown> }} Alerts_N_Reply_TitleInputs */

const en_alerts_n_reply_title = /** @type {(inputs: Alerts_N_Reply_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.business} replied to your review`)
};

const es_alerts_n_reply_title = /** @type {(inputs: Alerts_N_Reply_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.business} respondió a tu reseña`)
};

const fr_alerts_n_reply_title = /** @type {(inputs: Alerts_N_Reply_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.business} a répondu à votre avis`)
};

/**
* | output |
* | --- |
* | "{business} replied to your review" |
*
* @param {Alerts_N_Reply_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const alerts_n_reply_title = /** @type {((inputs: Alerts_N_Reply_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Alerts_N_Reply_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_alerts_n_reply_title(inputs)
	if (locale === "fr") return fr_alerts_n_reply_title(inputs)
	return en_alerts_n_reply_title(inputs)
});