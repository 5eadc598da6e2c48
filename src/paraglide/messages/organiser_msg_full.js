/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organiser_Msg_FullInputs */

const en_organiser_msg_full = /** @type {(inputs: Organiser_Msg_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This time is fully booked. Please choose another.`)
};

const es_organiser_msg_full = /** @type {(inputs: Organiser_Msg_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este horario está completo. Elige otro.`)
};

const fr_organiser_msg_full = /** @type {(inputs: Organiser_Msg_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce créneau est complet. Veuillez en choisir un autre.`)
};

/**
* | output |
* | --- |
* | "This time is fully booked. Please choose another." |
*
* @param {Organiser_Msg_FullInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_msg_full = /** @type {((inputs?: Organiser_Msg_FullInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_Msg_FullInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_msg_full(inputs)
	if (locale === "fr") return fr_organiser_msg_full(inputs)
	return en_organiser_msg_full(inputs)
});