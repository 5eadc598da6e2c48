/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organiser_Msg_AlreadyInputs */

const en_organiser_msg_already = /** @type {(inputs: Organiser_Msg_AlreadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You already have a place at this time.`)
};

const es_organiser_msg_already = /** @type {(inputs: Organiser_Msg_AlreadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ya tienes un lugar en este horario.`)
};

const fr_organiser_msg_already = /** @type {(inputs: Organiser_Msg_AlreadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous avez déjà une place à ce créneau.`)
};

/**
* | output |
* | --- |
* | "You already have a place at this time." |
*
* @param {Organiser_Msg_AlreadyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_msg_already = /** @type {((inputs?: Organiser_Msg_AlreadyInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_Msg_AlreadyInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_msg_already(inputs)
	if (locale === "fr") return fr_organiser_msg_already(inputs)
	return en_organiser_msg_already(inputs)
});