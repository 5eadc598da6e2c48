/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Lp_TitleInputs */

const en_partners_lp_title = /** @type {(inputs: Partners_Lp_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Business Listing Plans`)
};

const es_partners_lp_title = /** @type {(inputs: Partners_Lp_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Planes de ficha para negocios`)
};

const fr_partners_lp_title = /** @type {(inputs: Partners_Lp_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Formules de fiche pour les entreprises`)
};

/**
* | output |
* | --- |
* | "Business Listing Plans" |
*
* @param {Partners_Lp_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_lp_title = /** @type {((inputs?: Partners_Lp_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Lp_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_lp_title(inputs)
	if (locale === "fr") return fr_partners_lp_title(inputs)
	return en_partners_lp_title(inputs)
});