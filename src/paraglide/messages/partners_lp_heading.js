/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Lp_HeadingInputs */

const en_partners_lp_heading = /** @type {(inputs: Partners_Lp_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Put your business in front of Harlem’s visitors`)
};

const es_partners_lp_heading = /** @type {(inputs: Partners_Lp_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Muestra tu negocio a los visitantes de Harlem`)
};

const fr_partners_lp_heading = /** @type {(inputs: Partners_Lp_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Montrez votre entreprise aux visiteurs de Harlem`)
};

/**
* | output |
* | --- |
* | "Put your business in front of Harlem’s visitors" |
*
* @param {Partners_Lp_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_lp_heading = /** @type {((inputs?: Partners_Lp_HeadingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Lp_HeadingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_lp_heading(inputs)
	if (locale === "fr") return fr_partners_lp_heading(inputs)
	return en_partners_lp_heading(inputs)
});