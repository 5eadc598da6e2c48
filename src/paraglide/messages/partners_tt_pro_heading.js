/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Tt_Pro_HeadingInputs */

const en_partners_tt_pro_heading = /** @type {(inputs: Partners_Tt_Pro_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tools for your business`)
};

const es_partners_tt_pro_heading = /** @type {(inputs: Partners_Tt_Pro_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Herramientas para tu empresa`)
};

const fr_partners_tt_pro_heading = /** @type {(inputs: Partners_Tt_Pro_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Des outils pour votre entreprise`)
};

/**
* | output |
* | --- |
* | "Tools for your business" |
*
* @param {Partners_Tt_Pro_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_tt_pro_heading = /** @type {((inputs?: Partners_Tt_Pro_HeadingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Tt_Pro_HeadingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_tt_pro_heading(inputs)
	if (locale === "fr") return fr_partners_tt_pro_heading(inputs)
	return en_partners_tt_pro_heading(inputs)
});