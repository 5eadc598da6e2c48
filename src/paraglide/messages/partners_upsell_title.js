/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Upsell_TitleInputs */

const en_partners_upsell_title = /** @type {(inputs: Partners_Upsell_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Get more out of Harlem`)
};

const es_partners_upsell_title = /** @type {(inputs: Partners_Upsell_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aprovecha Harlem al máximo`)
};

const fr_partners_upsell_title = /** @type {(inputs: Partners_Upsell_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profitez pleinement de Harlem`)
};

/**
* | output |
* | --- |
* | "Get more out of Harlem" |
*
* @param {Partners_Upsell_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_upsell_title = /** @type {((inputs?: Partners_Upsell_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Upsell_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_upsell_title(inputs)
	if (locale === "fr") return fr_partners_upsell_title(inputs)
	return en_partners_upsell_title(inputs)
});