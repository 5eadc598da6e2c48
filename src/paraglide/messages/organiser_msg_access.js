/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organiser_Msg_AccessInputs */

const en_organiser_msg_access = /** @type {(inputs: Organiser_Msg_AccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose Yes, No or Not stated`)
};

const es_organiser_msg_access = /** @type {(inputs: Organiser_Msg_AccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige Sí, No o Sin indicar`)
};

const fr_organiser_msg_access = /** @type {(inputs: Organiser_Msg_AccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez Oui, Non ou Non précisé`)
};

/**
* | output |
* | --- |
* | "Choose Yes, No or Not stated" |
*
* @param {Organiser_Msg_AccessInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_msg_access = /** @type {((inputs?: Organiser_Msg_AccessInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_Msg_AccessInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_msg_access(inputs)
	if (locale === "fr") return fr_organiser_msg_access(inputs)
	return en_organiser_msg_access(inputs)
});