/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Donate_TitleInputs */

const en_partners_donate_title = /** @type {(inputs: Partners_Donate_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Donate`)
};

const es_partners_donate_title = /** @type {(inputs: Partners_Donate_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Donar`)
};

const fr_partners_donate_title = /** @type {(inputs: Partners_Donate_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Faire un don`)
};

/**
* | output |
* | --- |
* | "Donate" |
*
* @param {Partners_Donate_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_donate_title = /** @type {((inputs?: Partners_Donate_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Donate_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_donate_title(inputs)
	if (locale === "fr") return fr_partners_donate_title(inputs)
	return en_partners_donate_title(inputs)
});