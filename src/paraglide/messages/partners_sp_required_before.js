/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Sp_Required_BeforeInputs */

const en_partners_sp_required_before = /** @type {(inputs: Partners_Sp_Required_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fields marked `)
};

const es_partners_sp_required_before = /** @type {(inputs: Partners_Sp_Required_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los campos marcados con `)
};

const fr_partners_sp_required_before = /** @type {(inputs: Partners_Sp_Required_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les champs marqués d’un `)
};

/**
* | output |
* | --- |
* | "Fields marked" |
*
* @param {Partners_Sp_Required_BeforeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_sp_required_before = /** @type {((inputs?: Partners_Sp_Required_BeforeInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Sp_Required_BeforeInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_sp_required_before(inputs)
	if (locale === "fr") return fr_partners_sp_required_before(inputs)
	return en_partners_sp_required_before(inputs)
});