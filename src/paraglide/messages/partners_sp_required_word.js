/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Sp_Required_WordInputs */

const en_partners_sp_required_word = /** @type {(inputs: Partners_Sp_Required_WordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`required`)
};

const es_partners_sp_required_word = /** @type {(inputs: Partners_Sp_Required_WordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`obligatorio`)
};

const fr_partners_sp_required_word = /** @type {(inputs: Partners_Sp_Required_WordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`obligatoire`)
};

/**
* | output |
* | --- |
* | "required" |
*
* @param {Partners_Sp_Required_WordInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_sp_required_word = /** @type {((inputs?: Partners_Sp_Required_WordInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Sp_Required_WordInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_sp_required_word(inputs)
	if (locale === "fr") return fr_partners_sp_required_word(inputs)
	return en_partners_sp_required_word(inputs)
});