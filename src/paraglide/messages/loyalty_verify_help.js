/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Loyalty_Verify_HelpInputs */

const en_loyalty_verify_help = /** @type {(inputs: Loyalty_Verify_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Type the code the member shows you. Each code can be used once.`)
};

const es_loyalty_verify_help = /** @type {(inputs: Loyalty_Verify_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escribe el código que te muestra el miembro. Cada código se puede usar una vez.`)
};

const fr_loyalty_verify_help = /** @type {(inputs: Loyalty_Verify_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saisissez le code que le membre vous présente. Chaque code ne sert qu’une fois.`)
};

/**
* | output |
* | --- |
* | "Type the code the member shows you. Each code can be used once." |
*
* @param {Loyalty_Verify_HelpInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const loyalty_verify_help = /** @type {((inputs?: Loyalty_Verify_HelpInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Loyalty_Verify_HelpInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_loyalty_verify_help(inputs)
	if (locale === "fr") return fr_loyalty_verify_help(inputs)
	return en_loyalty_verify_help(inputs)
});