/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organiser_Msg_Choose_BusinessInputs */

const en_organiser_msg_choose_business = /** @type {(inputs: Organiser_Msg_Choose_BusinessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please choose your business.`)
};

const es_organiser_msg_choose_business = /** @type {(inputs: Organiser_Msg_Choose_BusinessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige tu negocio.`)
};

const fr_organiser_msg_choose_business = /** @type {(inputs: Organiser_Msg_Choose_BusinessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez choisir votre établissement.`)
};

/**
* | output |
* | --- |
* | "Please choose your business." |
*
* @param {Organiser_Msg_Choose_BusinessInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_msg_choose_business = /** @type {((inputs?: Organiser_Msg_Choose_BusinessInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_Msg_Choose_BusinessInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_msg_choose_business(inputs)
	if (locale === "fr") return fr_organiser_msg_choose_business(inputs)
	return en_organiser_msg_choose_business(inputs)
});