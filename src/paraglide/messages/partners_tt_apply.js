/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Tt_ApplyInputs */

const en_partners_tt_apply = /** @type {(inputs: Partners_Tt_ApplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Apply for Trade Partnership`)
};

const es_partners_tt_apply = /** @type {(inputs: Partners_Tt_ApplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solicitar la alianza profesional`)
};

const fr_partners_tt_apply = /** @type {(inputs: Partners_Tt_ApplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Devenir partenaire professionnel`)
};

/**
* | output |
* | --- |
* | "Apply for Trade Partnership" |
*
* @param {Partners_Tt_ApplyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_tt_apply = /** @type {((inputs?: Partners_Tt_ApplyInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Tt_ApplyInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_tt_apply(inputs)
	if (locale === "fr") return fr_partners_tt_apply(inputs)
	return en_partners_tt_apply(inputs)
});