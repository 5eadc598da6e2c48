/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Loyalty_Codes_HelpInputs */

const en_loyalty_codes_help = /** @type {(inputs: Loyalty_Codes_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show the code at the business: they verify it once.`)
};

const es_loyalty_codes_help = /** @type {(inputs: Loyalty_Codes_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Muestra el código en el negocio: lo verifican una sola vez.`)
};

const fr_loyalty_codes_help = /** @type {(inputs: Loyalty_Codes_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Présentez le code au commerce : il le valide une seule fois.`)
};

/**
* | output |
* | --- |
* | "Show the code at the business: they verify it once." |
*
* @param {Loyalty_Codes_HelpInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const loyalty_codes_help = /** @type {((inputs?: Loyalty_Codes_HelpInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Loyalty_Codes_HelpInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_loyalty_codes_help(inputs)
	if (locale === "fr") return fr_loyalty_codes_help(inputs)
	return en_loyalty_codes_help(inputs)
});