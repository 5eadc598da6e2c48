/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Premium_AlreadyInputs */

const en_partners_premium_already = /** @type {(inputs: Partners_Premium_AlreadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Already a member?`)
};

const es_partners_premium_already = /** @type {(inputs: Partners_Premium_AlreadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Ya eres miembro?`)
};

const fr_partners_premium_already = /** @type {(inputs: Partners_Premium_AlreadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Déjà membre ?`)
};

/**
* | output |
* | --- |
* | "Already a member?" |
*
* @param {Partners_Premium_AlreadyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_premium_already = /** @type {((inputs?: Partners_Premium_AlreadyInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Premium_AlreadyInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_premium_already(inputs)
	if (locale === "fr") return fr_partners_premium_already(inputs)
	return en_partners_premium_already(inputs)
});