/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organiser_No_TimesInputs */

const en_organiser_no_times = /** @type {(inputs: Organiser_No_TimesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No upcoming times.`)
};

const es_organiser_no_times = /** @type {(inputs: Organiser_No_TimesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No hay horarios próximos.`)
};

const fr_organiser_no_times = /** @type {(inputs: Organiser_No_TimesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun créneau à venir.`)
};

/**
* | output |
* | --- |
* | "No upcoming times." |
*
* @param {Organiser_No_TimesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_no_times = /** @type {((inputs?: Organiser_No_TimesInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_No_TimesInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_no_times(inputs)
	if (locale === "fr") return fr_organiser_no_times(inputs)
	return en_organiser_no_times(inputs)
});