/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Tt_Corporate_TitleInputs */

const en_partners_tt_corporate_title = /** @type {(inputs: Partners_Tt_Corporate_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Corporate Events`)
};

const es_partners_tt_corporate_title = /** @type {(inputs: Partners_Tt_Corporate_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eventos corporativos`)
};

const fr_partners_tt_corporate_title = /** @type {(inputs: Partners_Tt_Corporate_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Événements d’entreprise`)
};

/**
* | output |
* | --- |
* | "Corporate Events" |
*
* @param {Partners_Tt_Corporate_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_tt_corporate_title = /** @type {((inputs?: Partners_Tt_Corporate_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Tt_Corporate_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_tt_corporate_title(inputs)
	if (locale === "fr") return fr_partners_tt_corporate_title(inputs)
	return en_partners_tt_corporate_title(inputs)
});