/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organiser_Msg_Unknown_BusinessInputs */

const en_organiser_msg_unknown_business = /** @type {(inputs: Organiser_Msg_Unknown_BusinessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unknown business`)
};

const es_organiser_msg_unknown_business = /** @type {(inputs: Organiser_Msg_Unknown_BusinessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Negocio desconocido`)
};

const fr_organiser_msg_unknown_business = /** @type {(inputs: Organiser_Msg_Unknown_BusinessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Établissement inconnu`)
};

/**
* | output |
* | --- |
* | "Unknown business" |
*
* @param {Organiser_Msg_Unknown_BusinessInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_msg_unknown_business = /** @type {((inputs?: Organiser_Msg_Unknown_BusinessInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_Msg_Unknown_BusinessInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_msg_unknown_business(inputs)
	if (locale === "fr") return fr_organiser_msg_unknown_business(inputs)
	return en_organiser_msg_unknown_business(inputs)
});