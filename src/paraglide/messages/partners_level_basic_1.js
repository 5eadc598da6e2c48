/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Level_Basic_1Inputs */

const en_partners_level_basic_1 = /** @type {(inputs: Partners_Level_Basic_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partner badge on your business page`)
};

const es_partners_level_basic_1 = /** @type {(inputs: Partners_Level_Basic_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Insignia de socio en la página de tu negocio`)
};

const fr_partners_level_basic_1 = /** @type {(inputs: Partners_Level_Basic_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Badge partenaire sur la page de votre commerce`)
};

/**
* | output |
* | --- |
* | "Partner badge on your business page" |
*
* @param {Partners_Level_Basic_1Inputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_level_basic_1 = /** @type {((inputs?: Partners_Level_Basic_1Inputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Level_Basic_1Inputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_level_basic_1(inputs)
	if (locale === "fr") return fr_partners_level_basic_1(inputs)
	return en_partners_level_basic_1(inputs)
});