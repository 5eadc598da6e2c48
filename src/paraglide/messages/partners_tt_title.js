/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Tt_TitleInputs */

const en_partners_tt_title = /** @type {(inputs: Partners_Tt_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Travel Trade`)
};

const es_partners_tt_title = /** @type {(inputs: Partners_Tt_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Turismo receptivo y grupos`)
};

const fr_partners_tt_title = /** @type {(inputs: Partners_Tt_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Professionnels du voyage`)
};

/**
* | output |
* | --- |
* | "Travel Trade" |
*
* @param {Partners_Tt_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_tt_title = /** @type {((inputs?: Partners_Tt_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Tt_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_tt_title(inputs)
	if (locale === "fr") return fr_partners_tt_title(inputs)
	return en_partners_tt_title(inputs)
});