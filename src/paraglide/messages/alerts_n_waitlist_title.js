/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ event: NonNullable<unknown> }} Alerts_N_Waitlist_TitleInputs */

const en_alerts_n_waitlist_title = /** @type {(inputs: Alerts_N_Waitlist_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A seat is yours: ${i?.event}`)
};

const es_alerts_n_waitlist_title = /** @type {(inputs: Alerts_N_Waitlist_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tienes un lugar: ${i?.event}`)
};

const fr_alerts_n_waitlist_title = /** @type {(inputs: Alerts_N_Waitlist_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Une place vous attend : ${i?.event}`)
};

/**
* | output |
* | --- |
* | "A seat is yours: {event}" |
*
* @param {Alerts_N_Waitlist_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const alerts_n_waitlist_title = /** @type {((inputs: Alerts_N_Waitlist_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Alerts_N_Waitlist_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_alerts_n_waitlist_title(inputs)
	if (locale === "fr") return fr_alerts_n_waitlist_title(inputs)
	return en_alerts_n_waitlist_title(inputs)
});