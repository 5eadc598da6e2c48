/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Tt_Benefits_HeadingInputs */

const en_partners_tt_benefits_heading = /** @type {(inputs: Partners_Tt_Benefits_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partner benefits`)
};

const es_partners_tt_benefits_heading = /** @type {(inputs: Partners_Tt_Benefits_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ventajas para socios`)
};

const fr_partners_tt_benefits_heading = /** @type {(inputs: Partners_Tt_Benefits_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Avantages partenaires`)
};

/**
* | output |
* | --- |
* | "Partner benefits" |
*
* @param {Partners_Tt_Benefits_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_tt_benefits_heading = /** @type {((inputs?: Partners_Tt_Benefits_HeadingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Tt_Benefits_HeadingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_tt_benefits_heading(inputs)
	if (locale === "fr") return fr_partners_tt_benefits_heading(inputs)
	return en_partners_tt_benefits_heading(inputs)
});