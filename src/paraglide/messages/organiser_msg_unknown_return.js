/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organiser_Msg_Unknown_ReturnInputs */

const en_organiser_msg_unknown_return = /** @type {(inputs: Organiser_Msg_Unknown_ReturnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unknown return page`)
};

const es_organiser_msg_unknown_return = /** @type {(inputs: Organiser_Msg_Unknown_ReturnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Página de regreso desconocida`)
};

const fr_organiser_msg_unknown_return = /** @type {(inputs: Organiser_Msg_Unknown_ReturnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Page de retour inconnue`)
};

/**
* | output |
* | --- |
* | "Unknown return page" |
*
* @param {Organiser_Msg_Unknown_ReturnInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_msg_unknown_return = /** @type {((inputs?: Organiser_Msg_Unknown_ReturnInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_Msg_Unknown_ReturnInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_msg_unknown_return(inputs)
	if (locale === "fr") return fr_organiser_msg_unknown_return(inputs)
	return en_organiser_msg_unknown_return(inputs)
});