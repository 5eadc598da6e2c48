/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Sub_AlreadyInputs */

const en_partners_sub_already = /** @type {(inputs: Partners_Sub_AlreadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are already a Premium Member.`)
};

const es_partners_sub_already = /** @type {(inputs: Partners_Sub_AlreadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ya eres miembro Premium.`)
};

const fr_partners_sub_already = /** @type {(inputs: Partners_Sub_AlreadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous êtes déjà membre Premium.`)
};

/**
* | output |
* | --- |
* | "You are already a Premium Member." |
*
* @param {Partners_Sub_AlreadyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_sub_already = /** @type {((inputs?: Partners_Sub_AlreadyInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Sub_AlreadyInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_sub_already(inputs)
	if (locale === "fr") return fr_partners_sub_already(inputs)
	return en_partners_sub_already(inputs)
});