/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organiser_Msg_PastInputs */

const en_organiser_msg_past = /** @type {(inputs: Organiser_Msg_PastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This time has passed. Please choose another.`)
};

const es_organiser_msg_past = /** @type {(inputs: Organiser_Msg_PastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este horario ya pasó. Elige otro.`)
};

const fr_organiser_msg_past = /** @type {(inputs: Organiser_Msg_PastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce créneau est passé. Veuillez en choisir un autre.`)
};

/**
* | output |
* | --- |
* | "This time has passed. Please choose another." |
*
* @param {Organiser_Msg_PastInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_msg_past = /** @type {((inputs?: Organiser_Msg_PastInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_Msg_PastInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_msg_past(inputs)
	if (locale === "fr") return fr_organiser_msg_past(inputs)
	return en_organiser_msg_past(inputs)
});