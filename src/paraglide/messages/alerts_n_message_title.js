/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ business: NonNullable<unknown> }} Alerts_N_Message_TitleInputs */

const en_alerts_n_message_title = /** @type {(inputs: Alerts_N_Message_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`New message about ${i?.business}`)
};

const es_alerts_n_message_title = /** @type {(inputs: Alerts_N_Message_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nuevo mensaje sobre ${i?.business}`)
};

const fr_alerts_n_message_title = /** @type {(inputs: Alerts_N_Message_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nouveau message à propos de ${i?.business}`)
};

/**
* | output |
* | --- |
* | "New message about {business}" |
*
* @param {Alerts_N_Message_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const alerts_n_message_title = /** @type {((inputs: Alerts_N_Message_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Alerts_N_Message_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_alerts_n_message_title(inputs)
	if (locale === "fr") return fr_alerts_n_message_title(inputs)
	return en_alerts_n_message_title(inputs)
});