/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organiser_Msg_TimeInputs */

const en_organiser_msg_time = /** @type {(inputs: Organiser_Msg_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter a time like 19:30`)
};

const es_organiser_msg_time = /** @type {(inputs: Organiser_Msg_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escribe una hora como 19:30`)
};

const fr_organiser_msg_time = /** @type {(inputs: Organiser_Msg_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saisissez une heure comme 19:30`)
};

/**
* | output |
* | --- |
* | "Please enter a time like 19:30" |
*
* @param {Organiser_Msg_TimeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_msg_time = /** @type {((inputs?: Organiser_Msg_TimeInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_Msg_TimeInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_msg_time(inputs)
	if (locale === "fr") return fr_organiser_msg_time(inputs)
	return en_organiser_msg_time(inputs)
});