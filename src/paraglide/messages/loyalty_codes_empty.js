/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Loyalty_Codes_EmptyInputs */

const en_loyalty_codes_empty = /** @type {(inputs: Loyalty_Codes_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You have not redeemed a reward yet.`)
};

const es_loyalty_codes_empty = /** @type {(inputs: Loyalty_Codes_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún no has canjeado ninguna recompensa.`)
};

const fr_loyalty_codes_empty = /** @type {(inputs: Loyalty_Codes_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous n’avez encore échangé aucune récompense.`)
};

/**
* | output |
* | --- |
* | "You have not redeemed a reward yet." |
*
* @param {Loyalty_Codes_EmptyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const loyalty_codes_empty = /** @type {((inputs?: Loyalty_Codes_EmptyInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Loyalty_Codes_EmptyInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_loyalty_codes_empty(inputs)
	if (locale === "fr") return fr_loyalty_codes_empty(inputs)
	return en_loyalty_codes_empty(inputs)
});