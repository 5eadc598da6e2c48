/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Loyalty_Msg_BusinessInputs */

const en_loyalty_msg_business = /** @type {(inputs: Loyalty_Msg_BusinessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose the partner business.`)
};

const es_loyalty_msg_business = /** @type {(inputs: Loyalty_Msg_BusinessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige el negocio asociado.`)
};

const fr_loyalty_msg_business = /** @type {(inputs: Loyalty_Msg_BusinessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez le commerce partenaire.`)
};

/**
* | output |
* | --- |
* | "Choose the partner business." |
*
* @param {Loyalty_Msg_BusinessInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const loyalty_msg_business = /** @type {((inputs?: Loyalty_Msg_BusinessInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Loyalty_Msg_BusinessInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_loyalty_msg_business(inputs)
	if (locale === "fr") return fr_loyalty_msg_business(inputs)
	return en_loyalty_msg_business(inputs)
});