/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Sp_Required_AfterInputs */

const en_partners_sp_required_after = /** @type {(inputs: Partners_Sp_Required_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` are required.`)
};

const es_partners_sp_required_after = /** @type {(inputs: Partners_Sp_Required_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` son obligatorios.`)
};

const fr_partners_sp_required_after = /** @type {(inputs: Partners_Sp_Required_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` sont obligatoires.`)
};

/**
* | output |
* | --- |
* | "are required." |
*
* @param {Partners_Sp_Required_AfterInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_sp_required_after = /** @type {((inputs?: Partners_Sp_Required_AfterInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Sp_Required_AfterInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_sp_required_after(inputs)
	if (locale === "fr") return fr_partners_sp_required_after(inputs)
	return en_partners_sp_required_after(inputs)
});