/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organiser_Msg_DateInputs */

const en_organiser_msg_date = /** @type {(inputs: Organiser_Msg_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Event date is required`)
};

const es_organiser_msg_date = /** @type {(inputs: Organiser_Msg_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La fecha del evento es obligatoria`)
};

const fr_organiser_msg_date = /** @type {(inputs: Organiser_Msg_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La date de l’événement est obligatoire`)
};

/**
* | output |
* | --- |
* | "Event date is required" |
*
* @param {Organiser_Msg_DateInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_msg_date = /** @type {((inputs?: Organiser_Msg_DateInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_Msg_DateInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_msg_date(inputs)
	if (locale === "fr") return fr_organiser_msg_date(inputs)
	return en_organiser_msg_date(inputs)
});